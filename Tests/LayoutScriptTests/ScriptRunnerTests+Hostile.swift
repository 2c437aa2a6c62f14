import Testing

@testable import TrellisLayoutScript

/// Inputs meant to break the builder: none may crash it.
@Suite struct ScriptRunnerHostileTests {
    @Test func numericalOverflowIsAnError() {
        // x = 10^308 - 1 is finite, but 10 · x on the way to x = 0.3 is not.
        let big = String(repeating: "9", count: 308)
        #expect(
            runError("var x\nx == \(big)\nx * 10 == 3")
                == "t.layout:3:1: error: the numbers of this line are too large to solve (they overflow a Double)")
    }

    @Test func overflowingSuggestionIsAnError() {
        // y == 10·x with x suggested at 10^308: y would be 10^309, past a Double's 1.8·10^308.
        let big = "1" + String(repeating: "0", count: 308)
        #expect(
            runError("var x, y\ny == 10 * x\nedit x\nsuggest x \(big)")
                == "t.layout:4:9: error: editing x makes the numbers too large to solve (they overflow a Double)")
    }

    /// The script error keeps the engine's error behind it, not only its text.
    @Test func scriptErrorCarriesTheEngineError() throws {
        let big = "1" + String(repeating: "0", count: 308)
        let script = try ScriptParser.parse(source: "var x, y\ny == 10 * x\nedit x\nsuggest x \(big)", file: "t.layout")
        do {
            _ = try ScriptRunner.run(script: script)
            Issue.record("the suggestion was taken")
        } catch {
            guard case .numericalOverflow(let target)? = error.underlying else {
                Issue.record("no engine error behind \(error)")
                return
            }
            #expect(target.description == "x")
        }
    }

    @Test func overflowingChainOfProductsIsAnError() {
        // a = 1 and each next var is 10^49 times the last: the seventh product is
        // 10^(49·7) = 10^343, past a Double; the line that makes it is the error.
        let factor = "1" + String(repeating: "0", count: 49)
        var lines = ["var a, b, c, d, e, f, g, h", "a == 1"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
        for i in 1..<names.count { lines.append("\(names[i]) == \(factor) * \(names[i - 1])") }
        #expect(
            runError(lines.joined(separator: "\n"))
                == "t.layout:9:1: error: the numbers of this line are too large to solve (they overflow a Double)")
    }

    @Test func longChainOfVars() throws {
        // x0 == 0, x_i == x_{i-1} + 1: the last of 3000 is 2999.
        var lines = ["var x0", "x0 == 0"]
        for i in 1..<3000 { lines += ["var x\(i)", "x\(i) == x\(i - 1) + 1"] }
        let report = try runScript(lines.joined(separator: "\n"))
        #expect(try report.variable("x2999").value == 2999)
        #expect(report.ambiguousNames.isEmpty)
    }

    @Test func longSumAndDeepNesting() throws {
        // Σ_{i<2000} x == 2000 with every x_i == 1 but the first: x0 = 2000 - 1999 = 1.
        let names = (0..<2000).map { "x\($0)" }
        var lines = ["var " + names.joined(separator: ", "), names.joined(separator: " + ") + " == 2000"]
        lines += names.dropFirst().map { "\($0) == 1" }
        // 200 nested parentheses around y: y == 5.
        lines += ["var y", String(repeating: "(", count: 200) + "y" + String(repeating: ")", count: 200) + " == 5"]
        let report = try runScript(lines.joined(separator: "\n"))
        #expect(try report.variable("x0").value == 1)
        #expect(try report.variable("y").value == 5)
    }

    @Test func changesToBrokenAndRemovedConstraints() throws {
        // M is broken twice (once on declaration, once when made required again); nothing crashes.
        let report = try runScript(
            """
            var x
            L: x == 1
            M: x == 2
            set M priority 5
            expect x == 1
            set M priority required
            set L priority 7
            set M constant 4
            remove L
            remove M
            """)
        #expect(report.conflicts.map(\.broken.name) == ["M", "M"])
        #expect(report.expectationLines == ["5: passed"])
    }
}
