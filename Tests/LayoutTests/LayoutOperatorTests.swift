import Testing
import TrellisLayout
import TrellisSolver

/// The operator form of anchor and expression constraints.
@Suite struct LayoutOperatorTests {
    /// root {{0, 0}, {320, 480}}; a at (20, 10), 100 × 30. Then
    /// b.leading .== a.trailing + 8 → b.x = 20 + 100 + 8 = 128;
    /// b.top .== a.bottom + 4 → b.y = 10 + 30 + 4 = 44;
    /// b.width .== 2 * a.width + 10 → 2 · 100 + 10 = 210;
    /// b.height .== a.height / 2 - 5 → 30 / 2 − 5 = 10.
    @Test func anchorOperatorsSolveAsTheMethodsDo() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let b = engine.makeView("b", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor .== root.leadingAnchor + 20,
            a.topAnchor .== root.topAnchor + 10,
            a.widthAnchor .== 100,
            a.heightAnchor .== 30,
            b.leadingAnchor .== a.trailingAnchor + 8,
            b.topAnchor .== a.bottomAnchor + 4,
            b.widthAnchor .== 2 * a.widthAnchor + 10,
            b.heightAnchor .== a.heightAnchor / 2 - 5,
        ])
        #expect(a.frame == Rect(x: 20, y: 10, width: 100, height: 30))
        #expect(b.frame == Rect(x: 128, y: 44, width: 210, height: 10))
        #expect(!engine.hasAmbiguousLayout && !engine.hasBrokenConstraints)
    }

    /// `~` sets the priority of the same constraint: b.width == 300 @750 loses
    /// to the required b.width <= 0.5 · 320 = 160, without a conflict, so 160.
    @Test func priorityOperatorSetsThePriorityInPlace() {
        let (engine, root) = makeEngine()
        let b = engine.makeView("b", in: root)
        let wanted = b.widthAnchor .== 300 ~ .defaultHigh
        #expect(wanted.priority == 750)
        #expect(wanted.description == "b.width == 300 @750")
        LayoutConstraint.activate([
            wanted, b.widthAnchor .<= 0.5 * root.widthAnchor, b.leftAnchor .>= root.leftAnchor,
            b.topAnchor .== root.topAnchor, b.heightAnchor .>= 10, b.heightAnchor .<= 10,
        ])
        #expect(b.frame == Rect(x: 0, y: 0, width: 160, height: 10))
        #expect(!engine.hasBrokenConstraints)
        // Lowered in place to 50, it still loses to the required width <= 160.
        wanted ~ .fittingSizeLevel
        #expect(wanted.priority == .fittingSizeLevel && wanted.isActive)
        #expect(b.frame.width == 160)
    }

    /// The attribute-expression form, with a free variable: a.width .== 2 * x + 10 and
    /// x .== 40 give 2 · 40 + 10 = 90; a.left .>= b.right + 5 with b.right = 20 + 30 = 50 gives
    /// a.left ≥ 55, and a.left .<= 55 ~ low pulls it to 55.
    @Test func expressionOperators() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let b = engine.makeView("b", in: root)
        let x = engine.makeVariable("x")
        let scaled = try a[.width] .== 2 * x + 10
        let fixed = try LayoutExpression(x) .== 40
        let gap = try a[.left] .>= b[.right] + 5
        let pull = try a[.left] .<= 0 ~ .defaultLow
        engine.activate([scaled, fixed, gap, pull])
        LayoutConstraint.activate([
            b.leftAnchor .== root.leftAnchor + 20, b.widthAnchor .== 30,
            a.topAnchor .== root.topAnchor, a.heightAnchor .== 10,
            b.topAnchor .== root.topAnchor, b.heightAnchor .== 10,
        ])
        #expect(engine.value(of: x) == 40)
        #expect(a.frame == Rect(x: 55, y: 0, width: 90, height: 10))
    }

    /// Positions of different kinds in the expression form throw, as the initialiser does.
    @Test func expressionOperatorsCheckKinds() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        #expect(throws: LayoutError.self) { try a[.leading] .== root[.left] }
        #expect(throws: LayoutError.self) { try a[.top] .<= root[.left] + 8 }
    }

    /// Every mixed form of `+`, `-` and `/` between expressions, numbers and
    /// free variables. With a at (0, 0), 100 × 40 and x = 30:
    /// b.left = 10 + 100 = 110; b.top = 40 − 5 = 35; b.width = 100 + 30 = 130;
    /// b.height = 30 + 40 − 50 = 20; c.width = 100 − 100 / 4 = 75;
    /// c.height = 40 − 30 = 10; c.left = 30 − 0 + 200 = 230; c.top = 200 − 35 = 165.
    @Test func mixedArithmeticForms() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let b = engine.makeView("b", in: root)
        let c = engine.makeView("c", in: root)
        let x = engine.makeVariable("x")
        LayoutConstraint.activate([
            a.leftAnchor .== root.leftAnchor, a.topAnchor .== root.topAnchor,
            a.widthAnchor .== 100, a.heightAnchor .== 40,
        ])
        engine.activate([
            try LayoutExpression(x) .== 30,
            try b[.left] .== 10 + a[.width],
            try b[.top] .== a[.height] - 5,
            try b[.width] .== a[.width] + x,
            try b[.height] .== x + a[.height] - 50,
            try c[.width] .== 100 - a[.width] / 4,
            try c[.height] .== a[.height] - x,
            try c[.left] .== x - a[.left] + 200,
            try c[.top] .== 200 - b[.top],
        ])
        #expect(b.frame == Rect(x: 110, y: 35, width: 130, height: 20))
        #expect(c.frame == Rect(x: 230, y: 165, width: 75, height: 10))
        #expect(!engine.hasAmbiguousLayout && !engine.hasBrokenConstraints)
        // Later terms print their sign between them; the constant goes last.
        #expect((2 * a[.width] - a[.height] + x - 10).description == "2 * a.width - a.height + x - 10")
        #expect((-a[.width] + 4).description == "-a.width + 4")
    }
}
