import Testing
import TrellisSolver

@testable import TrellisLayout

/// The update pass of stack and grid views: changes wait for it, every query sees them.
@MainActor struct LayoutEngineArrangementsTests {
    /// A cell like the benchmark's: a horizontal stack (icon, a vertical text
    /// stack, a button) filled before it is placed below the previous cell.
    func makeCell(_ i: Int, in root: View, below previous: View?) -> StackView {
        let engine = root.engine
        let cell = engine.makeView("cell\(i)", in: root, as: StackView.self)
        cell.spacing = 8
        cell.alignment = .center
        let icon = engine.makeView("icon\(i)", in: cell)
        icon.intrinsicContentSize = Size(width: 60, height: 60)
        let text = engine.makeView("text\(i)", in: cell, as: StackView.self)
        text.axis = .vertical
        text.spacing = 4
        for name in ["title", "subtitle"] {
            let label = engine.makeView("\(name)\(i)", in: text)
            label.intrinsicContentSize = Size(width: 100, height: 20)
            text.addArrangedSubview(label)
        }
        let button = engine.makeView("button\(i)", in: cell)
        button.intrinsicContentSize = Size(width: 44, height: 30)
        for view in [icon, text, button] { cell.addArrangedSubview(view) }
        engine.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
        ])
        return cell
    }

    /// Cells filled before they are placed: every cell is 60 tall (its icon;
    /// the text column is 20 + 4 + 20 = 44), so cell i's top is 60·i. The
    /// solver's rows stay as short for 40 cells as for a few: the chain of
    /// tops stays out of the tableau (when the stacks made their constraints
    /// at once, the row of each cell's top held every cell above it, and the
    /// longest row grew by about six terms a cell).
    @Test func cellsFilledBeforeTheyArePlacedKeepShortRows() {
        let (engine, root) = makeEngine(width: 375, height: 2400)
        defer { withExtendedLifetime(engine) {} }
        var cells: [StackView] = []
        for i in 0..<40 { cells.append(makeCell(i, in: root, below: cells.last)) }
        #expect(cells.map { engine.frame(of: $0).minY } == (0..<40).map { 60 * Double($0) })
        let longest =
            engine.solver.debugDescription.split(separator: "\n")
            .filter { !$0.hasPrefix("objective") && $0.contains(" = ") }
            .map { $0.split(separator: " ").filter { $0 == "+" || $0 == "-" }.count }
            .max() ?? 0
        #expect(longest < 40, "the longest row has \(longest) terms")
    }

    /// Queries see a change at once: the identifier of the new spacing, and
    /// the conflict a stack's constraint makes with a required width.
    /// a 40 + 10 + b 60 = 110 in a stack pinned 100 wide cannot hold with b's
    /// width required at 60 and a's at 40.
    @Test func queriesRunThePassFirst() {
        let (engine, root) = makeEngine()
        defer { withExtendedLifetime(engine) {} }
        let stack = engine.makeView("s", in: root, as: StackView.self)
        _ = engine.pinFrame(of: stack, to: Rect(x: 0, y: 0, width: 100, height: 44))
        let a = engine.makeView("a", in: root), b = engine.makeView("b", in: root)
        engine.activate([a.widthAnchor.constraint(equalToConstant: 40), b.widthAnchor.constraint(equalToConstant: 60)])
        stack.spacing = 10
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        #expect(engine.constraint(withIdentifier: "s.UISV-canvas-connection.a.leading") != nil)
        #expect(engine.constraint(withIdentifier: "s.UISV-spacing.b")?.constant == 10)
        #expect(engine.conflicts.count == 1)
        #expect(
            engine.constraintsAffectingLayout(for: b, axis: .horizontal).contains {
                $0.identifier == "s.UISV-spacing.b"
            })
    }

    /// A stack pinned 100 wide arranges a and b 10 apart, then a's width is
    /// made 40 and b's 60 (required): 40 + 10 + 60 = 110 cannot fit in 100,
    /// so one member of the conflict breaks.
    func makeOverfullStack(_ engine: LayoutEngine, in root: View) -> (a: View, b: View, widths: [LayoutConstraint]) {
        let stack = engine.makeView("s", in: root, as: StackView.self)
        _ = engine.pinFrame(of: stack, to: Rect(x: 0, y: 0, width: 100, height: 44))
        let a = engine.makeView("a", in: root), b = engine.makeView("b", in: root)
        stack.spacing = 10
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        let widths = [a.widthAnchor.constraint(equalToConstant: 40), b.widthAnchor.constraint(equalToConstant: 60)]
        engine.activate(widths)
        return (a, b, widths)
    }

    /// By default the stack's constraints count as declared when b was
    /// arranged, before the widths: b's width (declared last) breaks, and b
    /// takes what is left, 100 − 40 − 10 = 50.
    @Test func containerConstraintsCountAsDeclaredByTheChangeByDefault() {
        let (engine, root) = makeEngine()
        defer { withExtendedLifetime(engine) {} }
        let (a, b, widths) = makeOverfullStack(engine, in: root)
        #expect(engine.conflicts.count == 1)
        #expect(engine.conflicts.first?.broken === widths[1])
        #expect(engine.frame(of: a).width == 40)
        #expect(engine.frame(of: b).width == 50)
    }

    /// With `containerConstraintsAreDeclaredWhenMade` they count as declared
    /// when the update pass makes them, after the widths, as UIKit's stack
    /// makes them in its first layout pass: one of the stack's own breaks,
    /// and both widths hold (40 and 60).
    @Test func containerConstraintsCountAsDeclaredWhenMadeWhenAsked() {
        let (engine, root) = makeEngine()
        defer { withExtendedLifetime(engine) {} }
        engine.containerConstraintsAreDeclaredWhenMade = true
        let (a, b, widths) = makeOverfullStack(engine, in: root)
        #expect(engine.conflicts.count == 1)
        #expect(engine.conflicts.first?.broken.identifier.hasPrefix("s.UISV-") == true)
        #expect(widths.allSatisfy { !$0.isBroken })
        #expect(engine.frame(of: a).width == 40)
        #expect(engine.frame(of: b).width == 60)
    }
}
