import Foundation
import TestSupport
import Testing

@testable import TrellisLayout
@testable import TrellisLayoutScript

/// A layout fuzz input (the login form with a field 2.2e76 points tall):
/// the field's resistance error at 750 is about 2.2e76, and required rows
/// that meet it in the simplex keep only its relative precision, so a
/// required `+ 12` between two small values can round away. The solver
/// promises finiteness once it holds a number beyond 1e50
/// (`Docs/Reliability.md`), not precision, and the engine's invariant check
/// holds it to that.
@Suite struct ExtremeNumberInvariantTests {
    @Test func requiredConstraintsAreNotHeldToPrecisionBesideAnExtremeNumber() throws {
        let example = try String(contentsOf: RepositoryFile.url("Examples/LoginForm.layout"), encoding: .utf8)
        let huge = "view userField in root intrinsic 100 " + String(repeating: "2", count: 77) + " baseline 6"
        let text = example.replacingOccurrences(of: "view userField in root intrinsic 100 22 baseline 6", with: huge)
        #expect(text != example)
        let script = try ScriptParser.parse(source: Array(text.utf8), file: "t.layout")
        let builder = ScriptBuilder(script: script)
        try builder.run()
        #expect(builder.engine.solver.holdsExtremeNumbers)
        #expect(builder.engine.invariantViolations(relativeTolerance: 1e-6).isEmpty)
        for view in builder.engine.views {
            let frame = builder.engine.frame(of: view)
            let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            let finite = numbers.allSatisfy { $0.isFinite }
            #expect(finite)
        }
    }
}
