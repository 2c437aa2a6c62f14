import TrellisSolver

@testable import TrellisLayout
@testable import TrellisLayoutScript

/// libFuzzer target `layout`: a script that parses is built on a
/// `LayoutEngine` (every statement: views, constraints, VFL, stacks, grids,
/// edits, changes, removals, expectations) and printed by every reporter.
/// Nothing may crash; a script that fails to build fails with an error
/// located inside the input; after building, every required constraint
/// holds and every active one is in the solver unless broken
/// (`LayoutEngine.invariantViolations()`); and building twice gives the
/// same output.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let script = try? ScriptParser.parse(source: bytes, file: "fuzz.layout") else { return 0 }
    let first = build(script, bytes)
    let second = build(script, bytes)
    precondition(first == second, "building the same script twice gave different output")
    return 0
}

/// Builds the script and renders every report; returns everything printed.
private func build(_ script: Script, _ bytes: [UInt8]) -> String {
    let builder = ScriptBuilder(script: script)
    do {
        try builder.run()
    } catch {
        let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        precondition(error.location.line >= 1 && error.location.line <= lineCount, "error outside the input: \(error)")
        precondition(!error.message.isEmpty)
        return error.renderedWithExcerpt()
    }
    let violations = builder.engine.invariantViolations(relativeTolerance: 1e-6)
    precondition(violations.isEmpty, "engine invariants broken:\n" + violations.joined(separator: "\n"))
    let report = builder.report()
    let findings = Finding.checkFindings(of: report)
    var output = SolveTextReporter.render(report)
    output += CheckTextReporter.lines(for: report).joined(separator: "\n")
    output += JSONReporter.render(report) + JUnitReporter.render([report])
    output += CheckJUnitReporter.suite(for: report).cases.map(\.name).joined(separator: "\n")
    output += GitHubReporter.lines(for: findings).joined(separator: "\n")
    output += GitLabReporter.render(findings) + SARIFReporter.render(findings, version: "fuzz")
    output += TestTextReporter.failureLines(for: report).joined(separator: "\n")
    output += SVGReporter.render(report)
    return output
}
