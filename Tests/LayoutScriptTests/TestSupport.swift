import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// Parses one statement line of a script named `t.layout` and returns its kind.
func parseOne(_ source: String) throws(ScriptError) -> Statement.Kind {
    let script = try ScriptParser.parse(source: source, file: "t.layout")
    guard script.statements.count == 1 else {
        throw ScriptError("expected one statement, got \(script.statements.count)", at: loc(1, 1))
    }
    return script.statements[0].kind
}

/// The description of the error parsing `source` gives, or `nil` when it parses.
func parseError(_ source: String) -> String? {
    parseError(bytes: Array(source.utf8))
}

/// The description of the error parsing `bytes` gives, or `nil` when they parse.
func parseError(bytes: [UInt8]) -> String? {
    do {
        _ = try ScriptParser.parse(source: bytes, file: "t.layout")
        return nil
    } catch {
        return error.description
    }
}

/// A location in `t.layout`.
func loc(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: "t.layout", line: line, column: column) }

/// A name in `t.layout`, line 1.
func name(_ text: String, _ column: Int, line: Int = 1) -> Name { Name(text, at: loc(line, column)) }

/// A literal on line 1.
func lit(_ value: Double, _ column: Int) -> ScriptNumber { .literal(value, at: loc(1, column)) }

/// A metric on line 1.
func metric(_ text: String, _ column: Int) -> ScriptNumber { .metric(name(text, column)) }

/// Swift Testing also has a `SourceLocation`; in these tests the name means the script's.
typealias SourceLocation = TrellisLayoutScript.SourceLocation
