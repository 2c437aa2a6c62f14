import Testing
import TrellisLayoutScript

@testable import TrellisConsoleLog

/// Finding blocks among other output, and cutting their descriptions out.
@Suite struct BlockScannerTests {
    static let block = """
        2026-12-06 09:41:00.120 Films[311:4410] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x7f11c0a54cc0 V:[UIView:0x7f11c0a50f70(200)]>",
            "<NSLayoutConstraint:0x7f11c0a564a0 V:[UIView:0x7f11c0a50f70(84)]>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x7f11c0a54cc0 V:[UIView:0x7f11c0a50f70(200)]>

        """

    func entries(_ text: String) -> [ConsoleLog.Entry] { ConsoleLog.read(Array(text.utf8), file: "app.log") }

    @Test func blocksAmongOtherOutput() throws {
        let log = "app started\n" + Self.block + "loaded 3 rows\n" + Self.block
        let entries = entries(log)
        #expect(entries.count == 2)
        // The header is on lines 2 and 12; "Unable" starts at column 41, after the 40-byte prefix.
        #expect(
            entries.map(\.location) == [
                SourceLocation(file: "app.log", line: 2, column: 41),
                SourceLocation(file: "app.log", line: 12, column: 41),
            ])
        let block = try entries[0].result.get()
        #expect(block.constraints.map(\.address) == ["0x7f11c0a54cc0", "0x7f11c0a564a0"])
        #expect(block.broken.address == "0x7f11c0a54cc0")
        // Line 1 is "app started"; the header is line 2, "(" line 4, the second description line 6.
        #expect(block.constraints[1].location == SourceLocation(file: "app.log", line: 6, column: 6))
    }

    @Test func noBlockInPlainOutput() {
        #expect(entries("hello\n<NSLayoutConstraint:0x1 UIView:0x2.width == 5>\n").isEmpty)
    }

    @Test func escapedByAWebPage() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                \\<NSAutoresizingMaskLayoutConstraint:0x17ac0d2f0 h=--& v=--& V:[UIView:0x17a94b120(0)]\\>,
                &lt;NSLayoutConstraint:0x17ac11c60 V:|-(8)-[UIView:0x17a8e3a90]   (Names: '|':UIView:0x17a94b120 )&gt;
            )
            Will attempt to recover by breaking constraint
            &lt;NSLayoutConstraint:0x17ac11c60 V:|-(8)-[UIView:0x17a8e3a90]   (Names: '|':UIView:0x17a94b120 )&gt;
            """
        let block = try #require(entries(log).first).result.get()
        #expect(block.constraints.map(\.address) == ["0x17ac0d2f0", "0x17ac11c60"])
    }

    @Test func lineWrappedInsideAnAddress() throws {
        // A console cut the line in the middle of the label's address: the words join tight.
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UILabel:0x7f3b21a
                acfa0.width == 20   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0x7f3b21aacfa0.width ==
                30   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 UILabel:0x7f3b21aacfa0.width == 30   (active)>
            """
        let block = try #require(entries(log).first).result.get()
        #expect(block.constraints.map { $0.equations[0].first.identity } == ["0x7f3b21aacfa0", "0x7f3b21aacfa0"])
        #expect(block.constraints.map { $0.equations[0].constant } == [20, 30])
    }

    @Test func missingRecoveryLineIsLocatedAtTheBlock() {
        let log =
            "x\nUnable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 5>\"\n)\n"
        let entry = entries(log).first
        #expect(
            entry?.result
                == .failure(
                    ConsoleLogError(
                        at: SourceLocation(file: "app.log", line: 2, column: 1),
                        "the block has no 'Will attempt to recover by breaking' line")))
    }

    @Test func privateLogIsLocatedAtTheBlock() {
        let log =
            "[Layout] Unable to simultaneously satisfy constraints:\n<private>\n\nWill attempt to recover by breaking constraint \n<private>\n"
        guard case .failure(let error)? = entries(log).first?.result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.location == SourceLocation(file: "app.log", line: 1, column: 10))
        #expect(error.message.contains("<private>"))
    }

    @Test func unreadableDescriptionFailsItsBlockOnly() throws {
        let bad = Self.block.replacingEvery("V:[UIView:0x7f11c0a50f70(84)]", with: "UIView:0x7f11c0a50f70.height ~ 84")
        let entries = entries(bad + Self.block)
        #expect(entries.count == 2)
        guard case .failure(let error) = entries[0].result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.location == SourceLocation(file: "app.log", line: 5, column: 6))
        #expect(throws: Never.self) { try entries[1].result.get() }
    }

    @Test func greaterThanOrEqualDoesNotEndADescription() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.height >= 330   (active)>",
                "<NSLayoutConstraint:0x3 V:|-(>=8)-[UIView:0x2]   (active, names: '|':UIView:0x4 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIView:0x2.height >= 330   (active)>
            """
        let block = try #require(entries(log).first).result.get()
        #expect(block.constraints.map { $0.equations[0].relation } == [.greaterThanOrEqual, .greaterThanOrEqual])
        #expect(block.constraints.map { $0.equations[0].constant } == [330, 8])
    }

    @Test func curlyQuotesFromAWebPage() throws {
        // A blog's typography turned every quote curly: they read as the console's straight ones.
        let log = """
            Unable to simultaneously satisfy constraints.
            (
            “<NSLayoutConstraint:0x1 V:|-(5)-[UIView:0x2] (active, names: ‘|’:UIView:0x3 )>”,
            “<NSLayoutConstraint:0x4 ‘UIView-Encapsulated-Layout-Height’ UIView:0x3.height == 0 (active)>”
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 V:|-(5)-[UIView:0x2] (active, names: ‘|’:UIView:0x3 )>
            """
        let block = try #require(entries(log).first).result.get()
        #expect(block.constraints[0].equations[0].second?.item.identity == "0x3")
        #expect(block.constraints[1].identifier == "UIView-Encapsulated-Layout-Height")
    }

    @Test func macOS14ConflictingConstraintsDetected() throws {
        // macOS 14 prints the list on the header's line and "breaking <…>." without "constraint".
        let log = """
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x1 NSView:0x2.width == 10   (active)>",
                "<NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>"
            ).

            Will attempt to recover by breaking <NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>.
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x1 NSView:0x2.width == 10   (active)>",
                "<NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>
            """
        let entries = entries(log)
        #expect(entries.count == 2)
        #expect(try entries.map { try $0.result.get().broken.address } == ["0x3", "0x3"])
    }
}
