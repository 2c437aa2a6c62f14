import Testing

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// `check` on documents speaks Xcode's categories (`xcode-categories.xib` works the numbers out).
struct DocumentCheckReporterTests {
    static func findings(_ scenes: [SceneLayout]) -> [Finding] {
        scenes.flatMap(DocumentCheckReporter.findings(for:)).filter { $0.rule != .remark }
    }

    @Test func equalPrioritiesAndInequalitiesAreContentPriorityAmbiguities() throws {
        let (_, scenes) = try Fixture.layOut("xcode-categories.xib")
        let findings = Self.findings(scenes)
        let byView = Dictionary(grouping: findings) { $0.location.line }
        // Lines 14 and 17: the two views in the tie; 20: the height bounded only by <=, held at 0 by nothing but
        // the bound Auto Layout does not have, which Interface Builder flags on iOS (`AmbiguityRules`); 27: the view
        // with no y.
        #expect(byView[14]?.map(\.rule) == [.contentPriorityAmbiguity])
        #expect(byView[17]?.map(\.rule) == [.contentPriorityAmbiguity])
        #expect(byView[20]?.map(\.rule) == [.ambiguity])
        #expect(byView[27]?.map(\.rule) == [.ambiguity])
        #expect(findings.filter(\.failsRun).map(\.location.line) == [20, 27])
        #expect(byView[14]?.first?.message.contains("ties with view two-xk-001") == true)
        // 280 - 8 - 2 * 60 = 152 spare points: either width from 60 to 60 + 152 = 212.
        #expect(byView[14]?.first?.message.contains("its width from 60 to 212") == true)
        #expect(byView[20]?.first?.message.contains("its height is not determined") == true)
        #expect(findings.allSatisfy { $0.severity == .warning })
        let lte = try Fixture.view("lte-xk-001", in: scenes)
        #expect(lte.isAmbiguous && lte.priorityAmbiguity == nil)
        #expect(try Fixture.view("fre-xk-001", in: scenes).isAmbiguous)
    }

    /// The same two views with no intrinsic width (0): the 280 - 8 = 272 points go to either, so each width lies
    /// from 0 to 272. The one that loses the tie is held at no width by nothing but the bound at 0, which Auto
    /// Layout does not have: an ambiguous layout (NetNewsWire's settings cells, where a label stored 0 high ties
    /// with another at equal vertical hugging, are flagged so by Xcode), and the run fails.
    @Test func aTieDownToNoSizeIsAnAmbiguousLayout() throws {
        let text = String(decoding: try Fixture.bytes("xcode-categories.xib"), as: UTF8.self)
            .replacingOccurrences(of: "placeholderIntrinsicWidth=\"60\"", with: "placeholderIntrinsicWidth=\"0\"")
        let scenes = DocumentLayout.layOut(try Fixture.read(text))
        #expect(try Fixture.view("one-xk-001", in: scenes).isAmbiguous)
        #expect(try Fixture.view("two-xk-001", in: scenes).isAmbiguous)
        #expect(try Fixture.view("lte-xk-001", in: scenes).isAmbiguous)
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    @Test func onlyContentPriorityAmbiguitiesLeaveTheDocumentClean() throws {
        var text = String(decoding: try Fixture.bytes("xcode-categories.xib"), as: UTF8.self)
        // The box held at a height of 100 instead of at most 100: determined.
        text = text.replacingOccurrences(
            of: "relation=\"lessThanOrEqual\" constant=\"100\"", with: "constant=\"100\"")
        text = text.replacingOccurrences(
            of: "<constraint firstItem=\"fre-xk-001\" firstAttribute=\"leading\"",
            with: "<constraint firstItem=\"fre-xk-001\" firstAttribute=\"top\" secondItem=\"root-xk-01\" "
                + "secondAttribute=\"top\" constant=\"300\" id=\"ct4-xk-001\"/>"
                + "<constraint firstItem=\"fre-xk-001\" firstAttribute=\"leading\"")
        let scenes = DocumentLayout.layOut(try Fixture.read(text))
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(Self.findings(scenes).count == 2)
        let json = DocumentJSONReporter.render(file: "test.xib", scenes: scenes)
        #expect(json.contains("\"contentPriorityAmbiguous\": [\"one-xk-001\", \"two-xk-001\"]"))
    }

    /// A misplaced label's size rests on its text in a font the document does not store: the finding says so.
    @Test func misplacedTextSaysItsSizeRestsOnTheFont() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects><view id="root-xm-01"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-xm-001"><rect key="frame" x="0.0" y="0.0" width="40" height="21"/></label>
            </subviews><constraints>
            <constraint firstItem="lab-xm-001" firstAttribute="leading" secondItem="root-xm-01" secondAttribute="leading" constant="20" id="c1-xm-001"/>
            <constraint firstItem="lab-xm-001" firstAttribute="top" secondItem="root-xm-01" secondAttribute="top" constant="20" id="c2-xm-001"/>
            </constraints></view></objects></document>
            """
        let scenes = DocumentLayout.layOut(try Fixture.read(text))
        let lines = scenes.flatMap(DocumentCheckReporter.lines(for:))
        #expect(
            lines == [
                "test.xib:4:1: warning: label lab-xm-001: frame will be different at run time: stored (0, 0, 40, 21), "
                    + "laid out (20, 20, 40, 21) (its size rests on its text in a font, which the document does not "
                    + "store: the stored size stands in)"
            ])
    }
}
