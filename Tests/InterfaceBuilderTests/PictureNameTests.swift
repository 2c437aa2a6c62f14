import Testing
import TrellisLayoutScript

@testable import TrellisInterfaceBuilder

/// A document's picture names each view by what a user sees on it, then its id.
struct PictureNameTests {
    /// A label with text, a text field with only a placeholder, a button with a
    /// normal-state title, a view with a user label, and a plain view. Only the button's width is constrained: it
    /// is ambiguous in x and y, and the others, which no constraint names, keep their stored frames.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view id="root-pn-01">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <label text="Email" translatesAutoresizingMaskIntoConstraints="NO" id="lab-pn-001">
                            <rect key="frame" x="20" y="20" width="60" height="21"/>
                        </label>
                        <textField placeholder="you@example.com" translatesAutoresizingMaskIntoConstraints="NO" id="fld-pn-001">
                            <rect key="frame" x="20" y="60" width="200" height="34"/>
                        </textField>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-pn-001">
                            <rect key="frame" x="20" y="110" width="80" height="30"/>
                            <state key="normal" title="Log In"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="80" id="wid-pn-001"/>
                            </constraints>
                        </button>
                        <view userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="crd-pn-001">
                            <rect key="frame" x="20" y="160" width="100" height="50"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>

        """

    @Test func viewsAreNamedByWhatTheyShowThenTheirID() throws {
        let document = try Fixture.read(Self.document)
        let scenes = DocumentLayout.layOut(document)
        let scene = try #require(scenes.first)
        let names = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.view.id, $0.view.pictureName) })
        #expect(names["lab-pn-001"] == "'Email' (label lab-pn-001)")
        #expect(names["fld-pn-001"] == "'you@example.com' (textField fld-pn-001)")
        #expect(names["btn-pn-001"] == "'Log In' (button btn-pn-001)")
        #expect(names["crd-pn-001"] == "Card (crd-pn-001)")
        #expect(names["root-pn-01"] == "view root-pn-01")
        #expect(scene.picture.contains(">&apos;Log In&apos; (button btn-pn-001) (ambiguous: x, y)</text>"))
    }

    /// Captions are one line of at most 40 characters.
    @Test func longCaptionsAreShortened() throws {
        let long = String(repeating: "x", count: 45)
        let document = try Fixture.read(
            Self.document.replacingOccurrences(of: "text=\"Email\"", with: "text=\"\(long)&#10;second line\""))
        let label = try #require(document.scenes.first?.allViews.first { $0.id == "lab-pn-001" })
        #expect(label.caption == String(repeating: "x", count: 39) + "…")
    }

    /// misplaced.xib: the box is laid out at (20, 30, 100, 40) but stored at (0, 0, 100, 40) in its
    /// root. The picture's margin is 20 and the root sits at (0, 0), so the laid-out box is drawn at
    /// (40, 50) and the stored one, dashed, at (20, 20); the legend says what the dashed frame is.
    @Test func misplacedViewShowsItsStoredFrame() throws {
        let (_, scenes) = try Fixture.layOut("misplaced.xib")
        let picture = try #require(scenes.first).picture
        #expect(picture.contains(##"<rect x="40" y="50" width="100" height="40" fill="none" stroke="#333333"/>"##))
        #expect(
            picture.contains(
                #"<g class="stored-frame" data-name="view_box_ff_001"><rect x="20" y="20" width="100" height="40""#))
        #expect(picture.contains(">frame stored in the document (misplaced view)</text>"))
    }

    /// A view where the document stores it (margins.storyboard: the bar at 16, 100) gets no second frame.
    @Test func placedViewShowsOneFrame() throws {
        let (_, scenes) = try Fixture.layOut("margins.storyboard")
        let picture = try #require(scenes.first).picture
        #expect(!picture.contains("stored-frame"))
    }

    /// unflipped.xib with the box stored 40 points higher, at y = 60 up from the bottom: AppKit
    /// measures up, so in the 270-high root the laid-out box (y = 20) has its top at 270 - 20 - 50 = 200
    /// and the stored one at 270 - 60 - 50 = 160; with the picture's margin of 20 they are drawn at
    /// y = 220 and y = 180, both at x = 30 + 20 = 50.
    @Test func storedFrameOfAnUnflippedViewIsMeasuredUp() throws {
        let text = String(decoding: try Fixture.bytes("unflipped.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"x="30" y="20" width="100""#, with: #"x="30" y="60" width="100""#)
        let picture = try #require(DocumentLayout.layOut(try Fixture.read(text)).first).picture
        #expect(picture.contains(##"<rect x="50" y="220" width="100" height="50" fill="none" stroke="#333333"/>"##))
        #expect(
            picture.contains(
                #"<g class="stored-frame" data-name="customView_box_hh_001"><rect x="50" y="180" width="100" height="50""#
            ))
    }
}
