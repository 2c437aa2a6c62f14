import Foundation
import TrellisConsoleLog
import TrellisLayoutScript

extension Trellis {
    /// `trellis explain LOG... [--json] [-o OUT.layout]`: UIKit's and AppKit's
    /// "Unable to simultaneously satisfy constraints" blocks, explained.
    ///
    /// - Parameters:
    ///   - options: The logs and options.
    /// - Returns: 0 every block read; 1 some block could not be read; 2 bad input
    ///   (no file, no block at all, or `-o` with a first block that cannot be made a script).
    func explain(_ options: Invocation.Options) -> ExitStatus {
        do {
            try OutputFile.refuseOverwriting(options.files, with: options.outputPath)
        } catch {
            console.err(error.message + "\n")
            return .badInput
        }
        var logs: [(file: String, entries: [ExplainedEntry], ambiguous: [AmbiguousView])] = []
        for file in options.files {
            let bytes: [UInt8]
            switch Self.readLog(file) {
            case .failure(let bad):
                console.err(bad.message + "\n")
                return .badInput
            case .success(let contents): bytes = contents
            }
            let entries = ConsoleLog.read(bytes, file: file).map { ExplainedEntry($0, file: file) }
            let ambiguous = ConsoleLog.ambiguousViews(in: bytes, file: file)
            guard !entries.isEmpty || !ambiguous.isEmpty else {
                console.err(
                    TerminalText.escaped(
                        "\(file):1:1: error: no \"Unable to simultaneously satisfy constraints\" block in the log")
                        + "\n")
                return .badInput
            }
            logs.append((file, entries, ambiguous))
        }
        if let output = options.outputPath {
            return writeTestScript(of: logs[0], to: output, options: options)
        }
        if options.json {
            let objects = logs.map { ExplainReporter.json(file: $0.file, entries: $0.entries, ambiguous: $0.ambiguous) }
            console.out(
                objects.count == 1 ? objects[0].rendered() : JSONValue.object([("files", .array(objects))]).rendered())
        } else {
            for log in logs {
                for entry in log.entries {
                    switch entry.result {
                    case .success(let explanation):
                        console.out(ExplainReporter.text(explanation))
                    case .failure(let error):
                        console.err(TerminalText.escaped("\(error)") + "\n")
                    }
                }
                for view in log.ambiguous { console.out(ExplainReporter.text(view)) }
            }
        }
        let unread = logs.flatMap(\.entries).filter { if case .failure = $0.result { true } else { false } }
        return unread.isEmpty ? .success : .failure
    }

    /// `-o OUT.layout`: the first block as a script with `expect conflict`.
    private func writeTestScript(
        of log: (file: String, entries: [ExplainedEntry], ambiguous: [AmbiguousView]), to output: String,
        options: Invocation.Options
    ) -> ExitStatus {
        guard let first = log.entries.first else {
            console.err(
                TerminalText.escaped(
                    "\(log.file):1:1: error: no \"Unable to simultaneously satisfy constraints\" block to write as a script"
                )
                    + "\n")
            return .badInput
        }
        let text: String
        do {
            switch first.result {
            case .failure(let error): throw error
            case .success(let explanation): text = try explanation.testScript()
            }
        } catch {
            console.err(TerminalText.escaped("\(error)") + "\n")
            return .badInput
        }
        if output == "-" {
            console.out(text)
            return .success
        }
        do {
            try OutputFile.write(text, to: output, inputs: options.files, console: console)
        } catch {
            console.err(error.message + "\n")
            return .badInput
        }
        return .success
    }

    /// A log's bytes, or a located failure.
    static func readLog(_ path: String) -> Result<[UInt8], BadInput> {
        if path == "-" { return .success(Array(FileHandle.standardInput.readDataToEndOfFile())) }
        var isDirectory: ObjCBool = false
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(BadInput(at: location, "no such file"))
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            return .failure(
                BadInput(at: location, isDirectory.boolValue ? "is a directory, not a log" : "cannot read the file"))
        }
        return .success(Array(data))
    }
}

/// One block of a log: explained, or why it could not be.
struct ExplainedEntry {
    let location: SourceLocation
    let result: Result<BlockExplanation, ConsoleLogError>

    init(_ entry: ConsoleLog.Entry, file: String) {
        location = entry.location
        switch entry.result {
        case .failure(let error): result = .failure(error)
        case .success(let block):
            do {
                result = .success(try BlockExplanation(block: block, source: "\(file):\(block.location.line)"))
            } catch {
                result = .failure(error)
            }
        }
    }
}
