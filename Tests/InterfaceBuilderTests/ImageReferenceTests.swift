import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Xcode 12 and later name an image view's image by an `<imageReference key="image">` child instead of an `image=`
/// attribute; it is read the same way (`DocumentReader.image(of:cell:)`).
struct ImageReferenceTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("image-reference.xib", "img-ir-001", Rect(x: 140, y: 225, width: 40, height: 30)),
        ("image-reference.xib", "img-ir-002", Rect(x: 148, y: 300, width: 24, height: 22)),
        ("appkit-image-reference.xib", "img-ai-001", Rect(x: 84, y: 38, width: 32, height: 24)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        let (_, scenes) = try Fixture.layOut(name)
        let result = try Fixture.view(id, in: scenes)
        #expect(result.frame.isClose(to: expected, tolerance: 0.001), "\(name): \(result.frame) != \(expected)")
        #expect(!result.isAmbiguous)
        #expect(!result.isMisplaced)
    }

    /// A symbol named by an `<imageReference>`, held at 38 x 38 with its top 18 down, stored at (20, 20, 38, 35):
    /// its top 20 − 18 = 2 below its alignment rect's, its bottom 18 + 38 − 55 = 1 above, both within
    /// `SymbolRules`' 6 points: a note, as for a symbol named by the `image=` attribute, and the document is clean.
    @Test func symbolInsetsAreANoteForAReferencedSymbol() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects><view id="root-rs-01"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img-rs-001"><rect key="frame" x="20" y="20" width="38" height="35"/>
            <imageReference key="image" image="checkmark.square.fill" catalog="system" symbolScale="large"/>
            <constraints><constraint firstAttribute="height" constant="38" id="ch-rs-001"/><constraint firstAttribute="width" constant="38" id="cw-rs-001"/></constraints></imageView>
            </subviews><constraints>
            <constraint firstItem="img-rs-001" firstAttribute="top" secondItem="root-rs-01" secondAttribute="top" constant="18" id="ct-rs-001"/>
            <constraint firstItem="img-rs-001" firstAttribute="leading" secondItem="root-rs-01" secondAttribute="leading" constant="20" id="cl-rs-001"/>
            </constraints></view></objects></document>
            """
        let scenes = DocumentLayout.layOut(try Fixture.read(text))
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        let findings = scenes.flatMap(DocumentCheckReporter.findings(for:))
        #expect(!findings.contains { $0.rule == .misplacement })
        #expect(
            findings.contains {
                $0.rule == .remark && $0.location.line == 4
                    && $0.message.contains("the stored frame's top is 2 and its bottom 1 inside the alignment rect")
            })
    }
}
