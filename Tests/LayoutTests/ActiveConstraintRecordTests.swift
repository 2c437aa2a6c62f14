import Testing

@testable import TrellisLayout

/// The engine's record of each active constraint: made on activation, the
/// solver constraint attached while installed, broken in one place, dropped
/// on deactivation.
struct ActiveConstraintRecordTests {
    /// `a.width == 100` then `a.width == 200` (broken, activated last);
    /// deactivating and activating the broken one again gives it a new,
    /// later order, and it is broken again.
    @Test func recordFollowsActivationBreakingAndDeactivation() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let first = a.widthAnchor.constraint(equalToConstant: 100)
        let second = a.widthAnchor.constraint(equalToConstant: 200)
        #expect(first.activeRecord == nil && first.order == -1)
        LayoutConstraint.activate([first, second])
        let firstRecord = try #require(first.activeRecord)
        let secondRecord = try #require(second.activeRecord)
        #expect(firstRecord.engine === engine && firstRecord.order < secondRecord.order)
        #expect(firstRecord.solverConstraint != nil && !firstRecord.isBroken)
        #expect(secondRecord.solverConstraint == nil && secondRecord.isBroken)
        #expect(engine.owners[ObjectIdentifier(firstRecord.solverConstraint!)] === first)
        #expect(engine.invariantViolations().isEmpty)

        second.isActive = false
        #expect(second.activeRecord == nil && !second.isBroken && second.engine == nil)
        #expect(engine.invariantViolations().isEmpty)
        second.isActive = true
        #expect(try #require(second.activeRecord).order > secondRecord.order)
        #expect(second.isBroken)
        #expect(engine.conflicts.count == 2)
        #expect(a.frame.width == 100)
        #expect(engine.invariantViolations().isEmpty)
    }

    /// A constraint whose numbers overflow is broken through the same path
    /// and recorded in `overflowedConstraints`; its record keeps no solver
    /// constraint and the engine's map none for it.
    @Test func overflowBreaksThroughTheSamePath() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable("x")
        // x == 9e307, then 10·x == 3: the substitution overflows a Double.
        let big = try LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 9e307))
        let times = try LayoutConstraint(LayoutExpression(x) * 10, .equal, LayoutExpression(constant: 3))
        engine.activate([big, times])
        #expect(times.isBroken && times.activeRecord?.solverConstraint == nil)
        #expect(engine.overflowedConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(times)])
        #expect(engine.owners.count == 1)
        #expect(engine.invariantViolations().isEmpty)
    }

    /// Every solver change marks the layout: a frame read after a constant
    /// change shows the new value, and so does one after ending an edit.
    @Test func everySolverChangeInvalidatesTheLayout() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.priority = 500
        width.isActive = true
        #expect(a.frame.width == 100)
        width.constant = 120
        #expect(a.frame.width == 120)
        try engine.beginEditing(.attribute(a, .width), priority: 600)
        try engine.suggestValue(80, for: .attribute(a, .width))
        #expect(a.frame.width == 80)
        try engine.endEditing(.attribute(a, .width))
        #expect(a.frame.width == 120)
    }
}
