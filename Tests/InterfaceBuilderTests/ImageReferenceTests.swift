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
        let (result, _) = try Fixture.expectHandWorkedFrame(name, id, expected)
        #expect(!result.isMisplaced)
    }

    /// A 320 x 480 root holding a symbol image view named by an `<imageReference>` (`symbolScale` given),
    /// held at 38 x 38 with its top 18 down and its leading edge 20 in: its alignment rect is laid out at
    /// (20, 18, 38, 38). It is stored at `stored`; `configuration` goes inside the image view.
    static func symbol(stored: String, scale: String = "default", configuration: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-rs-01"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img-rs-001"><rect key="frame" \(stored)/>
        <imageReference key="image" image="checkmark.square.fill" catalog="system" symbolScale="\(scale)"/>\(configuration)
        <constraints><constraint firstAttribute="height" constant="38" id="ch-rs-001"/><constraint firstAttribute="width" constant="38" id="cw-rs-001"/></constraints></imageView>
        </subviews><constraints>
        <constraint firstItem="img-rs-001" firstAttribute="top" secondItem="root-rs-01" secondAttribute="top" constant="18" id="ct-rs-001"/>
        <constraint firstItem="img-rs-001" firstAttribute="leading" secondItem="root-rs-01" secondAttribute="leading" constant="20" id="cl-rs-001"/>
        </constraints></view></objects></document>
        """
    }

    static func isClean(_ text: String) throws -> Bool {
        DocumentLayout.layOut(try Fixture.read(text)).allSatisfy(DocumentCheckReporter.isClean)
    }

    /// Stored at (20, 20, 38, 35): its top 20 − 18 = 2 below its alignment rect's, its bottom 18 + 38 − 55 = 1
    /// above, both within `SymbolRules`' 6 points: a note, as for a symbol named by the `image=` attribute, and
    /// the document is clean.
    @Test func symbolInsetsAreANoteForAReferencedSymbol() throws {
        let text = Self.symbol(stored: "x=\"20\" y=\"20\" width=\"38\" height=\"35\"")
        #expect(try Self.isClean(text))
        let findings = DocumentLayout.layOut(try Fixture.read(text)).flatMap(DocumentCheckReporter.findings(for:))
        #expect(!findings.contains { $0.rule == .misplacement })
        #expect(
            findings.contains {
                $0.rule == .remark && $0.location.line == 4
                    && $0.message.contains("the stored frame's top is 2 and its bottom 1 inside the alignment rect")
            })
    }

    /// Stored at (20, 25, 38, 30): its top 25 − 18 = 7 below its alignment rect's (its bottom 56 − 55 = 1).
    /// At the default scale that is past the 6-point limit: misplaced. The large scale draws about 30 % larger,
    /// so its limit is 6 × 1.3 = 7.8: a note, and so is it when the view's configuration asks for the large
    /// scale. The small scale never lowers the limit below the default's.
    @Test func theLimitGrowsWithTheLargeScale() throws {
        let stored = "x=\"20\" y=\"25\" width=\"38\" height=\"30\""
        #expect(try !Self.isClean(Self.symbol(stored: stored)))
        #expect(try !Self.isClean(Self.symbol(stored: stored, scale: "small")))
        #expect(try Self.isClean(Self.symbol(stored: stored, scale: "large")))
        let configuration = "<preferredSymbolConfiguration key=\"preferredSymbolConfiguration\" scale=\"large\"/>"
        #expect(try Self.isClean(Self.symbol(stored: stored, configuration: configuration)))
    }

    /// Stored at (20, 27, 38, 28): its top 27 − 18 = 9 below (its bottom 56 − 55 = 1). A configuration in the
    /// Title 1 text style's font, 28 points, has metrics 28 / 17 of the default's: the limit is 6 × 28 / 17 =
    /// 9.88, a note; in the Body style's, 17 points, it stays 6: misplaced.
    @Test func theLimitFollowsAConfigurationsFont() throws {
        let stored = "x=\"20\" y=\"27\" width=\"38\" height=\"28\""
        func font(_ style: String) -> String {
            "<preferredSymbolConfiguration key=\"preferredSymbolConfiguration\" configurationType=\"font\">"
                + "<fontDescription key=\"fontDescription\" style=\"\(style)\"/></preferredSymbolConfiguration>"
        }
        #expect(try Self.isClean(Self.symbol(stored: stored, configuration: font("UICTFontTextStyleTitle1"))))
        #expect(try !Self.isClean(Self.symbol(stored: stored, configuration: font("UICTFontTextStyleBody"))))
    }
}
