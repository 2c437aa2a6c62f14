import Testing

@testable import TrellisLayoutScript

/// Tokenises one line and returns the tokens' source texts (`<end>` for the end token).
private func lex(_ text: String) throws(ScriptError) -> [String] {
    let bytes = Array(text.utf8)
    let line = SourceLine(source: bytes, range: 0..<bytes.count, number: 1, file: "t.layout")
    return try Lexer(line: line).tokens(from: line.contentStart).map { token in
        token.kind == .end ? "<end>" : line.text(token.start..<token.end)
    }
}

@Suite struct LexerTests {
    @Test(arguments: [
        ("a.width == 2*b.width+10", ["a", ".", "width", "==", "2", "*", "b", ".", "width", "+", "10", "<end>"]),
        ("x<=-12.5@750", ["x", "<=", "-", "12.5", "@", "750", "<end>"]),
        ("  y >= 0.5  # comment", ["y", ">=", "0.5", "<end>"]),
        ("let m = 3", ["let", "m", "=", "3", "<end>"]),
        ("var a_1, _b", ["var", "a_1", ",", "_b", "<end>"]),
        ("12.width", ["12", ".", "width", "<end>"]),
        ("1.", ["1", ".", "<end>"]),
        ("(a)/(b)", ["(", "a", ")", "/", "(", "b", ")", "<end>"]),
        ("a\t==\r", ["a", "==", "<end>"]),
        ("", ["<end>"]),
    ])
    func tokens(text: String, expected: [String]) throws {
        #expect(try lex(text) == expected)
    }

    @Test func numberValues() throws {
        let bytes = Array("0.5 12 007".utf8)
        let line = SourceLine(source: bytes, range: 0..<bytes.count, number: 1, file: "t.layout")
        let kinds = try Lexer(line: line).tokens(from: 0).map(\.kind)
        #expect(kinds == [.number(0.5), .number(12), .number(7), .end])
    }

    @Test(arguments: [
        ("a < b", "t.layout:1:3: error: unexpected character '<'; did you mean '<='?"),
        ("a != b", "t.layout:1:3: error: unexpected character '!'; relations are '==', '<=' and '>='"),
        ("a == $", "t.layout:1:6: error: unexpected character '$'"),
        ("a == \u{1}", "t.layout:1:6: error: unexpected character U+0001"),
        ("é == 1", "t.layout:1:1: error: unexpected character 'é' (U+00E9)"),
        ("x == " + String(repeating: "9", count: 400), "t.layout:1:6: error: number is too large to be finite"),
    ])
    func errors(text: String, expected: String) {
        #expect(throws: (any Error).self) { try lex(text) }
        do { _ = try lex(text) } catch { #expect(error.description == expected) }
    }

    @Test func commentsMayHoldAnything() throws {
        #expect(try lex("a == 1 # ünïcode < $ !") == ["a", "==", "1", "<end>"])
    }
}
