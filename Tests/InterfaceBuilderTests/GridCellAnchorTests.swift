import Testing

@testable import InterfaceBuilderCorpus
@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// NSGridView is not modelled: the views in its cells stand in as anchors at the frames the document stores for them
/// in the grid, so views outside the grid that are constrained to them have a place.
struct GridCellAnchorTests {
    /// A 200 x 100 AppKit root (unflipped: frames measured up from the bottom) holding a grid stored at (20, 50, 160,
    /// 40), held at `leading == 20` and, with `pinnedTop`, `top == 10` (100 − 50 − 40 = 10 below the root's top), and
    /// sized 160 x 40. Its one cell's custom view is stored at (0, 20, 80, 20) in the grid: its top 40 − 20 − 20 = 0
    /// below the grid's, so in the root's terms it spans x 20 to 100 and y 10 to 30. `gridConstraint` goes into the
    /// grid's constraints. Outside the grid, a box is held at `leading == cell.leading`, `top == cell.bottom + 8`, 50 x
    /// 10: at (20, 38, 50, 10) from the top, stored measured up at y 100 − 38 − 10 = 52.
    static func grid(pinnedTop: Bool = true, gridConstraint: String = "") -> String {
        let top =
            pinnedTop
            ? "<constraint firstItem=\"grd-gc-001\" firstAttribute=\"top\" secondItem=\"root-gc-01\" secondAttribute=\"top\" constant=\"10\" id=\"cgt-gc-001\"/>"
            : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <objects><customView id="root-gc-01"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/><subviews>
            <gridView xPlacement="leading" yPlacement="center" rowAlignment="none" translatesAutoresizingMaskIntoConstraints="NO" id="grd-gc-001">
            <rect key="frame" x="20" y="50" width="160" height="40"/>
            <rows><gridRow id="row-gc-001"/></rows><columns><gridColumn id="col-gc-001"/></columns>
            <gridCells><gridCell row="row-gc-001" column="col-gc-001" id="gcl-gc-001">
            <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="cel-gc-001"><rect key="frame" x="0.0" y="20" width="80" height="20"/></customView>
            </gridCell></gridCells>
            <constraints><constraint firstAttribute="width" constant="160" id="cgw-gc-001"/><constraint firstAttribute="height" constant="40" id="cgh-gc-001"/>\(gridConstraint)</constraints>
            </gridView>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box-gc-001"><rect key="frame" x="20" y="52" width="50" height="10"/>
            <constraints><constraint firstAttribute="width" constant="50" id="cbw-gc-001"/><constraint firstAttribute="height" constant="10" id="cbh-gc-001"/></constraints></customView>
            </subviews><constraints>
            <constraint firstItem="grd-gc-001" firstAttribute="leading" secondItem="root-gc-01" secondAttribute="leading" constant="20" id="cgl-gc-001"/>\(top)
            <constraint firstItem="box-gc-001" firstAttribute="leading" secondItem="cel-gc-001" secondAttribute="leading" id="cbl-gc-001"/>
            <constraint firstItem="box-gc-001" firstAttribute="top" secondItem="cel-gc-001" secondAttribute="bottom" constant="8" id="cbt-gc-001"/>
            </constraints></customView></objects></document>
            """
    }

    /// The box is placed through the cell's anchor at (20, 38, 50, 10), its stored frame: neither ambiguous nor
    /// misplaced, and the document is clean. The cell's view is not compared or counted for ambiguity, since its frame
    /// is the stored one. Without the anchors, the box's constraints name a view that is not read, and it is open.
    @Test func viewsConstrainedToACellArePlaced() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.grid()))
        let box = try Fixture.view("box-gc-001", in: scenes)
        #expect(!box.isAmbiguous)
        #expect(!box.isMisplaced)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(!(try Fixture.view("cel-gc-001", in: scenes).isCompared))
        let measure = CorpusMeasure(scenes: scenes)
        #expect(measure.compared == 2)
        #expect(measure.ambiguityCompared == 2)
    }

    /// The grid's own constraints between its cells are its layout, which is not modelled: a `width == 90` on the cell's
    /// view (stored 80 wide) is left out rather than set against the anchor's stored frame as a conflict.
    @Test func theGridsConstraintsOnItsCellsAreLeftOut() throws {
        let constraint =
            "<constraint firstItem=\"cel-gc-001\" firstAttribute=\"width\" constant=\"90\" id=\"ccw-gc-001\"/>"
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.grid(gridConstraint: constraint)))
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty })
    }

    /// A grid whose own place is open (no `top`) leaves the views placed by its cells open with it: the box's y is
    /// not determined, and `check` fails the document.
    @Test func anOpenGridLeavesThemOpen() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.grid(pinnedTop: false)))
        #expect(try Fixture.view("box-gc-001", in: scenes).isAmbiguous)
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
