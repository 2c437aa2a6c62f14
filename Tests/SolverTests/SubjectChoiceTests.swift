import Testing

@testable import TrellisSolver

/// The symbol a new row is solved for: an external one made for the row
/// when there is one (no other row holds it, so nothing is substituted) —
/// kept out of the tableau as its definition.
@Suite struct SubjectChoiceTests {
    /// `a == b @100` defines a over b; `b + c == 10 @200` then holds b (in
    /// a's definition) and c (new). Solved for c, it defines c, and a's
    /// definition is left as it was; solved for b (the lower id), a's would
    /// take c.
    @Test func aVariableNoRowHoldsIsTheSubject() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a .== b ~ 100)
        let before = solver.debugDescription.split(separator: "\n").first { $0.hasPrefix("a := ") }
        #expect(before != nil)
        try solver.add(b + c .== 10 ~ 200)
        let lines = solver.debugDescription.split(separator: "\n")
        #expect(lines.first { $0.hasPrefix("a := ") } == before)
        #expect(lines.contains { $0.hasPrefix("c := ") })
        #expect(!lines.contains { $0.contains("(b) =") })
        // By hand: both hold with b free (a = b, c = 10 − b).
        #expect(solver.value(of: a) == solver.value(of: b))
        #expect(solver.value(of: b) + solver.value(of: c) == 10)
    }
}
