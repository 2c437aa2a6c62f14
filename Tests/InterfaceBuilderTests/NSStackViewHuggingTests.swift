import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// An NSStackView's hugging priority as stored (`StackViewRules.defaultStackHugging`); the fixture's comment works
/// its stored frames out by hand.
struct NSStackViewHuggingTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-stack-gravity-stack-hugging.xib", "stk-gh-01", Rect(x: 20, y: 68, width: 300, height: 12)),
        ("appkit-stack-gravity-stack-hugging.xib", "img-gh-01", Rect(x: 0, y: 0, width: 12, height: 12)),
        ("appkit-stack-gravity-stack-hugging.xib", "box-gh-01", Rect(x: 280, y: 0, width: 20, height: 12)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }

    @Test func storedHuggingIsNotRounded() throws {
        let document = try Fixture.read(
            """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects>
            <customView id="r"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><subviews>
            <stackView orientation="horizontal" horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/></stackView></subviews></customView></objects></document>
            """)
        let stack = try #require(document.scenes.first?.roots.first?.subviews.first?.stack)
        // 249.99998474121094 is below a view's default hugging (250): the whole level below, 249; absent, AppKit's 250.
        #expect(stack.horizontalHugging == 249)
        #expect(stack.verticalHugging == 250)
    }
}
