import Foundation
import Testing

/// `trellis explain` in-process (CLI.md, "Console logs (UIKit and AppKit)").
@Suite final class ExplainCommandTests {
    /// A search header view of width 0 (its encapsulated width) holding a label and a button:
    /// label.leading = header.leading + 8 (margin), button.leading = label.trailing + 8,
    /// button.trailing = header.trailing - 8, so label.width + button.width = 0 - 24 < 0,
    /// which the two widths (never negative) cannot be: all four constraints conflict;
    /// without the spacing Apple broke, the widths are free again and the rest holds.
    static let header = """
        Dec  6 09:41:00 host Notes[2210]: Unable to simultaneously satisfy constraints.
        \t(
        \t    "<NSLayoutConstraint:0x7f3b21aa9b10 UILabel:0x7f3b21aacfa0' '.leading == SearchHeaderView:0x7f3b21ab3030.leadingMargin>",
        \t    "<NSLayoutConstraint:0x7f3b21ab0ff0 H:[UILabel:0x7f3b21aacfa0' ']-(NSSpace(8))-[UIButton:0x7f3b21ab1800'See All']>",
        \t    "<NSLayoutConstraint:0x7f3b21ab1040 SearchHeaderView:0x7f3b21ab3030.trailingMargin == UIButton:0x7f3b21ab1800'See All'.trailing>",
        \t    "<NSLayoutConstraint:0x7f3b21ab86e0 'UIView-Encapsulated-Layout-Width' H:[SearchHeaderView:0x7f3b21ab3030(0)]>"
        \t)
        \tWill attempt to recover by breaking constraint 
        \t<NSLayoutConstraint:0x7f3b21ab0ff0 H:[UILabel:0x7f3b21aacfa0' ']-(NSSpace(8))-[UIButton:0x7f3b21ab1800'See All']>

        """

    /// UIKit's own alert sheet: a width of -16 alone cannot hold, as a view's width is never negative.
    static let negativeWidth = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001a2c4b0 UIView:0x7f22e1d05c10.width == - 16   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600001a2c4b0 UIView:0x7f22e1d05c10.width == - 16   (active)>

        """

    let directory: URL

    init() throws {
        directory = try scratchDirectory([
            "header.log": Self.header,
            "two.log": Self.header + "other output\n" + Self.header.replacingOccurrences(of: "(0)]", with: "(0)~]"),
            "alert.log": Self.negativeWidth,
            "plain.log": "launched\nno layout trouble here\n",
            "trace.log": "•UIWindow:0x1\n|   *UILabel:0x2'Hi'- AMBIGUOUS LAYOUT for UILabel:0x2'Hi'.minY{id: 3}\n",
        ])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonHasOneObjectPerBlock() throws {
        let run = InProcessTrellis(directory: directory).run(["explain", "two.log", "--json"])
        // The second block's encapsulated width is unreadable: exit 1, its error in place.
        #expect(run.status == 1)
        let json = try object(run.stdout)
        #expect(json["file"] as? String == "two.log")
        let blocks = try #require(json["blocks"] as? [[String: Any]])
        #expect(blocks.count == 2)
        #expect(blocks[0]["line"] as? Int == 1)
        let addresses = ["0x7f3b21aa9b10", "0x7f3b21ab0ff0", "0x7f3b21ab1040", "0x7f3b21ab86e0"]
        #expect(blocks[0]["constraints"] as? [String] == addresses)
        #expect(blocks[0]["broken"] as? String == "0x7f3b21ab0ff0")
        #expect(blocks[0]["minimal"] as? [String] == addresses)
        #expect(blocks[0]["conflicting"] as? Bool == true)
        #expect(blocks[0]["recovers"] as? Bool == true)
        // Line 11 is the second block's header; its fourth description (line 16, after a tab, four
        // spaces and a quote) is the unreadable one.
        #expect(blocks[1]["line"] as? Int == 11)
        #expect((blocks[1]["error"] as? String)?.hasPrefix("16:7: ") == true)
    }

    @Test func negativeWidthAloneConflicts() throws {
        let run = InProcessTrellis(directory: directory).run(["explain", "alert.log", "--json"])
        #expect(run.status == 0)
        let block = try #require((try object(run.stdout)["blocks"] as? [[String: Any]])?.first)
        #expect(block["conflicting"] as? Bool == true)
        #expect(block["minimal"] as? [String] == ["0x600001a2c4b0"])
        #expect(block["implicit"] as? [String] == ["UIView_5c10.width >= 0"])
        #expect(block["recovers"] as? Bool == true)
    }

    @Test func textNamesTheMinimalSetAndTheBrokenConstraint() {
        let run = InProcessTrellis(directory: directory).run(["explain", "header.log"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("header.log:1:35: 4 constraints listed; Apple broke 0x7f3b21ab0ff0\n"))
        #expect(run.stdout.contains("without the broken constraint, the rest holds"))
        #expect(run.stdout.contains("(implicit) UILabel_cfa0.width >= 0"))
    }

    /// The written script is a test: `trellis test` passes it, `trellis check` reports the same conflict.
    @Test func scriptReproducesTheConflict() throws {
        let trellis = InProcessTrellis(directory: directory)
        let written = trellis.run(["explain", "header.log", "-o", "header.layout"])
        #expect(written.status == 0)
        let script = try trellis.contents("header.layout")
        let expectLine = try #require(script.split(separator: "\n").first { $0.hasPrefix("expect conflict ") })
        let labels = Set(expectLine.split(separator: " ").dropFirst(2).map(String.init))
        #expect(labels.contains("c_9b10") && labels.contains("UIView_Encapsulated_Layout_Width_86e0"))
        let test = trellis.run(["test", "header.layout"])
        #expect(test.status == 0)
        #expect(test.stdout.hasSuffix("2 passed, 0 failed\n"))
        let check = trellis.run(["check", "header.layout", "--json"])
        #expect(check.status == 1)
        let conflicts = try #require(try object(check.stdout)["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(Set(conflicts[0]["constraints"] as? [String] ?? []) == labels)
    }

    @Test func logWithoutABlockIsBadInput() {
        let run = InProcessTrellis(directory: directory).run(["explain", "plain.log"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("plain.log:1:1: error: no \"Unable to simultaneously satisfy constraints\" block"))
        let missing = InProcessTrellis(directory: directory).run(["explain", "missing.log"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("missing.log:1:1: error: no such file"))
    }

    @Test func scriptOfAnUnreadableBlockIsNotWritten() {
        let trellis = InProcessTrellis(directory: directory)
        let run = trellis.run(["explain", "plain.log", "-o", "plain.layout"])
        #expect(run.status == 2)
        #expect(!trellis.exists("plain.layout"))
    }

    /// An `_autolayoutTrace` alone is read: each marked view a warning at its line, exit 0.
    @Test func ambiguityTraceIsReported() {
        let run = InProcessTrellis(directory: directory).run(["explain", "trace.log"])
        #expect(run.status == 0)
        // Line 2: "|   *" puts the label at column 6.
        #expect(
            run.stdout
                == "trace.log:2:6: warning: view 'UILabel:0x2'Hi'' is ambiguous: its vertical position (y) is not determined (_autolayoutTrace)\n"
        )
    }
}
