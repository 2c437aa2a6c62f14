import Foundation
import TrellisLayoutScript

/// Reads, parses and lays out one script file, turning every failure into a located message.
struct ScriptLoader {
    /// What lays parsed scripts out.
    let runner: LayoutRunner

    /// Loads a file and runs it.
    ///
    /// - Parameters:
    ///   - path: The file's path, also the name in locations.
    /// - Returns: The report, or the text to print for bad input:
    ///   `FILE:LINE:COLUMN: error: MESSAGE` with the offending line and a caret.
    func load(_ path: String) -> Result<LayoutReport, BadInput> {
        let bytes: [UInt8]
        switch read(path) {
        case .success(let contents): bytes = contents
        case .failure(let error): return .failure(error)
        }
        do {
            let script = try ScriptParser.parse(source: bytes, file: path == "-" ? Self.standardInputName : path)
            return .success(try runner(script))
        } catch {
            let located = Self.withExcerpt(error, in: bytes)
            return .failure(BadInput(at: located.location, located.message, rendered: located.renderedWithExcerpt()))
        }
    }

    /// The file's bytes.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    /// - Returns: The bytes, or `FILE:1:1: error: …` when the file is missing, a directory, unreadable
    ///   or larger than 64 MiB (standard input included).
    private func read(_ path: String) -> Result<[UInt8], BadInput> {
        InputFile.read(
            path, name: path == "-" ? Self.standardInputName : path, limit: InputFile.scriptByteLimit,
            kind: "script file")
    }

    /// The error with the text of its line attached, when it lacks one (the builder's errors may).
    ///
    /// - Parameters:
    ///   - error: The error.
    ///   - bytes: The script's bytes.
    /// - Returns: The error, with `sourceLine` filled in when the line exists.
    static func withExcerpt(_ error: ScriptError, in bytes: [UInt8]) -> ScriptError {
        guard error.sourceLine == nil, error.location.line >= 1 else { return error }
        var line = 1
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while line < error.location.line {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return error }
            start = newline + 1
            line += 1
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        var result = error
        result.sourceLine = text
        return result
    }
}

extension ScriptLoader {
    /// The name standard input (`-`) has in locations.
    static let standardInputName = "<stdin>"
}

/// Input `trellis` cannot use, with the message to print on standard error.
struct BadInput: Error {
    /// The message, one or more lines, without a final newline; control
    /// characters from file names or scripts escaped (`TerminalText`): a
    /// message of one line is escaped whole, so a newline in a file name stays
    /// on its line; an excerpt's lines are escaped one by one.
    let message: String
    /// Where the input went wrong, when it is an input file's fault.
    let location: SourceLocation?
    /// What went wrong, without location, severity or excerpt (for reports).
    let summary: String

    /// A failure that is not located in an input (an output file, a tool).
    init(message: String) {
        self.init(rendered: TerminalText.escaped(message), location: nil, summary: message)
    }

    /// A failure located in an input: `FILE:LINE:COLUMN: error: SUMMARY`, or
    /// `rendered` (the same with an excerpt) when given.
    init(at location: SourceLocation, _ summary: String, rendered: String? = nil) {
        self.init(
            rendered: rendered ?? TerminalText.escaped("\(location): error: \(summary)"), location: location,
            summary: summary)
    }

    /// The failure as a finding of the CI formats, at its location (the top of the input when unknown).
    var finding: Finding {
        Finding(
            .badInput, Finding.Rule.badInput.severity, summary,
            at: location ?? SourceLocation(file: "-", line: 1, column: 1))
    }

    /// The failure as a JUnit suite named by its file, holding one case in error.
    var junitSuite: JUnitDocument.Suite {
        let place = finding.location
        let failure = JUnitDocument.Case.Outcome.error(message: summary, type: "bad-input", text: message)
        return JUnitDocument.Suite(
            name: place.file, cases: [JUnitDocument.Case(name: "bad input", location: place, outcome: failure)])
    }

    private init(rendered: String, location: SourceLocation?, summary: String) {
        self.message = rendered.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.escaped(String($0)) }.joined(separator: "\n")
        self.location = location
        self.summary = summary
    }
}
