import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A clip view is flipped when its document view is (`ClipViewRules`): the document view's stored frame is then
/// measured down from the clip view's top.
struct AppKitFlippedClipViewTests {
    /// A 300 x 200 root (y grows up) holding a scroll view held by its mask at (0, 0, 300, 200), whose clip view
    /// lies 1 inside it (1, 1, 298, 198), scrolling `documentView` (an element with attributes), held 100 x 17, its
    /// leading and top on the scroll view's: its frame is x −1 (the scroll view's left, 1 left of the clip view's)
    /// and its top 1 above the clip view's top. `stored` is its stored frame; `header`, a header view (23 high).
    static func document(_ documentView: String, stored: String, header: Bool = false) -> String {
        let headerView =
            header
            ? #"<tableHeaderView key="headerView" id="hdr-fc-01"><rect key="frame" x="0.0" y="0.0" width="298" height="23"/><autoresizingMask key="autoresizingMask"/></tableHeaderView>"#
            : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="11198" useAutolayout="YES">
            <objects><customView id="root-fc-01"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/><subviews>
            <scrollView id="scr-fc-01"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <clipView key="contentView" id="clp-fc-01"><rect key="frame" x="1" y="1" width="298" height="198"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>
            <\(documentView) translatesAutoresizingMaskIntoConstraints="NO" id="doc-fc-01"><rect key="frame" \(stored)/>
            <constraints><constraint firstAttribute="width" constant="100" id="cw-fc-01"/><constraint firstAttribute="height" constant="17" id="ch-fc-01"/></constraints>
            </\(documentView.split(separator: " ")[0])>
            </subviews></clipView>
            \(headerView)
            <constraints>
            <constraint firstItem="doc-fc-01" firstAttribute="leading" secondItem="scr-fc-01" secondAttribute="leading" id="cl-fc-01"/>
            <constraint firstItem="doc-fc-01" firstAttribute="top" secondItem="scr-fc-01" secondAttribute="top" id="ct-fc-01"/>
            </constraints></scrollView>
            </subviews></customView></objects></document>
            """
    }

    static func scenes(_ text: String) throws -> [SceneLayout] {
        DocumentLayout.layOut(try Fixture.read(text))
    }

    /// A text field (NSTextField is flipped) pinned to the scroll view's top, as fizker/TargetSelector's
    /// `MainMenu.xib` (Xcode 8) stores one: its top is 1 above the flipped clip view's, so it is stored at
    /// (−1, −1, 100, 17) and solved there, clean. Read unflipped, it would be laid out 198 + 1 − 17 = 182 up from
    /// the clip view's bottom, and misplaced.
    @Test func aTextFieldFlipsItsClipView() throws {
        let scenes = try Self.scenes(Self.document("textField", stored: #"x="-1" y="-1" width="100" height="17""#))
        let field = try Fixture.view("doc-fc-01", in: scenes)
        #expect(field.frame.isClose(to: Rect(x: -1, y: -1, width: 100, height: 17), tolerance: 0.001))
        #expect(!field.isMisplaced)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// A plain custom view is not flipped, nor is its clip view: the same pins put it 182 up from the clip view's
    /// bottom (198 + 1 − 17), stored (−1, 182, 100, 17), clean; stored at (−1, −1) as if flipped, it is misplaced.
    @Test func aPlainViewLeavesItsClipViewUnflipped() throws {
        let unflipped = try Self.scenes(Self.document("customView", stored: #"x="-1" y="182" width="100" height="17""#))
        #expect(
            try Fixture.view("doc-fc-01", in: unflipped).frame.isClose(
                to: Rect(x: -1, y: 182, width: 100, height: 17), tolerance: 0.001))
        #expect(unflipped.allSatisfy(DocumentCheckReporter.isClean))
        let asFlipped = try Self.scenes(Self.document("customView", stored: #"x="-1" y="-1" width="100" height="17""#))
        #expect(try Fixture.view("doc-fc-01", in: asFlipped).isMisplaced)
        #expect(!asFlipped.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// A table view that shows a 23-point header view keeps its clip view unflipped (its stored y is in the clip
    /// view's bounds, which begin at the header's bottom). With the same pins it is stored measured up,
    /// (−1, 182, 100, 17): clean. Read flipped, 182 would be its top's distance below the clip view's top, and
    /// laid out at −1 it would be misplaced.
    @Test func aTableWithAHeaderKeepsItsClipViewUnflipped() throws {
        let scenes = try Self.scenes(
            Self.document(
                #"tableView headerView="hdr-fc-01""#, stored: #"x="-1" y="182" width="100" height="17""#, header: true))
        let table = try Fixture.view("doc-fc-01", in: scenes)
        #expect(table.frame.isClose(to: Rect(x: -1, y: 182, width: 100, height: 17), tolerance: 0.001))
        #expect(!table.isMisplaced)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    @Test func flippedDocumentViewClasses() {
        #expect(ClipViewRules.isFlipped(documentView: "textView", storesFlipped: false, showsHeader: false))
        #expect(ClipViewRules.isFlipped(documentView: "collectionView", storesFlipped: false, showsHeader: false))
        #expect(ClipViewRules.isFlipped(documentView: "customView", storesFlipped: true, showsHeader: false))
        #expect(!ClipViewRules.isFlipped(documentView: "customView", storesFlipped: false, showsHeader: false))
        #expect(!ClipViewRules.isFlipped(documentView: "tableView", storesFlipped: false, showsHeader: true))
    }
}
