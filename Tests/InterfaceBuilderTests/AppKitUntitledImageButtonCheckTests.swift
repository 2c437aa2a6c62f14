import Testing

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// A button with no title shows only its image, whatever its image position (`left`, `right`, `above`, …, not only
/// `only` and `overlaps`): when that image is an AppKit system template or an SF Symbol (`catalog="system"`), in a
/// document saved by Xcode 12 or later, it is stored above or below its laid-out alignment rect by the symbol's
/// padding, which the document does not store, as the image-only buttons of `AppKitSystemTemplateCheckTests` are.
struct AppKitUntitledImageButtonCheckTests {
    /// A 300 x 100 root (y grows up) holding a bevel button showing `image` at `position` with `title`, held 20 x 20
    /// with its leading 20 from the root's and its top 20 below the root's top: its alignment rect is x 20 to 40,
    /// y 60 to 80, laid out at (20, 60, 20, 20). It is stored at `stored`, in a document saved by `toolsVersion`.
    static func button(
        stored: String, toolsVersion: String = "22690", image: String = "NSQuickLookTemplate",
        catalog: String = "", position: String = "left", title: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
        <objects><customView id="root-ut-01"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/><subviews>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-ut-01"><rect key="frame" \(stored)/>
        <buttonCell key="cell" type="bevel" title="\(title)" bezelStyle="regularSquare" image="\(image)"\(catalog) imagePosition="\(position)" inset="2" id="cel-ut-01"><font key="font" metaFont="system"/></buttonCell>
        <constraints><constraint firstAttribute="width" constant="20" id="cw-ut-01"/><constraint firstAttribute="height" constant="20" id="ch-ut-01"/></constraints></button>
        </subviews><constraints>
        <constraint firstItem="btn-ut-01" firstAttribute="leading" secondItem="root-ut-01" secondAttribute="leading" constant="20" id="cl-ut-01"/>
        <constraint firstItem="btn-ut-01" firstAttribute="top" secondItem="root-ut-01" secondAttribute="top" constant="20" id="ct-ut-01"/>
        </constraints></customView></objects></document>
        """
    }

    static func scenes(_ text: String) throws -> [SceneLayout] {
        DocumentLayout.layOut(try Fixture.read(text))
    }

    static func isMisplacedFinding(_ text: String) throws -> Bool {
        try Self.scenes(text).flatMap(DocumentCheckReporter.findings(for:)).contains { $0.rule == .misplacement }
    }

    /// Stored (20, 58, 20, 24), as LivenBom/MD- (Xcode 15.4) stores its untitled left-positioned
    /// `NSQuickLookTemplate` button (20 high for a 16-point rect): 82 − 80 = 2 above the rect's top and 60 − 58 = 2
    /// below its bottom, centred, the sides equal: a note saying so, and the document is clean. The view figure still
    /// counts it as off by more than half a point.
    @Test func anUntitledTemplateButtonIsPadded() throws {
        let scenes = try Self.scenes(Self.button(stored: "x=\"20\" y=\"58\" width=\"20\" height=\"24\""))
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(try Fixture.view("btn-ut-01", in: scenes).isMisplaced)
        let findings = scenes.flatMap(DocumentCheckReporter.findings(for:))
        #expect(!findings.contains { $0.rule == .misplacement })
        #expect(
            findings.contains {
                $0.rule == .remark && $0.location.line == 4
                    && $0.message.contains("the stored frame's top is -2 and its bottom -2 inside the alignment rect")
            })
    }

    /// An SF Symbol (`wand.and.rays`, `catalog="system"`) stored (20, 56.5, 20, 27), as LivenBom/MD- stores its
    /// untitled square button (25 high for an 18-point rect): 83.5 − 80 = 3.5 past the top and 60 − 56.5 = 3.5 past
    /// the bottom, within `SymbolRules.systemTemplateVerticalInsetLimit` (3.5), centred: clean.
    @Test func anUntitledSymbolButtonIsPadded() throws {
        let text = Self.button(
            stored: "x=\"20\" y=\"56.5\" width=\"20\" height=\"27\"", image: "wand.and.rays",
            catalog: " catalog=\"system\"", position: "leading")
        #expect(try Self.scenes(text).allSatisfy(DocumentCheckReporter.isClean))
    }

    /// Soundness: the same 2-point padding with a title (`Preview`: the frame is the title's and the image's, which
    /// this rule does not explain), in a document of Xcode 11.4 (16096, before macOS 11 drew templates from symbols),
    /// and an image that is neither a template nor a symbol; 5 past the rect's bottom (stored (20, 55, 20, 30):
    /// 60 − 55 = 5, past 3.5 + 0.5); and moved 3 up at the same height (stored (20, 63, 20, 20): centre 73 against
    /// 70, past `SymbolRules.systemTemplateCentreOffsetLimit`): each a misplaced view, and `check` fails.
    @Test func otherwiseTheButtonIsMisplaced() throws {
        let padded = "x=\"20\" y=\"58\" width=\"20\" height=\"24\""
        let texts = [
            Self.button(stored: padded, title: "Preview"),
            Self.button(stored: padded, toolsVersion: "16096"),
            Self.button(stored: padded, image: "Preview"),
            Self.button(stored: "x=\"20\" y=\"55\" width=\"20\" height=\"30\""),
            Self.button(stored: "x=\"20\" y=\"63\" width=\"20\" height=\"20\""),
        ]
        for text in texts {
            #expect(!(try Self.scenes(text).allSatisfy(DocumentCheckReporter.isClean)))
            #expect(try Self.isMisplacedFinding(text))
        }
    }
}
