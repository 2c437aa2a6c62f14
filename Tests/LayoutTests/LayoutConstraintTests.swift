import Testing
import TrellisSolver

@testable import TrellisLayout

struct LayoutConstraintTests {
    /// Positions relate only to positions of the same kind; sizes across axes.
    @Test(arguments: [
        (LayoutAttribute.leading, LayoutAttribute.left, false), (.left, .top, false), (.trailing, .centerY, false),
        (.leadingMargin, .rightMargin, false), (.width, .height, true), (.leading, .trailing, true),
        (.centerX, .leftMargin, true), (.firstBaseline, .bottom, true),
    ])
    func attributeKindsMustMatch(first: LayoutAttribute, second: LayoutAttribute, allowed: Bool) {
        let engine = LayoutEngine()
        let a = engine.makeView("a"), b = engine.makeView("b")
        let made = try? LayoutConstraint(a[first], .equal, b[second])
        #expect((made != nil) == allowed)
        do {
            _ = try LayoutConstraint(a[first], .equal, b[second])
        } catch {
            guard case .incompatibleAttributes(let x, let y) = error else { Issue.record("\(error)"); return }
            #expect(x.attribute == first && y.attribute == second)
        }
    }

    /// The position-kind rule over a whole constraint: the first position sets the kind;
    /// dimensions and free variables (nil) are skipped; the answer is (first position, first misfit).
    @Test(
        arguments: [
            ([LayoutAttribute?](), nil), ([.width, .height, nil], nil), ([.leading, .trailing, .leadingMargin], nil),
            ([.width, .left, nil, .height, .top], (1, 4)), ([nil, .centerX, .leading, .top], (1, 2)),
            ([.top, .firstBaseline, .centerYWithinMargins, .right], (0, 3)),
        ] as [([LayoutAttribute?], (Int, Int)?)])
    func positionKindRule(attributes: [LayoutAttribute?], expected: (Int, Int)?) {
        let found = LayoutAttribute.firstMismatchedPositions(in: attributes)
        #expect(found?.first == expected?.0 && found?.other == expected?.1)
    }

    /// Two anchors relate as in Auto Layout: a dimension only to a dimension (of either axis),
    /// a position only to a position of its own kind.
    @Test(arguments: [
        (LayoutAttribute.width, LayoutAttribute.height, true), (.width, .left, false), (.top, .height, false),
        (.leading, .left, false), (.left, .top, false), (.centerX, .leftMargin, true),
        (.top, .firstBaseline, true), (.leading, .trailingMargin, true),
    ])
    func anchorsRelate(first: LayoutAttribute, second: LayoutAttribute, allowed: Bool) {
        #expect(first.canRelate(to: second) == allowed)
        #expect(second.canRelate(to: first) == allowed)
    }

    /// General expressions with free variables: a.width == 2 * x + 10 with x == 20 → 50.
    /// Then -a.top + b.top == 10 with a.top == 5 → b.top 15.
    @Test func generalExpressions() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root), b = engine.makeView("b", in: root)
        let x = engine.makeVariable("x")
        engine.activate([
            try LayoutConstraint(a[.width], .equal, LayoutExpression(2 * x + 10)),
            try LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 20)),
            try LayoutConstraint(-a[.top] + b[.top], .equal, LayoutExpression(constant: 10)),
            try LayoutConstraint(a[.top], .equal, LayoutExpression(constant: 5)),
        ])
        #expect(engine.value(of: .width, of: a) == 50)
        #expect(engine.value(of: .top, of: b) == 15)
        let made = try LayoutConstraint(a[.width], .equal, 0.5 * b[.width] + 10)
        #expect(made.description == "a.width == 0.5 * b.width + 10")
        #expect(made.firstItem === a && made.secondItem === b && made.multiplier == 0.5 && made.constant == 10)
        #expect(throws: LayoutError.self) { try LayoutConstraint(a[.width], .equal, b[.width] + Double.infinity) }
    }

    /// Constant and priority change in place, like NSLayoutConstraint:
    /// width == 100 → 120; a 500-priority width == 50 against that required one stays 120.
    @Test func constantAndPriorityChangeInPlace() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        width.constant = 120
        #expect(engine.value(of: .width, of: a) == 120)
        // Multiplier: b.width == 0.5 * a.width + 10 → 70.
        let b = engine.makeView("b", in: root)
        b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 10).isActive = true
        #expect(engine.value(of: .width, of: b) == 70)
        // Required → optional at 500 and a 600-priority wish for 40 wins: 40 and b = 30.
        width.priority = 500
        let wish = a.widthAnchor.constraint(equalToConstant: 40)
        wish.priority = 600
        wish.isActive = true
        #expect(engine.value(of: .width, of: a) == 40)
        #expect(engine.value(of: .width, of: b) == 30)
        LayoutConstraint.deactivate([wish])
        #expect(engine.value(of: .width, of: a) == 120)
        #expect(engine.constraintsAffectingLayout(for: a, axis: .horizontal).contains { $0 === width })
        #expect(engine.constraintsAffectingLayout(for: a, axis: .vertical).isEmpty)
    }

    /// Baselines: a (top 0, height 30, baseline 6 above the bottom) has its last
    /// baseline at 24. b's first baseline 10 below its top, aligned to it: b.top = 14.
    /// Without a first baseline b's first is its last: height 40, baseline 5 → 35 below its top,
    /// so b.top = 24 - 35 = -11. With a's baseline at 10: last baseline 20, b.top = -15.
    @Test func baselines() {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 10, height: 30))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 10, height: 40))
        a.baselineOffsetFromBottom = 6
        b.baselineOffsetFromBottom = 5
        b.firstBaselineOffsetFromTop = 10
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
        ])
        #expect(engine.value(of: .lastBaseline, of: a) == 24)
        #expect(b.frame.minY == 14)
        b.firstBaselineOffsetFromTop = nil
        #expect(b.frame.minY == -11)
        a.baselineOffsetFromBottom = 10
        #expect(b.frame.minY == -15)
    }

    /// Edits: a variable suggested 42 reads 42; an attribute (a.left, with a
    /// required width 100) suggested 30 puts a at 30; a directional attribute
    /// is suggested as the x of its edge (RTL leading = right edge = 250 → x 150).
    @Test func edits() throws {
        let (engine, root) = makeEngine()
        let x = engine.makeVariable("x")
        try engine.beginEditing(.variable(x))
        try engine.suggestValue(42, for: .variable(x))
        #expect(engine.value(of: x) == 42)
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 100, height: 10))
        try engine.beginEditing(.attribute(a, .left), priority: 800)
        try engine.suggestValue(30, for: .attribute(a, .left))
        #expect(engine.value(of: .left, of: a) == 30)
        #expect(throws: LayoutError.self) { try engine.beginEditing(.attribute(a, .left)) }
        #expect(throws: LayoutError.self) { try engine.beginEditing(.attribute(a, .top), priority: .required) }
        #expect(throws: LayoutError.self) { try engine.suggestValue(1, for: .attribute(a, .top)) }
        try engine.endEditing(.attribute(a, .left))
        engine.layoutDirection = .rightToLeft
        try engine.beginEditing(.attribute(a, .leading))
        try engine.suggestValue(250, for: .attribute(a, .leading))
        #expect(a.frame.minX == 150)
    }
}
