import Testing

@testable import TrellisLayoutScript

@Suite struct ScriptErrorTests {
    @Test func descriptionIsCompilerStyle() {
        let error = ScriptError("bad thing", at: SourceLocation(file: "dir/a.layout", line: 12, column: 7))
        #expect(error.description == "dir/a.layout:12:7: error: bad thing")
        #expect(error.renderedWithExcerpt() == error.description)
    }

    @Test func excerptPutsCaretUnderColumn() throws {
        let source = "view root\n\tx == é + $"
        do {
            _ = try ScriptParser.parse(source: source, file: "t.layout")
            Issue.record("parsed")
        } catch {
            #expect(error.location == loc(2, 7))
            #expect(
                error.renderedWithExcerpt()
                    == "t.layout:2:7: error: unexpected character 'é' (U+00E9)\n    \tx == é + $\n    \t     ^")
        }
    }

    @Test func excerptOfLongLineIsCut() {
        let line = String(repeating: "a", count: 500) + " $"
        let error = ScriptError("x", at: loc(1, 502), sourceLine: line)
        let lines = error.renderedWithExcerpt().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("    ...a"))
        #expect(lines[1].count <= ScriptError.excerptWidth + 10)
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "$")
    }

    /// ESC, BEL and NUL in a script line come out escaped, the caret still under
    /// the column (16 + 6 + 7 + 5 + 1 = 35 characters before the `$`); a line
    /// that looks like a GitHub workflow command is indented.
    @Test func excerptEscapesControlsAndIndents() {
        let line = "::error file=x::\u{1B}[31mred\u{07} $"
        let error = ScriptError("bad \u{0}name", at: loc(1, 27), sourceLine: line)
        #expect(
            error.renderedWithExcerpt()
                == "t.layout:1:27: error: bad \\u{0}name\n    ::error file=x::\\u{1B}[31mred\\u{7} $\n"
                + "    " + String(repeating: " ", count: 35) + "^")
    }

    @Test(
        arguments: [
            ("widht", ["width", "height"], "width"),
            ("hieght", ["width", "height"], "height"),
            ("vew", ["view", "var"], "view"),
            ("x", ["y", "z"], "y"),
            ("completelyDifferent", ["width", "height"], nil),
            ("width", ["width"], nil),
            ("", ["a"], nil),
        ] as [(String, [String], String?)])
    func closestNames(name: String, candidates: [String], expected: String?) {
        #expect(closestName(to: name, among: candidates) == expected)
    }

    @Test func editDistance() {
        #expect(TrellisLayoutScript.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(TrellisLayoutScript.editDistance([], Array("abc".unicodeScalars)) == 3)
        #expect(TrellisLayoutScript.editDistance(Array("widht".unicodeScalars), Array("width".unicodeScalars)) == 1)
    }
}
