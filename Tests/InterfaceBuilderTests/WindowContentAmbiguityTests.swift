import Testing

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// A window's content view that does not translate its autoresizing mask into constraints is flagged ambiguous by
/// Interface Builder (`AmbiguityRules.flagsWindowContent`): nothing the document holds places it in its window.
struct WindowContentAmbiguityTests {
    /// A window 200 x 100 whose content view holds a 100 x 40 custom view 20 from its leading edge and 20 below its
    /// top (frame (20, 40, 100, 40), y growing up: 100 − 20 − 40 = 40), stored there; `translates` is the content
    /// view's `translatesAutoresizingMaskIntoConstraints` attribute, or none.
    static func window(translates: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" useAutolayout="YES">
        <objects><window title="W" id="win-wc-01"><rect key="contentRect" x="100" y="100" width="200" height="100"/>
        <view key="contentView" \(translates) id="cnt-wc-01"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/><subviews>
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="box-wc-01"><rect key="frame" x="20" y="40" width="100" height="40"/>
        <constraints><constraint firstAttribute="width" constant="100" id="cw-wc-01"/><constraint firstAttribute="height" constant="40" id="ch-wc-01"/></constraints></customView>
        </subviews><constraints>
        <constraint firstItem="box-wc-01" firstAttribute="leading" secondItem="cnt-wc-01" secondAttribute="leading" constant="20" id="cl-wc-01"/>
        <constraint firstItem="box-wc-01" firstAttribute="top" secondItem="cnt-wc-01" secondAttribute="top" constant="20" id="ct-wc-01"/>
        </constraints></view></window></objects></document>
        """
    }

    static func findings(translates: String) throws -> [Finding] {
        DocumentLayout.layOut(try Fixture.read(window(translates: translates))).flatMap(
            DocumentCheckReporter.findings(for:))
    }

    /// `translatesAutoresizingMaskIntoConstraints="NO"`: the content view (line 4) has ambiguous layout, which fails
    /// the run; its subview is laid out at its stored frame.
    @Test func untranslatedContentViewIsAmbiguous() throws {
        let scenes = DocumentLayout.layOut(
            try Fixture.read(Self.window(translates: #"translatesAutoresizingMaskIntoConstraints="NO""#)))
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(try Fixture.view("cnt-wc-01", in: scenes).isAmbiguous)
        #expect(try !Fixture.view("box-wc-01", in: scenes).isMisplaced)
        let findings = try Self.findings(translates: #"translatesAutoresizingMaskIntoConstraints="NO""#)
        #expect(
            findings.contains {
                $0.rule == .ambiguity && $0.failsRun && $0.location.line == 4
                    && $0.message.contains("content view that does not translate its autoresizing mask")
            })
    }

    /// Without the attribute (the mask translated, as Interface Builder writes a content view by default) the
    /// document is clean.
    @Test func translatedContentViewIsClean() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.window(translates: "")))
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(try !Fixture.view("cnt-wc-01", in: scenes).isAmbiguous)
    }
}
