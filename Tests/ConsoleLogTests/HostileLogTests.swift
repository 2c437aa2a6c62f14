import Foundation
import TestSupport
import Testing
import TrellisLayoutScript

@testable import TrellisConsoleLog

/// Logs made to hurt the reader: each ends in a located error or a bounded
/// result, never a crash or a hang.
@Suite struct HostileLogTests {
    static let header = Array("Unable to simultaneously satisfy constraints.\n(\n".utf8)
    static let marker = Array("Will attempt to recover by breaking constraint\n".utf8)

    /// A fuzzer's find: invalid UTF-8 split a line so that the recovery
    /// marker ran past the line's end, and the next scan of the line had a
    /// range whose start passed its end (a trap). The log reads as a block.
    @Test func markerPastTheLineEndIsRead() throws {
        let bytes = try [UInt8](Data(contentsOf: RepositoryFile.url("Fuzz/Corpus/explain/marker-past-line-end.log")))
        #expect(!ConsoleLog.read(bytes, file: "hostile.log").isEmpty)
    }

    /// A block whose numbers are past an `Int` (9.3e18, 2^64) or a Double's range once added (1e308 + 1e308): the
    /// explain fuzzer found that writing its test script trapped converting such a number to `Int`. Every block of
    /// the seed explains, or refuses with an error, and its script is written.
    @Test func hugeNumbersExplainWithoutTrapping() throws {
        let bytes = try [UInt8](Data(contentsOf: RepositoryFile.url("Fuzz/Corpus/explain/huge-constant.log")))
        let entries = ConsoleLog.read(bytes, file: "huge.log")
        #expect(entries.count == 1)
        var scripts = 0
        for entry in entries {
            guard case .success(let block) = entry.result else { continue }
            if let explanation = try? BlockExplanation(block: block, source: "huge.log:\(entry.location.line)"),
                let script = try? explanation.testScript()
            {
                scripts += 1
                #expect(!script.contains("e+"))
            }
        }
        // The seed's one block is explained and its script written (the loop above checked something).
        #expect(scripts == 1)
    }

    @Test func binaryNoiseHasNoBlock() {
        // Bytes 0…255 repeated, with NULs and invalid UTF-8, and no header.
        var bytes: [UInt8] = []
        for round in 0..<4_000 { bytes += (0...255).map { UInt8(($0 * 7 + round) & 0xFF) } }
        #expect(ConsoleLog.read(bytes, file: "hostile.log").isEmpty)
    }

    @Test func binaryInsideABlockIsLocated() {
        let bytes =
            Self.header + Array("\"<NSLayoutConstraint:0x1 UIView:0x2.wi".utf8) + [0, 0xFF, 0xFE]
            + Array(">\"\n)\n".utf8)
            + Self.marker + Array("<NSLayoutConstraint:0x1 UIView:0x2.width == 1>\n".utf8)
        let entries = ConsoleLog.read(bytes, file: "hostile.log")
        #expect(entries.count == 1)
        // The NUL is the 39th byte of line 3.
        #expect(
            entries.first?.result
                == .failure(
                    ConsoleLogError(
                        at: SourceLocation(file: "hostile.log", line: 3, column: 39),
                        "a NUL byte inside a constraint's description")))
    }

    @Test func deeplyNestedParenthesesAreLocated() {
        let nested = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        let text =
            "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 H:|-\(nested)-[UIView:0x2]>\"\n)\n"
        let entries = ConsoleLog.read(Array(text.utf8), file: "hostile.log")
        guard case .failure(let error)? = entries.first?.result else {
            Issue.record("expected a located error")
            return
        }
        #expect(error.location == SourceLocation(file: "hostile.log", line: 3, column: 2))
    }

    @Test func unclosedQuoteStopsAtTheDescriptionLimit() {
        let text =
            "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UILabel:0x2'"
            + String(repeating: "a > b ", count: 10_000) + "\n"
        guard case .failure(let error)? = ConsoleLog.read(Array(text.utf8), file: "hostile.log").first?.result else {
            Issue.record("expected a located error")
            return
        }
        #expect(error.location == SourceLocation(file: "hostile.log", line: 3, column: 2))
        #expect(error.message == "a constraint's description runs past 16384 bytes")
    }

    @Test func millionConstraintsStopAtTheLimit() {
        // 10⁶ descriptions in one block: the reader stops after its limit with a located error.
        var bytes = Self.header
        bytes.reserveCapacity(50_000_000)
        let line = Array("\"<NSLayoutConstraint:0x1 UIView:0x2.width == 1>\",\n".utf8)
        for _ in 0..<1_000_000 { bytes += line }
        let entries = ConsoleLog.read(bytes, file: "hostile.log")
        #expect(entries.count == 1)
        // The 20,001st description is on line 2 + 20,001.
        #expect(
            entries.first?.result
                == .failure(
                    ConsoleLogError(
                        at: SourceLocation(file: "hostile.log", line: 20_003, column: 2),
                        "the block lists more than 20000 constraints, more than explain reads")))
    }

    @Test func manyBlocksOfNoiseStayLinear() {
        // 200,000 headers with nothing after them: each a located error, read in one pass.
        let bytes = Array(String(repeating: "Unable to simultaneously satisfy constraints.\n", count: 200_000).utf8)
        let entries = ConsoleLog.read(bytes, file: "hostile.log")
        #expect(entries.count == 200_000)
        #expect(entries.allSatisfy { if case .failure = $0.result { true } else { false } })
    }
}
