import Foundation
import Testing

@testable import TrellisInterfaceBuilder

/// Numbers a document holds that cannot be used as written: each is a located note, never a silent 0.
struct QuietAcceptanceTests {
    /// A 320 × 480 root holding one box whose width constraint is `<constraint WIDTH>`.
    static func document(constraint: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view id="root-qq-01">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-qq-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        \(constraint)
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    /// Line 12, column 17: the `<constraint` inside `<constraints>`.
    @Test(arguments: ["NaN", "inf", "1e400", "1_000", "-infinity"])
    func unreadableConstantIsNoted(constant: String) throws {
        let document = try Fixture.read(
            Self.document(
                constraint:
                    "<constraint firstItem=\"box-qq-001\" firstAttribute=\"width\" constant=\"\(constant)\" id=\"w\"/>"
            ))
        #expect(
            document.notes.map(\.description) == [
                "test.xib:12:17: note: constant '\(constant)' is not a finite number; it is read as absent"
            ])
    }

    @Test func unreadableFrameNumberIsNoted() throws {
        let text = Self.document(constraint: "").replacingOccurrences(of: "width=\"100\"", with: "width=\"1e999\"")
        let document = try Fixture.read(text)
        // Line 8, column 21: the box's `<rect key="frame">`.
        #expect(
            document.notes.map(\.description) == [
                "test.xib:8:21: note: width '1e999' is not a finite number; it is read as absent"
            ])
    }

    /// 1e-31 is below the solver's floor (`Tolerance.floor`, 1e-30); 1e-29 is not.
    @Test func multiplierBelowTheFloorIsNoted() throws {
        func notes(_ multiplier: String) throws -> [String] {
            try Fixture.read(
                Self.document(
                    constraint:
                        "<constraint firstItem=\"box-qq-001\" firstAttribute=\"width\" secondItem=\"root-qq-01\" "
                        + "secondAttribute=\"width\" multiplier=\"\(multiplier)\" id=\"w\"/>")
            ).notes.map(\.description)
        }
        #expect(
            try notes("1e-31") == [
                "test.xib:12:17: note: constraint 'w' has multiplier 1e-31, below the solver's 1e-30 floor: "
                    + "it is taken as 0, so the constraint holds as if its second item were absent"
            ])
        #expect(try notes("1e-29").isEmpty)
    }

    /// A scene whose generated script the layout refuses (here a hugging priority of 0,
    /// which the reader never produces: it clamps to 1…1000) is a located failure at the
    /// view's element, and never clean.
    @Test func sceneThatCannotBeLaidOutIsAFailure() throws {
        var document = try Fixture.read(Self.document(constraint: ""))
        document.scenes[0].roots[0].subviews[0].hugging = (0, 250)
        let scenes = DocumentLayout.layOut(document)
        let failure = try #require(scenes[0].failure)
        // Line 7, column 17: the box's `<view>`.
        #expect(failure.description.hasPrefix("test.xib:7:17: error: the scene could not be laid out: priority 0"))
        #expect(!DocumentCheckReporter.isClean(scenes[0]))
        let lines = DocumentCheckReporter.lines(for: scenes[0])
        #expect(lines.first?.hasPrefix("test.xib:7:17: error: the scene could not be laid out: priority 0") == true)
    }
}
