import Testing

@testable import TrellisLayout

struct ConflictReportTests {
    /// `a.width == 100` then `a.width == 200`: they cannot both hold; the one
    /// activated last (200) is broken and the layout goes on with 100.
    @Test func breaksTheConstraintActivatedLast() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let first = a.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first"
        let second = a.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "second"
        LayoutConstraint.activate([first, second])
        #expect(a.frame.width == 100)
        let report = try #require(engine.conflicts.first)
        #expect(report.constraints.map(\.identifier) == ["first", "second"])
        #expect(report.broken === second)
        #expect(second.isBroken && second.isActive && !first.isBroken)
        #expect(engine.hasBrokenConstraints)
        #expect(report.description.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(
            report.description.contains("Will attempt to recover by breaking constraint\n<'second' a.width == 200>"))
    }

    /// A constant change can make an older constraint the one to break:
    /// `first: a.width == 100`, `second: a.width >= 50`; first's constant → 20
    /// conflicts with second, which was activated last, so second is broken and a is 20 wide.
    @Test func constantChangeBreaksTheLastActivated() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let first = a.widthAnchor.constraint(equalToConstant: 100)
        let second = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        LayoutConstraint.activate([first, second])
        first.constant = 20
        #expect(a.frame.width == 20)
        #expect(engine.conflicts.last?.broken === second)
        // Made optional, the broken constraint comes back and can hold no longer than allowed: 20.
        second.priority = 500
        #expect(!second.isBroken)
        #expect(a.frame.width == 20)
    }

    /// The frame pins of a root are named VIEW.frame.*: a child required to be
    /// 400 wide and flush with a 320-wide root conflicts with the root's width pin,
    /// activated earlier, so the child's width constraint (last) is broken.
    @Test func framePinsAreNamed() {
        let (engine, root) = makeEngine()
        let child = engine.makeView("child", in: root)
        LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.rightAnchor.constraint(equalTo: root.rightAnchor),
        ])
        let wide = child.widthAnchor.constraint(equalToConstant: 400)
        wide.isActive = true
        #expect(engine.conflicts.count == 1)
        #expect(engine.conflicts[0].constraints.map(\.identifier).contains("root.frame.width"))
        #expect(engine.conflicts[0].broken === wide)
        #expect(child.frame.width == 320)
        // Deactivating the broken constraint clears its state.
        wide.isActive = false
        #expect(!wide.isBroken && !wide.isActive)
    }
}

/// Numbers too large for the solver break the constraint instead of stopping the program.
struct NumericalOverflowTests {
    /// `x == 9e307` then `10 * x == 3`: solving for x divides the row by 10 but the
    /// substitution overflows a Double; the solver refuses it and the engine breaks it.
    @Test func overflowBreaksTheConstraint() {
        let engine = LayoutEngine()
        let x = engine.makeVariable("x")
        let big = try! LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 9e307))
        let times = try! LayoutConstraint(LayoutExpression(x) * 10, .equal, LayoutExpression(constant: 3))
        engine.activate([big, times])
        #expect(engine.overflowedConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(times)])
        #expect(times.isBroken && times.isActive && !big.isBroken)
        #expect(engine.conflicts.isEmpty)
        #expect(engine.value(of: x) == 9e307)
        engine.deactivate([times])
        #expect(!times.isBroken)
    }

    /// `y == 10·x` and an edit of x: a suggestion of 10^308 would make y = 10^309,
    /// past a Double; the suggestion is refused and the last one stays (x = 5, y = 50).
    @Test func overflowingSuggestionIsRefused() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable("x"), y = engine.makeVariable("y")
        engine.activate([try LayoutConstraint(LayoutExpression(y), .equal, LayoutExpression(x) * 10)])
        try engine.beginEditing(.variable(x))
        try engine.suggestValue(5, for: .variable(x))
        #expect(throws: LayoutError.self) { try engine.suggestValue(1e308, for: .variable(x)) }
        #expect(engine.value(of: x) == 5)
        #expect(engine.value(of: y) == 50)
    }

    /// A removal whose re-solve overflows: x == 1e300·y, y <= 1 (required) and
    /// y == 1e10 at 250. With y <= 1, y = 1 and x = 1e300. Without it, y would be
    /// 1e10 and x = 1e310, past a Double: the solver refuses the removal, the
    /// engine builds its solver again without y <= 1, and the weak y == 1e10 —
    /// whose numbers now overflow — is broken instead. Then nothing moves y from
    /// where the new solver leaves it; x stays 1e300 · y.
    @Test func removalWhoseResolveOverflowsRebuilds() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable("x"), y = engine.makeVariable("y")
        let product = try LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(y) * 1e300)
        let cap = try LayoutConstraint(LayoutExpression(y), .lessThanOrEqual, LayoutExpression(constant: 1))
        let wish = try LayoutConstraint(LayoutExpression(y), .equal, LayoutExpression(constant: 1e10))
        wish.priority = .low
        engine.activate([product, cap, wish])
        #expect(engine.value(of: y) == 1)
        #expect(engine.value(of: x) == 1e300)
        engine.deactivate([cap])
        #expect(!cap.isActive)
        #expect(engine.overflowedConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(wish)])
        #expect(wish.isBroken)
        #expect(engine.value(of: x).isFinite)
        #expect(engine.value(of: x) == 1e300 * engine.value(of: y))
    }
}
