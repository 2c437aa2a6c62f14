import Foundation
import TrellisLayoutScript

extension Finding {
    /// The findings with `end` at the last column of the statement each is
    /// located at, for the ranges of GitHub's annotations and SARIF regions.
    ///
    /// A `.layout` statement is one line, so its end is the last column
    /// (UTF-8 bytes, as every location counts) of its line before a `#`
    /// comment, trailing blanks left out. Findings in Interface Builder
    /// documents, in standard input or in files that cannot be read again
    /// keep no end.
    ///
    /// - Parameters:
    ///   - findings: The findings, in order.
    /// - Returns: The same findings, with ends where they are known.
    static func endingTheirStatements(_ findings: [Finding]) -> [Finding] {
        var files: [String: [[UInt8]]] = [:]
        return findings.map { finding in
            let file = finding.location.file
            guard file.hasSuffix(".layout") else { return finding }
            if files[file] == nil {
                let bytes = FileManager.default.contents(atPath: file).map { Array($0) } ?? []
                files[file] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(
                    Array.init)
            }
            var ended = finding
            ended.end = statementEnd(of: finding.location, in: files[file] ?? [])
            return ended
        }
    }

    /// The last column of the statement at a location, if the line is there and reaches the location.
    static func statementEnd(of location: SourceLocation, in lines: [[UInt8]]) -> SourceLocation? {
        guard location.line >= 1, location.line <= lines.count else { return nil }
        var line = lines[location.line - 1]
        if let comment = line.firstIndex(of: UInt8(ascii: "#")) { line = Array(line[..<comment]) }
        while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == 0x0D {
            line.removeLast()
        }
        guard line.count >= location.column else { return nil }
        return SourceLocation(file: location.file, line: location.line, column: line.count)
    }
}
