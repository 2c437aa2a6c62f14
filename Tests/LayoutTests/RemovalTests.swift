import Testing
import TrellisSolver

@testable import TrellisLayout

struct RemovalTests {
    /// `|-20-[a]-10-[b]-10-[c]-20-|` in a 320-wide root: a and c are 60 wide
    /// (intrinsic, hugging 250), b's intrinsic 100 hugs at only 249, so b
    /// stretches: 320 - 20 - 10 - 10 - 20 - 60 - 60 = 140; a x 20, b x 90,
    /// c x 90 + 140 + 10 = 240. Heights are 20 at y 20 (`V:|-20-[v]`).
    func makeRow(_ names: [String] = ["a", "b", "c"]) throws -> (LayoutEngine, [String: View]) {
        let (engine, root) = makeEngine()
        var views: [String: View] = [:]
        for name in names {
            views[name] = makeView(engine, name, in: root, intrinsic: Size(width: name == "b" ? 100 : 60, height: 20))
        }
        views["b"]?.setContentHuggingPriority(249, for: .horizontal)
        let row = "H:|-20-" + names.map { "[\($0)]" }.joined(separator: "-10-") + (names.contains("c") ? "-20-|" : "")
        try visualFormat(engine, [row] + names.map { "V:|-20-[\($0)]" }, views)
        return (engine, views)
    }

    @Test func rowOfThreeLaysOutAsExpected() throws {
        let (engine, views) = try makeRow()
        defer { withExtendedLifetime(engine) {} }
        #expect(views["a"]!.frame == Rect(x: 20, y: 20, width: 60, height: 20))
        #expect(views["b"]!.frame == Rect(x: 90, y: 20, width: 140, height: 20))
        #expect(views["c"]!.frame == Rect(x: 240, y: 20, width: 60, height: 20))
    }

    /// Removing the leaf c takes `[b]-10-[c]` and `[c]-20-|` with it: the row
    /// is `|-20-[a]-10-[b]`, b hugs back to its intrinsic 100 at x 90, exactly
    /// as in a row built from a and b only.
    @Test func removingTheLastViewOfARowLeavesARowOfTwo() throws {
        let (engine, views) = try makeRow()
        let c = views["c"]!
        let cConstraints = engine.constraints.filter { $0.items.contains { $0 === c } }
        #expect(cConstraints.count == 7)  // [b]-10-[c], [c]-20-|, V:|-20-[c], 4 content-size
        c.removeFromSuperview()
        #expect(c.isRemoved && c.superview == nil)
        #expect(cConstraints.allSatisfy { !$0.isActive })
        #expect(views["a"]!.frame == Rect(x: 20, y: 20, width: 60, height: 20))
        #expect(views["b"]!.frame == Rect(x: 90, y: 20, width: 100, height: 20))
        let (twin, _) = try makeRow(["a", "b"])
        expectSameObservableState(engine, twin)
        #expect(engine.views.map(\.name) == ["root", "a", "b"])
        #expect(engine.views[0].subviews.map(\.name) == ["a", "b"])
    }

    /// Removing the middle b deactivates `[a]-10-[b]` and `[b]-10-[c]`, which
    /// a and c hold too, as UIKit does. a stays at x 20 (leading pin, 60 wide);
    /// c stays at 320 - 20 - 60 = 240 (trailing pin); nothing is ambiguous.
    @Test func removingAReferencedViewDeactivatesTheConstraintsOfOthers() throws {
        let (engine, views) = try makeRow()
        let a = views["a"]!, b = views["b"]!, c = views["c"]!
        let shared = engine.constraints.filter { constraint in
            constraint.items.contains { $0 === b } && constraint.items.count == 2
                && !constraint.items.contains { $0.name == "root" }
        }
        #expect(shared.count == 2)
        let activeBefore = engine.constraints.count
        b.removeFromSuperview()
        #expect(shared.allSatisfy { !$0.isActive })
        // b had 2 shared + V:|-20-[b] + 4 content-size constraints.
        #expect(engine.constraints.count == activeBefore - 7)
        #expect(a.constraintsAffectingLayout(for: .horizontal).allSatisfy { !$0.items.contains { $0 === b } })
        #expect(c.constraintsAffectingLayout(for: .horizontal).allSatisfy { !$0.items.contains { $0 === b } })
        #expect(a.frame == Rect(x: 20, y: 20, width: 60, height: 20))
        #expect(c.frame == Rect(x: 240, y: 20, width: 60, height: 20))
        #expect(!engine.hasAmbiguousLayout)
        #expect(!engine.autolayoutTrace.contains("*b "))
        // The removed b reports the frame it had: x 90, 140 wide.
        #expect(b.frame == Rect(x: 90, y: 20, width: 140, height: 20))
    }

    /// A layout with, or without, a card subtree:
    /// - card: frame pinned to {{20, 20}, {280, 100}}, with a guide on its
    ///   edges; title (100×20) at card's margins guide's leading/top; body
    ///   between card's left and right margins below the title, its height
    ///   4000 / width (a wrapping view); title's width edited to 120 at 500;
    ///   a free variable x with `card.width == 2 * x` (x = 140).
    /// - footer: left 20, right 300, bottom 460, top 20 at priority 250 — and,
    ///   with the card, top == card.bottom + 8 = 128 (required); so 332 high
    ///   with the card, 440 without.
    /// - lonely: no constraints (ambiguous in both).
    func makeCardLayout(withCard: Bool) throws -> (engine: LayoutEngine, card: View?, footer: View) {
        let (engine, root) = makeEngine()
        let x = engine.makeVariable("x")
        var card: View?
        if withCard {
            let view = engine.makeView("card", in: root)
            card = view
            engine.pinFrame(of: view, to: Rect(x: 20, y: 20, width: 280, height: 100))
            let guide = engine.makeLayoutGuide("card.guide", in: view)
            let title = makeView(engine, "title", in: view, intrinsic: Size(width: 100, height: 20))
            let body = engine.makeView("body", in: view)
            body.heightForWidth = { 4000 / $0 }
            let margins = view.layoutMarginsGuide
            LayoutConstraint.activate([
                guide.leftAnchor.constraint(equalTo: view.leftAnchor),
                guide.topAnchor.constraint(equalTo: view.topAnchor),
                guide.widthAnchor.constraint(equalTo: view.widthAnchor),
                guide.heightAnchor.constraint(equalTo: view.heightAnchor),
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                title.topAnchor.constraint(equalTo: margins.topAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            ])
            engine.activate([
                try LayoutConstraint(body[.left], .equal, view[.leftMargin]),
                try LayoutConstraint(body[.right], .equal, view[.rightMargin]),
                try LayoutConstraint(view[.width], .equal, 2 * LayoutExpression(x)),
            ])
            try engine.beginEditing(.attribute(title, .width), priority: 500)
            try engine.suggestValue(120, for: .attribute(title, .width))
        }
        let footer = engine.makeView("footer", in: root)
        let top = footer.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        top.priority = 250
        LayoutConstraint.activate([
            top, footer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            footer.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        if let card { footer.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8).isActive = true }
        engine.makeView("lonely", in: root)
        return (engine, card, footer)
    }

    /// The card subtree lays out as commented above: title at the card's
    /// margins (20 + 8 = 28 in root, 8 in card), edited to 120 wide; body at
    /// x 8, y 8 + 20 + 4 = 32 in card, 264 wide, 4000 / 264 high.
    @Test func cardSubtreeLaysOutAsExpected() throws {
        let (engine, card, footer) = try makeCardLayout(withCard: true)
        let title = card!.subviews[0], body = card!.subviews[1]
        #expect(title.frame == Rect(x: 8, y: 8, width: 120, height: 20))
        #expect(body.frame.isClose(to: Rect(x: 8, y: 32, width: 264, height: 4000 / 264), tolerance: 1e-9))
        #expect(footer.frame == Rect(x: 20, y: 128, width: 280, height: 332))
        #expect(engine.value(of: engine.variables[0]) == 140)
        #expect(engine.ambiguousLayout().items.map(\.name) == ["lonely"])
    }

    /// Removing the card takes its guides, subviews, content-size constraints,
    /// frame pins, margins-guide ties, the edit, the wrapping view, the
    /// constraint on x and footer's constraint to the card: footer's top falls
    /// back to 20 (440 high) and x becomes ambiguous, as in the engine that
    /// never had a card.
    @Test func removingASubtreeLeavesTheEngineOfALayoutWithoutIt() throws {
        let (engine, card, footer) = try makeCardLayout(withCard: true)
        let card1 = try #require(card)
        let title = card1.subviews[0], body = card1.subviews[1], guides = card1.layoutGuides
        let titleFrame = title.frame, bodyFrame = body.frame
        #expect(guides.count == 2)  // card.guide and the margins guide
        #expect(["card", "title", "body"].allSatisfy { engine.solver.debugDescription.contains($0 + ".") })
        card1.removeFromSuperview()
        #expect([card1, title, body].allSatisfy(\.isRemoved) && guides.allSatisfy(\.isRemoved))
        #expect(footer.frame == Rect(x: 20, y: 20, width: 280, height: 440))
        #expect(engine.edits.isEmpty && engine.wrappingViews.isEmpty && engine.framePins(of: card1) == nil)
        #expect(engine.isAmbiguous(engine.variables[0]))
        let (twin, _, _) = try makeCardLayout(withCard: false)
        expectSameObservableState(engine, twin)
        // Nothing in the solver still names a removed item (parameter pins included).
        let dump = engine.solver.debugDescription
        #expect(!["card", "title", "body"].contains { dump.contains($0 + ".") })
        #expect(dump.contains("footer."))
        // The removed views keep their last frames, and their tree.
        #expect(title.frame == titleFrame && body.frame == bodyFrame)
        #expect(card1.frame == Rect(x: 20, y: 20, width: 280, height: 100))
        #expect(card1.subviews.map(\.name) == ["title", "body"] && title.superview === card1)
        // Suggesting or changing anything about them does nothing now.
        #expect(throws: LayoutError.self) { try engine.suggestValue(50, for: .attribute(title, .width)) }
        title.intrinsicContentSize = Size(width: 10, height: 10)
        title.setContentHuggingPriority(1, for: .vertical)
        card1.layoutMargins = .zero
        body.heightForWidth = { _ in 1 }
        expectSameObservableState(engine, twin)
    }

    /// A guide between a and b (`a.right == spacer.left`, `spacer.right ==
    /// b.left`, spacer 30 wide): a at 20, 50 wide; spacer x 70; b x 100.
    /// Removing the spacer takes its three constraints; b loses its x (ambiguous).
    @Test func removingAGuide() {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 50, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 50, height: 20))
        let spacer = engine.makeLayoutGuide("spacer", in: root)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 0),
            a.rightAnchor.constraint(equalTo: spacer.leftAnchor), spacer.rightAnchor.constraint(equalTo: b.leftAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 30),
        ])
        #expect(spacer.layoutFrame == Rect(x: 70, y: 0, width: 30, height: 0))
        #expect(b.frame == Rect(x: 100, y: 0, width: 50, height: 20))
        let count = engine.constraints.count
        root.removeLayoutGuide(spacer)
        #expect(engine.constraints.count == count - 5)
        #expect(spacer.isRemoved && spacer.owningView == nil)
        #expect(root.layoutGuides.isEmpty && engine.layoutGuides.isEmpty)
        #expect(spacer.layoutFrame == Rect(x: 70, y: 0, width: 30, height: 0))
        #expect(engine.ambiguousLayout().items.map(\.name) == ["b"])
        #expect(engine.ambiguity(of: b).description == "x")
        #expect(!engine.autolayoutTrace.contains("spacer"))
        root.removeLayoutGuide(spacer)  // no-op
        #expect(engine.constraints.count == count - 5)
    }

    /// Removing the margins guide unties it; the next access makes a fresh one.
    @Test func removingTheMarginsGuideMakesANewOneOnNextAccess() {
        let (engine, root) = makeEngine()
        let old = root.layoutMarginsGuide
        #expect(engine.constraints.count == 8)  // 4 frame pins + 4 margin ties
        root.removeLayoutGuide(old)
        #expect(engine.constraints.count == 4)
        let new = root.layoutMarginsGuide
        #expect(new !== old && root.layoutGuides.count == 1)
        // Margins 8: {{8, 8}, {304, 464}}.
        #expect(new.layoutFrame == Rect(x: 8, y: 8, width: 304, height: 464))
    }

    /// Removing twice, or removing a subview of a removed view, changes
    /// nothing in the engine; the second detaches the subview from the removed tree only.
    @Test func repeatedRemovalIsANoOp() throws {
        let (engine, views) = try makeRow()
        let c = views["c"]!
        let inner = engine.makeView("inner", in: c)
        c.removeFromSuperview()
        let trace = engine.autolayoutTrace, count = engine.constraints.count
        c.removeFromSuperview()
        inner.removeFromSuperview()
        #expect(engine.autolayoutTrace == trace && engine.constraints.count == count)
        #expect(c.subviews.isEmpty && inner.superview == nil)
    }

    /// Removing a root removes its whole tree from the engine; another root
    /// stays as if alone.
    /// 40 views 10×10 in a column at y = 10·i, each also tied to the one
    /// above (a redundant tie); removing every other one (each a few
    /// constraints against hundreds: removed by activation order and
    /// identity, not by a pass over every list) leaves what making only
    /// the others, untied, gives.
    @Test func removingEveryOtherOfManyViews() {
        func column(_ indices: [Int], tied: Bool) -> (LayoutEngine, [View]) {
            let (engine, root) = makeEngine()
            var views: [View] = []
            for index in indices {
                let view = engine.makeView("v\(index)", in: root)
                engine.activate([
                    view.leftAnchor.constraint(equalTo: root.leftAnchor),
                    view.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(10 * index)),
                    view.widthAnchor.constraint(equalToConstant: 10),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ])
                if tied, let above = views.last {
                    engine.activate([view.topAnchor.constraint(equalTo: above.bottomAnchor)])
                }
                views.append(view)
            }
            return (engine, views)
        }
        let (engine, views) = column(Array(0..<40), tied: true)
        for (index, view) in views.enumerated() where index.isMultiple(of: 2) { view.removeFromSuperview() }
        let (twin, kept) = column(Array(stride(from: 1, to: 40, by: 2)), tied: false)
        expectSameObservableState(engine, twin)
        #expect(kept.map(\.frame.minY) == stride(from: 10, to: 400, by: 20).map(Double.init))
    }

    @Test func removingARoot() {
        let engine = LayoutEngine()
        let first = engine.makeView("first")
        engine.pinFrame(of: first, to: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = engine.makeView("child", in: first)
        child.intrinsicContentSize = Size(width: 10, height: 10)
        let second = engine.makeView("second")
        engine.pinFrame(of: second, to: Rect(x: 0, y: 0, width: 50, height: 50))
        first.removeFromSuperview()
        #expect(engine.views.map(\.name) == ["second"])
        #expect(engine.autolayoutTrace == "•second {{0, 0}, {50, 50}}")
        #expect(
            engine.constraints.map(\.identifier) == [
                "second.frame.x", "second.frame.y", "second.frame.width", "second.frame.height",
            ])
        second.removeFromSuperview()
        #expect(engine.views.isEmpty && engine.constraints.isEmpty && engine.autolayoutTrace.isEmpty)
        #expect(engine.owners.isEmpty && !engine.hasAmbiguousLayout)
    }
}

/// Checks that two engines agree on everything observable about the items they share by name.
func expectSameObservableState(
    _ engine: LayoutEngine, _ twin: LayoutEngine, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(engine.autolayoutTrace == twin.autolayoutTrace, sourceLocation: sourceLocation)
    #expect(engine.views.map(\.name) == twin.views.map(\.name), sourceLocation: sourceLocation)
    #expect(engine.layoutGuides.map(\.name) == twin.layoutGuides.map(\.name), sourceLocation: sourceLocation)
    for (view, other) in zip(engine.views, twin.views) {
        #expect(view.frame == other.frame, sourceLocation: sourceLocation)
        #expect(engine.ambiguity(of: view) == twin.ambiguity(of: other), sourceLocation: sourceLocation)
        #expect(view.subviews.map(\.name) == other.subviews.map(\.name), sourceLocation: sourceLocation)
        #expect(
            view.constraints.map(\.description) == other.constraints.map(\.description), sourceLocation: sourceLocation)
    }
    let ambiguous = engine.ambiguousLayout(), twinAmbiguous = twin.ambiguousLayout()
    #expect(ambiguous.items.map(\.name) == twinAmbiguous.items.map(\.name), sourceLocation: sourceLocation)
    #expect(ambiguous.variables.map(\.name) == twinAmbiguous.variables.map(\.name), sourceLocation: sourceLocation)
    #expect(
        engine.constraints.map(\.description) == twin.constraints.map(\.description), sourceLocation: sourceLocation)
    #expect(engine.directionalConstraints.count == twin.directionalConstraints.count, sourceLocation: sourceLocation)
    #expect(engine.owners.count == twin.owners.count, sourceLocation: sourceLocation)
    #expect(engine.edits.count == twin.edits.count, sourceLocation: sourceLocation)
    #expect(engine.wrappingViews.count == twin.wrappingViews.count, sourceLocation: sourceLocation)
    #expect(engine.framePins.count == twin.framePins.count, sourceLocation: sourceLocation)

}

extension RemovalTests {
    /// Views and guides leave the engine's lists one at a time when few go
    /// against many (found there by creation order), and a restored view goes
    /// back to its place in creation order: the lists always read as the
    /// items made, in order, minus the ones out.
    @Test func oneAtATimeRemovalsKeepTheListsInCreationOrder() throws {
        let (engine, root) = makeEngine()
        var views: [View] = []
        for index in 0..<40 {
            let view = engine.makeView("v\(index)", in: root)
            engine.pinFrame(of: view, to: Rect(x: Double(index), y: 0, width: 10, height: 10))
            views.append(view)
        }
        let guide = engine.makeLayoutGuide("g", in: views[5])
        func expectViews(_ present: [Int]) {
            #expect(engine.views.map(\.name) == ["root"] + present.map { "v\($0)" })
        }
        views[0].removeFromSuperview()
        views[39].removeFromSuperview()
        views[17].removeFromSuperview()
        expectViews(Array(1...16) + Array(18...38))
        #expect(engine.layoutGuides.map(\.name) == ["g"])
        views[5].removeFromSuperview()  // its guide goes with it
        #expect(engine.layoutGuides.isEmpty && guide.isRemoved)
        root.addSubview(views[17])
        root.addSubview(views[0])
        root.addSubview(views[5])
        expectViews(Array(0...16) + Array(17...38))
        #expect(engine.layoutGuides.map(\.name) == ["g"])
        views[17].removeFromSuperview()
        views[38].removeFromSuperview()
        expectViews(Array(0...16) + Array(18...37))
        // v20 was pinned at x 20 and keeps it; the removals moved nothing.
        #expect(views[20].frame == Rect(x: 20, y: 0, width: 10, height: 10))
    }
}
