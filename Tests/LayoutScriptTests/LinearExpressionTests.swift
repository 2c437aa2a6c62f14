import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// Flattening constraint sides to `constant + Σ coefficient · reference`.
@Suite struct LinearExpressionTests {
    /// The left-hand side of `SOURCE == 0`, flattened, as `constant` and `(reference, coefficient)` pairs.
    private func flatten(_ source: String, metrics: [String: Double] = [:]) throws(ScriptError) -> (Double, [String]) {
        guard case .constraint(let constraint) = try parseOne(source + " == 0") else {
            throw ScriptError("not a constraint", at: loc(1, 1))
        }
        let linear = try constraint.lhs.linearized { metrics[$0] }
        return (linear.constant, linear.terms.map { "\($0.coefficient)*\($0.reference)" })
    }

    @Test(
        arguments: [
            ("2 * a.width + 10", 10.0, ["2.0*a.width"]),
            ("a.width * 2 / 4", 0, ["0.5*a.width"]),
            ("-top + contents_top - 10", -10, ["-1.0*top", "1.0*contents_top"]),
            ("x + x - 3 * (x - 1)", 3, ["-1.0*x"]),
            ("-(a.left - 2 * (b.right + 1))", 2, ["-1.0*a.left", "2.0*b.right"]),
            ("m * x + m", 3, ["3.0*x"]),
            ("(1 + 2) * (3 - 1) * y", 0, ["6.0*y"]),
        ] as [(String, Double, [String])])
    func flattens(source: String, constant: Double, terms: [String]) throws {
        let (c, t) = try flatten(source, metrics: ["m": 3])
        #expect(c == constant)
        #expect(t == terms)
    }

    @Test(arguments: [
        ("a.width * b.width", "t.layout:1:9: error: non-linear expression: cannot multiply 'a.width' by 'b.width'"),
        ("x / y", "t.layout:1:3: error: non-linear expression: cannot divide by 'y'"),
        ("x / (2 - 2)", "t.layout:1:3: error: division by zero"),
        ("(x + 1) * (y + 1)", "t.layout:1:9: error: non-linear expression: cannot multiply 'x + 1' by 'y + 1'"),
    ])
    func rejects(source: String, expected: String) {
        do {
            _ = try flatten(source)
            Issue.record("accepted \(source)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func overflowIsNotFinite() {
        let big = String(repeating: "9", count: 300)
        do {
            _ = try flatten("\(big) * \(big) * x")
            Issue.record("accepted")
        } catch {
            #expect(error.message == "expression value is not finite")
        }
    }

    @Test func longSumsMergeInLinearTime() throws {
        let source = (0..<20_000).map { "x\($0 % 100)" }.joined(separator: " + ")
        let (_, terms) = try flatten(source)
        #expect(terms.count == 100)
        #expect(terms[0] == "200.0*x0")
    }
}
