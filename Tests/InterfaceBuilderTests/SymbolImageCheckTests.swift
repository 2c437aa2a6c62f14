import Testing

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// An SF Symbol image view's stored frame lies above or below its laid-out alignment rect by the symbol's
/// alignment insets, which the document does not store: within `SymbolRules`' limit that is a note, not a
/// misplaced view.
struct SymbolImageCheckTests {
    /// A 320 x 480 root (no device: 1-point pixels) holding a symbol image view held at 38 x 38, 20 from the
    /// leading edge and 18 from the top: its alignment rect is laid out at (20, 18, 38, 38). It is stored at
    /// `stored`; `configuration` goes inside the image view.
    static func symbol(stored: String, configuration: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-sy-01"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
        <imageView image="checkmark.square.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img-sy-001"><rect key="frame" \(stored)/>\(configuration)
        <constraints><constraint firstAttribute="height" constant="38" id="ch-sy-001"/><constraint firstAttribute="width" constant="38" id="cw-sy-001"/></constraints></imageView>
        </subviews><constraints>
        <constraint firstItem="img-sy-001" firstAttribute="top" secondItem="root-sy-01" secondAttribute="top" constant="18" id="ct-sy-001"/>
        <constraint firstItem="img-sy-001" firstAttribute="leading" secondItem="root-sy-01" secondAttribute="leading" constant="20" id="cl-sy-001"/>
        </constraints></view></objects></document>
        """
    }

    static func findings(_ text: String) throws -> [Finding] {
        DocumentLayout.layOut(try Fixture.read(text)).flatMap(DocumentCheckReporter.findings(for:))
    }

    /// Stored (20, 20, 38, 35): its top 20 − 18 = 2 below the alignment rect's, its bottom 18 + 38 − 55 = 1
    /// above; both within 6 points, the sides equal: a note, and the document is clean. The view figure still
    /// counts it as off by more than half a point.
    @Test func offsetWithinTheSymbolsInsetsIsANote() throws {
        let text = Self.symbol(stored: "x=\"20\" y=\"20\" width=\"38\" height=\"35\"")
        let scenes = DocumentLayout.layOut(try Fixture.read(text))
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(try Fixture.view("img-sy-001", in: scenes).isMisplaced)
        let findings = try Self.findings(text)
        #expect(!findings.contains { $0.rule == .misplacement })
        #expect(
            findings.contains {
                $0.rule == .remark && $0.location.line == 4
                    && $0.message.contains("the stored frame's top is 2 and its bottom 1 inside the alignment rect")
                    && $0.message.contains("up to 6 points")
            })
    }

    /// Stored 12 points lower (20, 30, 38, 35): its top is 30 − 18 = 12 below, past the 6-point limit: the view
    /// is misplaced, as it is when stored 2 points to the right (22, 20, 38, 35), since symbols have no side insets.
    @Test func offsetBeyondTheInsetsIsStillMisplaced() throws {
        for stored in ["x=\"20\" y=\"30\" width=\"38\" height=\"35\"", "x=\"22\" y=\"20\" width=\"38\" height=\"35\""] {
            let scenes = DocumentLayout.layOut(try Fixture.read(Self.symbol(stored: stored)))
            #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean), "\(stored)")
            #expect(try Self.findings(Self.symbol(stored: stored)).contains { $0.rule == .misplacement })
        }
    }

    /// A symbol configured at 34 points has twice the default's metrics: the limit is 6 × 34 / 17 = 12, so a top
    /// 10 below (stored (20, 28, 38, 25): bottom 56 − 53 = 3) is a note.
    @Test func theLimitGrowsWithTheConfiguredPointSize() throws {
        let configuration =
            "<preferredSymbolConfiguration key=\"preferredSymbolConfiguration\" configurationType=\"pointSize\" "
            + "pointSize=\"34\"/>"
        let text = Self.symbol(stored: "x=\"20\" y=\"28\" width=\"38\" height=\"25\"", configuration: configuration)
        #expect(DocumentLayout.layOut(try Fixture.read(text)).allSatisfy(DocumentCheckReporter.isClean))
        let plain = Self.symbol(stored: "x=\"20\" y=\"28\" width=\"38\" height=\"25\"")
        #expect(!DocumentLayout.layOut(try Fixture.read(plain)).allSatisfy(DocumentCheckReporter.isClean))
    }
}
