import Testing

@testable import TrellisLayout

/// The engine's value-type components keep their own records: each is
/// checked here through its operations and its `invariantViolations()`.
struct EngineComponentTests {
    /// A constraint noted twice is kept once; deactivated, it leaves the
    /// list and its identity with it at the next `dropInactive(in:)`.
    @Test func stackBaselineRecordsKeepEachActiveConstraintOnce() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let first = a.widthAnchor.constraint(equalToConstant: 100)
        let second = a.heightAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([first, second])
        var records = StackBaselineRecords()
        records.note(first)
        records.note(second)
        records.note(first)
        #expect(records.constraints.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(records.invariantViolations().isEmpty)
        first.isActive = false
        #expect(records.dropInactive(in: engine).map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        #expect(records.invariantViolations().isEmpty)
        // Noted again once active: it was forgotten, so it is listed anew.
        first.isActive = true
        records.note(first)
        #expect(records.constraints.map(ObjectIdentifier.init) == [second, first].map(ObjectIdentifier.init))
    }

    /// The choices of a derivation are recorded only while it is open, and
    /// one left open is a violation.
    @Test func stackBaselineChoicesAreRecordedOnlyWhileDeriving() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        var records = StackBaselineRecords()
        records.noteChoice(ObjectIdentifier(a))
        records.beginDerivation()
        #expect(records.invariantViolations() == ["a stack-baseline derivation was left open"])
        records.noteChoice(ObjectIdentifier(root))
        records.noteChoice(ObjectIdentifier(a))
        #expect(records.endDerivation() == [ObjectIdentifier(root), ObjectIdentifier(a)])
        #expect(records.endDerivation().isEmpty)
        #expect(records.invariantViolations().isEmpty)
    }

    /// A view's geometry issue is recorded once until it is forgotten; the
    /// issues recorded stay.
    @Test func issueLogRecordsAGeometryIssueOnceUntilForgotten() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let issue = AlignmentGeometryIssue(
            view: a, alignmentRect: Rect(x: 0, y: 0, width: 10, height: 10),
            frame: Rect(x: 0, y: 0, width: 12, height: 10), roundTrip: Rect(x: 0, y: 0, width: 11, height: 10))
        var log = LayoutIssueLog()
        log.recordGeometryIssue(issue)
        log.recordGeometryIssue(issue)
        #expect(log.alignmentGeometryIssues.count == 1 && log.hasGeometryIssue(a))
        log.forgetGeometryIssue(of: a)
        #expect(!log.hasGeometryIssue(a))
        log.recordGeometryIssue(issue)
        #expect(log.alignmentGeometryIssues.count == 2)
        log.recordReentry(of: a)
        log.recordReentry(of: a)
        #expect(log.heightForWidthReentries.count == 1)
        #expect(log.invariantViolations().isEmpty)
    }

    /// Taking the batch empties the list; a pass left running is a violation.
    @Test func pendingArrangementsHandOutEachBatchOnce() {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("stack", in: root, as: StackView.self)
        var pending = PendingArrangements()
        stack.needsArrangement = true
        pending.append(stack)
        #expect(pending.invariantViolations().isEmpty)
        pending.beginUpdate()
        #expect(pending.invariantViolations() == ["the update pass was left running"])
        #expect(pending.takeBatch().count == 1 && pending.isEmpty)
        pending.endUpdate()
        pending.append(stack)
        pending.append(stack)
        #expect(pending.invariantViolations() == ["a container waits for the update pass twice"])
        stack.needsArrangement = false
        _ = pending.takeBatch()
    }

    /// Frames read at one generation are dropped at the next; a view left
    /// being asked for its height is a violation.
    @Test func layoutPassStateDropsTheFramesOfAnOlderGeneration() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        var pass = LayoutPassState()
        #expect(!pass.isLaidOut)
        pass.markLaidOut()
        #expect(pass.isLaidOut && pass.frame(of: a) == nil)
        var frames = [ObjectIdentifier(a): rect]
        pass.swapFrames(with: &frames)
        #expect(frames.isEmpty && pass.frame(of: a) == rect)
        pass.noteChange()
        #expect(!pass.isLaidOut && pass.frame(of: a) == nil)
        pass.beginAsking(a)
        #expect(pass.invariantViolations() == ["a is left being asked for its height"])
        pass.endAsking()
        #expect(pass.invariantViolations().isEmpty)
    }
}
