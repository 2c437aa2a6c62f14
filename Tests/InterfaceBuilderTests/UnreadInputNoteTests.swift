import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// What the reader leaves out is said where it is: a note at the element, never a silent skip.
struct UnreadInputNoteTests {
    /// `GridCellAnchorTests.grid()` with a second cell whose content view repeats the first cell's id
    /// `cel-gc-001` (document line 10).
    static let repeatedCellID = GridCellAnchorTests.grid().replacingOccurrences(
        of: "</gridCell></gridCells>",
        with: "</gridCell>\n<gridCell row=\"row-gc-001\" column=\"col-gc-001\" id=\"gcl-gc-002\">"
            + "<customView key=\"contentView\" id=\"cel-gc-001\"><rect key=\"frame\" x=\"80\" y=\"20\" width=\"80\" "
            + "height=\"20\"/></customView></gridCell></gridCells>")

    /// The repeated id is a note at the second cell's view (line 10, after `<gridCell …>`), and the first cell's view
    /// stays the anchor: the box is still placed on its stored frame and the document is otherwise clean.
    @Test func repeatedGridCellIDIsANote() throws {
        #expect(Self.repeatedCellID != GridCellAnchorTests.grid())
        let document = try Fixture.read(Self.repeatedCellID)
        let note = try #require(document.notes.first { $0.message.contains("appears twice") })
        #expect(note.message == "view id 'cel-gc-001' appears twice; the grid cell's is left out")
        #expect(note.location.line == 10)
        let scenes = DocumentLayout.layOut(document)
        let box = try Fixture.view("box-gc-001", in: scenes)
        #expect(!box.isAmbiguous && !box.isMisplaced)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// An iPhone 8 document (375 x 667) with a box held at `leading == 20`, `top == 30`, 100 x 40 and stored there;
    /// the leading constraint has a variation keyed `variationKey` giving it the constant 50.
    static func varied(_ variationKey: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects><view id="root-ur-01"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-ur-001"><rect key="frame" x="20" y="30" width="100" height="40"/>
        <constraints><constraint firstAttribute="width" constant="100" id="cbw-ur-001"/><constraint firstAttribute="height" constant="40" id="cbh-ur-001"/></constraints></view>
        </subviews><constraints>
        <constraint firstItem="box-ur-001" firstAttribute="leading" secondItem="root-ur-01" secondAttribute="leading" constant="20" id="cbl-ur-001">
        <variation key="\(variationKey)" constant="50"/>
        </constraint>
        <constraint firstItem="box-ur-001" firstAttribute="top" secondItem="root-ur-01" secondAttribute="top" constant="30" id="cbt-ur-001"/>
        </constraints></view></objects></document>
        """
    }

    /// A variation keyed by a trait the reader does not evaluate (`userInterfaceStyle`) is a note at the variation
    /// (line 9) and is taken as not applying: the box stays at x 20, its stored frame. A portrait phone's width class
    /// is compact, so `widthClass=compact` applies and moves the box to x 50, 30 from its stored 20: misplaced, with
    /// no note.
    @Test func unevaluatedVariationIsANote() throws {
        let document = try Fixture.read(Self.varied("userInterfaceStyle=dark"))
        let note = try #require(document.notes.first { $0.message.contains("userInterfaceStyle=dark") })
        #expect(note.location.line == 9)
        let box = try Fixture.view("box-ur-001", in: DocumentLayout.layOut(document))
        #expect(box.frame.origin.x == 20 && !box.isMisplaced)

        let compact = try Fixture.read(Self.varied("widthClass=compact"))
        #expect(!compact.notes.contains { $0.message.contains("size-class variation") })
        let moved = try Fixture.view("box-ur-001", in: DocumentLayout.layOut(compact))
        #expect(moved.frame.origin.x == 50 && moved.isMisplaced)
    }

    @Test func modelledVariationKeys() {
        #expect(Device.isModelled(variation: "widthClass=compact"))
        #expect(Device.isModelled(variation: "heightClass=compact-widthClass=regular"))
        #expect(!Device.isModelled(variation: "widthClass=any"))
        #expect(!Device.isModelled(variation: "userInterfaceStyle=dark"))
        #expect(!Device.isModelled(variation: "widthClass=compact-"))
        #expect(!Device.isModelled(variation: "widthClass"))
    }

    /// A key applies only when it is modelled: a portrait iPhone 8 (`retina4_7`, 375 wide) is compact in width and
    /// regular in height, so the two well-formed keys below match, and the same traits with an empty part (a
    /// trailing or doubled `-`, or an empty key) match nothing, as they are not modelled.
    @Test func onlyModelledVariationKeysMatch() throws {
        let phone = try #require(Device.named("retina4_7", landscape: false))
        #expect(phone.matches(variation: "widthClass=compact"))
        #expect(phone.matches(variation: "heightClass=regular-widthClass=compact"))
        #expect(!phone.matches(variation: "widthClass=regular"))
        for malformed in ["widthClass=compact-", "widthClass=compact--heightClass=regular", ""] {
            #expect(!Device.isModelled(variation: malformed))
            #expect(!phone.matches(variation: malformed))
        }
    }

    /// A constraint naming an id no element has is a located error; one naming an id the reader leaves out (a view
    /// without a stored frame) stays a note where the constraint is written.
    @Test func brokenReferenceIsAnError() throws {
        let broken = Self.varied("widthClass=regular").replacingOccurrences(
            of: "secondItem=\"root-ur-01\" secondAttribute=\"top\"",
            with: "secondItem=\"nowhere\" secondAttribute=\"top\"")
        #expect(broken != Self.varied("widthClass=regular"))
        do {
            _ = try Fixture.read(broken)
            Issue.record("a broken reference was read")
        } catch {
            #expect(error.location.line == 11)
            #expect(error.message.contains("secondItem 'nowhere'"))
        }
    }
}
