import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// AppKit controls' alignment-rect insets by family, control size and era (`ControlRules.appKit`); each fixture's
/// comment works its stored frames out by hand.
struct AppKitControlTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-small-check-radio.xib", "chk-cr-001", Rect(x: 19, y: 65, width: 101, height: 16)),
        ("appkit-small-check-radio.xib", "rad-cr-001", Rect(x: 19, y: 46, width: 101, height: 15)),
        ("appkit-pop-up-xcode10.xib", "pop-po-001", Rect(x: 18, y: 55, width: 105, height: 26)),
        ("appkit-pop-up-xcode10.xib", "box-po-001", Rect(x: 20, y: 40, width: 10, height: 10)),
        ("appkit-pop-up-xcode11_4.xib", "pop-pp-001", Rect(x: 18, y: 55, width: 105, height: 26)),
        ("appkit-pop-up-xcode11_4.xib", "box-pp-001", Rect(x: 20, y: 40, width: 10, height: 10)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        let (_, scenes) = try Fixture.layOut(name)
        let result = try Fixture.view(id, in: scenes)
        #expect(result.frame.isClose(to: expected, tolerance: 0.001), "\(name): \(result.frame) != \(expected)")
        #expect(!result.isAmbiguous)
        #expect(!result.isMisplaced)
        #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty })
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean), "\(name)")
    }
}
