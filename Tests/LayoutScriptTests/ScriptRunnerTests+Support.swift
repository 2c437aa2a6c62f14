import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// Parses and runs a script named `t.layout`.
///
/// - Parameters:
///   - source: The script, one statement per line.
/// - Returns: The report.
func runScript(_ source: String) throws -> LayoutReport {
    try ScriptRunner.run(script: try ScriptParser.parse(source: source, file: "t.layout"))
}

/// The description of the meaning error running `source` gives, or `nil` when it runs.
///
/// A syntax error is returned too, prefixed `syntax: `, so a table of
/// meaning errors cannot pass by accident on a parser error.
func runError(_ source: String) -> String? {
    let script: Script
    do {
        script = try ScriptParser.parse(source: source, file: "t.layout")
    } catch {
        return "syntax: \(error)"
    }
    do {
        _ = try ScriptRunner.run(script: script)
        return nil
    } catch {
        return error.description
    }
}

extension LayoutReport {
    /// The item with a name; a test failure when there is none.
    func item(_ name: String) throws -> Item {
        try #require(items.first { $0.name == name }, "no item '\(name)'")
    }

    /// The var with a name; a test failure when there is none.
    func variable(_ name: String) throws -> Variable {
        try #require(variables.first { $0.name == name }, "no var '\(name)'")
    }

    /// Each expectation as `LINE: passed` or `LINE: expected …, got …`.
    var expectationLines: [String] {
        expectations.map {
            $0.passed ? "\($0.location.line): passed" : "\($0.location.line): expected \($0.expected), got \($0.got)"
        }
    }
}

/// A rectangle for comparisons.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Whether two rectangles agree to 1e-6.
func close(_ a: Rect, _ b: Rect) -> Bool { a.isClose(to: b, tolerance: 1e-6) }
