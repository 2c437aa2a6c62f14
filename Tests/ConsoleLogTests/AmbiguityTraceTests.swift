import Testing
import TrellisLayoutScript

@testable import TrellisConsoleLog

/// Views `_autolayoutTrace` marks `AMBIGUOUS LAYOUT`.
@Suite struct AmbiguityTraceTests {
    static let trace = """
        (lldb) po [[UIWindow keyWindow] _autolayoutTrace]

        •UIWindow:0x7f10a0c0a8f0
        |   UITransitionView:0x7f10a0d12a40
        |   |   *UIView:0x7f10a0b09e70
        |   |   |   *UILabel:0x7f10a0b0a1d0'Hi, there'- AMBIGUOUS LAYOUT for UILabel:0x7f10a0b0a1d0'Hi, there'.minX{id: 24}, UILabel:0x7f10a0b0a1d0'Hi, there'.Width{id: 25}
        |   |   |   +UIButton:0x7f10a0b0b3e0 - AMBIGUOUS LAYOUT
        |   |   |   *UIImageView:0x7f10a0b0c000

        Legend:
        \t* - is laid out with auto layout
        """

    @Test func marksAreReadWithTheirAttributes() {
        let views = ConsoleLog.ambiguousViews(in: Array(Self.trace.utf8), file: "trace.log")
        // Line 6: twelve characters of tree and the `*` put the label at column 14.
        #expect(
            views == [
                AmbiguousView(
                    location: SourceLocation(file: "trace.log", line: 6, column: 14),
                    view: "UILabel:0x7f10a0b0a1d0'Hi, there'",
                    attributes: ["x", "width"]),
                AmbiguousView(
                    location: SourceLocation(file: "trace.log", line: 7, column: 14), view: "UIButton:0x7f10a0b0b3e0",
                    attributes: []),
            ])
        #expect(views[0].undeterminedText == "horizontal position (x) and width")
    }

    @Test func logWithoutATraceHasNone() {
        #expect(ConsoleLog.ambiguousViews(in: Array("AMBIGUOUS".utf8), file: "trace.log").isEmpty)
    }
}
