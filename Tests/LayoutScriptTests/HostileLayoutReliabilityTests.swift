import Testing
import TrellisSolver

@testable import TrellisLayout

/// The layout layer under hostile calls: every `LayoutError` leaves the
/// engine exactly as it was (the solver's full dump, the trace of frames,
/// the constraints and conflicts), and numbers near the limits of `Double`
/// never trap or give non-finite frames. (These live with the script tests
/// because the builder that turns scripts into engines will add its own
/// cases here.)
@Suite struct HostileLayoutReliabilityTests {
    final class Fixture {
        let engine = LayoutEngine()
        let root: View, a: View, b: View, stray: View
        let x: Variable

        init() throws {
            engine.solver.checksInvariants = true
            root = engine.makeView("root")
            engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 320, height: 480))
            a = engine.makeView("a", in: root)
            b = engine.makeView("b", in: root)
            stray = engine.makeView("stray")
            x = engine.makeVariable("x")
            engine.activate(
                try engine.constraints(withVisualFormat: "H:|-[a(>=40)]-[b(==a@500)]-|", views: ["a": a, "b": b]))
            engine.activate(try engine.constraints(withVisualFormat: "V:|-[a(30)]", views: ["a": a]))
            engine.activate([try LayoutConstraint(LayoutExpression(x), .greaterThanOrEqual, a[.width])])
            try engine.beginEditing(.variable(x), priority: 600)
            try engine.suggestValue(200, for: .variable(x))
            try engine.beginEditing(.attribute(b, .height), priority: 300)
        }

        /// Everything observable about the engine.
        var snapshot: String {
            engine.solver.debugDescription + "\n--\n" + engine.autolayoutTrace + "\n--\n"
                + engine.constraints.map(\.description).joined(separator: "\n") + "\n--\n"
                + engine.conflicts.map(\.description).joined(separator: "\n")
        }
    }

    static let failingCalls: [(String, @Sendable (Fixture) throws(LayoutError) -> Void)] = [
        (
            "edit at priority 0",
            { f throws(LayoutError) in try f.engine.beginEditing(.attribute(f.a, .width), priority: 0) }
        ),
        (
            "required edit",
            { f throws(LayoutError) in try f.engine.beginEditing(.attribute(f.a, .width), priority: .required) }
        ),
        ("duplicate edit", { f throws(LayoutError) in try f.engine.beginEditing(.variable(f.x)) }),
        ("duplicate attribute edit", { f throws(LayoutError) in try f.engine.beginEditing(.attribute(f.b, .height)) }),
        ("suggest NaN", { f throws(LayoutError) in try f.engine.suggestValue(.nan, for: .variable(f.x)) }),
        ("suggest to no edit", { f throws(LayoutError) in try f.engine.suggestValue(1, for: .attribute(f.a, .top)) }),
        ("end no edit", { f throws(LayoutError) in try f.engine.endEditing(.attribute(f.a, .top)) }),
        (
            "malformed format",
            { f throws(LayoutError) in _ = try f.engine.constraints(withVisualFormat: "H:[a]-[", views: ["a": f.a]) }
        ),
        (
            "unknown view",
            { f throws(LayoutError) in _ = try f.engine.constraints(withVisualFormat: "[a]-[zz]", views: ["a": f.a]) }
        ),
        (
            "no common superview",
            { f throws(LayoutError) in
                _ = try f.engine.constraints(withVisualFormat: "|-[a]-[stray]-|", views: ["a": f.a, "stray": f.stray])
            }
        ),
    ]

    @Test(arguments: failingCalls.indices)
    func layoutErrorLeavesTheEngineAsItWas(index: Int) throws {
        let (name, call) = Self.failingCalls[index]
        let fixture = try Fixture()
        let before = fixture.snapshot
        do {
            try call(fixture)
            Issue.record("\(name) did not throw")
        } catch {
            #expect(!error.description.isEmpty)
        }
        #expect(fixture.snapshot == before, "\(name) changed the engine")
        #expect(fixture.engine.solver.invariantViolations().isEmpty)
    }

    /// Constraints with coefficients and constants near 1e300 are taken,
    /// refused as conflicts, or broken — never a trap, and frames stay finite.
    @Test(
        arguments: [
            (1e300, 1.0, 1e300), (1e300, 1e-300, 0), (1e-300, 1e300, 1e300), (1.7e308, 1.7e308, 1.7e308),
            (1e-7, 1, 1e305), (1, 1, 1e308),
        ] as [(Double, Double, Double)])
    func hugeNumbersNeverTrap(left: Double, right: Double, constant: Double) throws {
        let fixture = try Fixture()
        let engine = fixture.engine
        let c = engine.makeView("c", in: fixture.root)
        engine.activate([
            try LayoutConstraint(left * c[.width], .equal, right * fixture.a[.width] + constant),
            try LayoutConstraint(c[.left], .equal, LayoutExpression(constant: constant)),
        ])
        for view in [fixture.root, fixture.a, fixture.b, c] {
            let frame = engine.frame(of: view)
            let finite = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy {
                $0.isFinite
            }
            #expect(finite, "\(view.name): \(frame)")
        }
        #expect(engine.solver.invariantViolations().isEmpty)
        _ = engine.autolayoutTrace
    }
}
