import TestSupport
import Testing

@testable import TrellisLayout

/// The characters the Visual Format Language uses, plus a few it does not.
private let alphabet: [Character] = Array("HV:|-[]()@,=<>0123456789.e+abc_ \té\u{301}\0")

@Test(arguments: 0..<8)
func randomStringsNeverCrash(seed: Int) {
    var random = RepeatableRandomNumberGenerator(seed: UInt64(seed))
    for _ in 0..<2_000 {
        let length = Int.random(in: 0...40, using: &random)
        let format = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
        do {
            let constraints = try VisualFormat.parse(format, metrics: ["a": 1, "b": -2, "c": 500])
            #expect(!format.isEmpty, "seed \(seed): \(format)")
            _ = constraints.map(\.description)
        } catch {
            #expect(error.column >= 1 && error.column <= format.count + 1, "seed \(seed): \(format) → \(error)")
            #expect(!error.message.isEmpty)
        }
    }
}

/// Builds random well-formed lines and checks how many constraints each gives.
@Test(arguments: 0..<4)
func randomValidLinesParse(seed: Int) throws {
    var random = RepeatableRandomNumberGenerator(seed: UInt64(seed) &+ 1000)
    let connections = ["", "-", "-8-", "-pad-", "-(>=4,<=pad@250)-"]
    let counts = [1, 1, 1, 1, 2]
    for _ in 0..<500 {
        var format = Bool.random(using: &random) ? "V:" : ""
        var expected = 0
        if Bool.random(using: &random) {
            let pick = Int.random(in: 0..<connections.count, using: &random)
            format += "|" + connections[pick]
            expected += counts[pick]
        }
        let viewCount = Int.random(in: 1...5, using: &random)
        for index in 0..<viewCount {
            if index > 0 {
                let pick = Int.random(in: 0..<connections.count, using: &random)
                format += connections[pick]
                expected += counts[pick]
            }
            let sized = index > 0 && Bool.random(using: &random)
            format += sized ? "[v\(index)(>=10,==v0@750)]" : "[v\(index)]"
            expected += sized ? 2 : 0
        }
        if Bool.random(using: &random) {
            let pick = Int.random(in: 0..<connections.count, using: &random)
            format += connections[pick] + "|"
            expected += counts[pick]
        }
        let constraints = try VisualFormat.parse(format, metrics: ["pad": 12])
        #expect(constraints.count == expected, "seed \(seed): \(format)")
    }
}

/// Long inputs parse in linear time and without deep recursion.
@Test func longInputs() throws {
    let views = (0..<20_000).map { "[v\($0)]" }.joined(separator: "-")
    #expect(try VisualFormat.parse("|" + views + "|").count == 20_001)

    let predicates = "[a(" + Array(repeating: ">=1", count: 50_000).joined(separator: ",") + ")]"
    #expect(try VisualFormat.parse(predicates).count == 50_000)

    let garbage = String(repeating: "(", count: 100_000)
    #expect(throws: VisualFormatError.self) { try VisualFormat.parse("[a]-" + garbage) }
    #expect(throws: VisualFormatError.self) { try VisualFormat.parse(String(repeating: "[a", count: 100_000)) }

    let digits = String(repeating: "9", count: 100_000)
    #expect(throws: VisualFormatError(.invalidNumber(digits), column: 5)) {
        try VisualFormat.parse("[a]-" + digits + "-[b]")
    }
}

/// Found by the `vfl` fuzzer (`Fuzz/Corpus/vfl/conflict-then-extreme`): a
/// line whose predicates conflict (`>=6`, `<=5`) and then bring an extreme
/// number (1.1e87) that conflicts too. Activation adds the line's rows with
/// one optimisation at the end; the extreme one is added from the optimum,
/// so its refusal left the solver's optimisation pending outside a list,
/// which the invariant check stopped. Now the conflicts are recovered and
/// the invariants hold.
@Test func conflictingLineWithAnExtremeNumberActivates() throws {
    let format =
        "[a]-4-[b]-(>=6,<=5,<=1111111111111111111111111,"
        + "1100000000000000000000000000000000000000000000000000000000000000000000000000001940400435)-[c]"
    let engine = LayoutEngine()
    engine.solver.checksInvariants = true
    let root = engine.makeView("root")
    let views: [String: LayoutItem] = [
        "a": engine.makeView("a", in: root), "b": engine.makeView("b", in: root), "c": engine.makeView("c", in: root),
    ]
    let constraints = try engine.constraints(
        withVisualFormat: format, options: .alignAllTop, metrics: [:], views: views)
    engine.activate(constraints)
    #expect(engine.solver.invariantViolations().isEmpty)
    #expect(!engine.conflicts.isEmpty)
    for view in views.values {
        let frame = engine.frame(of: view)
        #expect(frame.origin.x.isFinite && frame.size.width.isFinite)
    }
}
