import Foundation
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A view stored with `translatesAutoresizingMaskIntoConstraints="NO"` that no constraint names keeps its stored
/// frame, as the constraints Xcode generates for it at build time do, and is not ambiguous
/// (`AmbiguityRules.fixesFrameOfUnconstrainedView`).
struct UnconstrainedViewTests {
    /// A 358 × 103 custom view filled by a scroll view (four required edge constraints), whose clip view holds a
    /// table view stored at (0, 0, 358, 87) with no constraints of its own, or, with `tableConstraints`, the ones
    /// given. The clip view keeps its stored frame by autoresizing: (0, 0, 358, 103).
    static func scrolledTable(tableConstraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17156" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects><customView translatesAutoresizingMaskIntoConstraints="NO" id="root-uc-01">
        <rect key="frame" x="0.0" y="0.0" width="358" height="103"/><subviews>
        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-uc-001">
        <rect key="frame" x="0.0" y="0.0" width="358" height="103"/>
        <clipView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="clp-uc-001">
        <rect key="frame" x="0.0" y="0.0" width="358" height="103"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>
        <tableView translatesAutoresizingMaskIntoConstraints="NO" id="tab-uc-001">
        <rect key="frame" x="0.0" y="0.0" width="358" height="87"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\(tableConstraints)
        </tableView></subviews></clipView></scrollView></subviews><constraints>
        <constraint firstItem="scr-uc-001" firstAttribute="leading" secondItem="root-uc-01" secondAttribute="leading" id="lea-uc-001"/>
        <constraint firstItem="scr-uc-001" firstAttribute="trailing" secondItem="root-uc-01" secondAttribute="trailing" id="tra-uc-001"/>
        <constraint firstItem="scr-uc-001" firstAttribute="top" secondItem="root-uc-01" secondAttribute="top" id="top-uc-001"/>
        <constraint firstItem="scr-uc-001" firstAttribute="bottom" secondItem="root-uc-01" secondAttribute="bottom" id="bot-uc-001"/>
        </constraints></customView></objects></document>
        """
    }

    /// No constraint names the table view: it keeps its stored (0, 0, 358, 87), determined, and `check` passes.
    @Test func aDocumentViewWithoutConstraintsKeepsItsStoredFrame() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.scrolledTable()))
        let table = try Fixture.view("tab-uc-001", in: scenes)
        #expect(table.frame.isClose(to: Rect(x: 0, y: 0, width: 358, height: 87), tolerance: 0.001))
        #expect(!table.isAmbiguous)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// A required width of 358 names the table view: it is laid out by its constraints, which leave its x, y and
    /// height open, so it stays ambiguous and `check` fails.
    @Test func aViewOneConstraintNamesIsLaidOutByItsConstraints() throws {
        let width = """
            <constraints><constraint firstAttribute="width" constant="358" id="wid-uc-001"/></constraints>
            """
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.scrolledTable(tableConstraints: width)))
        let table = try Fixture.view("tab-uc-001", in: scenes)
        #expect(table.isAmbiguous)
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
