import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// NSComboBox's alignment-rect insets by era (`ControlRules.appKit`); the fixture's comment works its stored frames
/// out by hand.
struct AppKitComboBoxTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-combo-box-xcode13.xib", "cmb-cb-01", Rect(x: 20, y: 57, width: 263, height: 25)),
        ("appkit-combo-box-xcode13.xib", "box-cb-01", Rect(x: 20, y: 43, width: 10, height: 10)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
