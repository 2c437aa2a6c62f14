import TestSupport
import Testing

@testable import TrellisLayoutScript

/// Inputs meant to break a parser: each must give a located error or parse, quickly.
@Suite struct HostileInputTests {
    @Test func deepParenthesesGiveALocatedError() {
        let source = "x == " + String(repeating: "(", count: 200_000) + "1" + String(repeating: ")", count: 200_000)
        #expect(parseError(source) == "t.layout:1:262: error: expression is nested too deeply (more than 256 levels)")
    }

    @Test func deepSignsGiveALocatedError() {
        let source = "x == " + String(repeating: "-", count: 200_000) + "1"
        #expect(parseError(source) == "t.layout:1:262: error: expression is nested too deeply (more than 256 levels)")
    }

    @Test func nestingUpToTheLimitParses() throws {
        let n = ScriptParser.nestingLimit
        let source = "x == " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
        #expect(parseError(source) == nil)
    }

    @Test func megabyteLineParses() throws {
        let source = "x == " + Array(repeating: "a.width", count: 140_000).joined(separator: " + ")
        #expect(source.utf8.count > 1_000_000)
        let script = try ScriptParser.parse(source: source, file: "t.layout")
        #expect(script.statements.count == 1)
    }

    @Test func megabyteOfGarbageOnOneLineFails() {
        let source = "x == " + String(repeating: "a.width + ", count: 100_000) + "$"
        #expect(parseError(source) == "t.layout:1:1000006: error: unexpected character '$'")
    }

    @Test func manyLinesParse() throws {
        var source = "var x\n"
        for index in 0..<100_000 { source += "lbl\(index): x >= \(index) @500 # c\n" }
        let script = try ScriptParser.parse(source: source, file: "t.layout")
        #expect(script.statements.count == 100_001)
        #expect(script.statements.last?.location == loc(100_001, 1))
    }

    @Test(
        arguments: [
            ([0x76, 0x61, 0x72, 0x20, 0xFF], "t.layout:1:5: error: invalid UTF-8 byte 0xFF"),
            ([0x23, 0x20, 0xC3], "t.layout:1:3: error: invalid UTF-8 byte 0xC3"),
            ([0x0A, 0x78, 0xC3, 0x28], "t.layout:2:3: error: invalid UTF-8 byte 0x28"),
            ([0xED, 0xA0, 0x80], "t.layout:1:2: error: invalid UTF-8 byte 0xA0"),
            ([0xC0, 0x80], "t.layout:1:1: error: invalid UTF-8 byte 0xC0"),
            ([0x78, 0x00], "t.layout:1:2: error: unexpected character U+0000"),
        ] as [([UInt8], String)])
    func invalidBytes(bytes: [UInt8], expected: String) {
        #expect(parseError(bytes: bytes) == expected)
    }

    @Test func binaryGarbageNeverCrashes() {
        var generator = RepeatableRandomNumberGenerator(seed: 0x5EED)
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 64)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = parseError(bytes: bytes)
        }
        // Random statements made of the format's own tokens.
        let pieces = [
            "view", "a", "in", "(", ")", "==", "<=", "-", "+", "*", "/", "@", "1", ".", "width", ":",
            "H:", "|", "[", "]", "expect", "set", "frame", "none", ",", "#", "\n", " ", "=", "0.5", "align", "top",
        ]
        for _ in 0..<5_000 {
            let count = Int(generator.next() % 24)
            let source = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined(
                separator: " ")
            _ = parseError(source)
        }
    }

    @Test func hugeNumberIsAnError() {
        #expect(
            parseError("let big = " + String(repeating: "1", count: 400))
                == "t.layout:1:11: error: number is too large to be finite")
        #expect(parseError("x == 0." + String(repeating: "0", count: 1_000_000) + "1") == nil)
    }

    @Test func byteOrderMarkAndCRLF() throws {
        let script = try ScriptParser.parse(
            source: [0xEF, 0xBB, 0xBF] + Array("var x\r\nx == 1\r\n".utf8), file: "t.layout")
        #expect(script.statements.map(\.text) == ["var x", "x == 1"])
        #expect(script.statements[0].location == loc(1, 1))
    }
}
