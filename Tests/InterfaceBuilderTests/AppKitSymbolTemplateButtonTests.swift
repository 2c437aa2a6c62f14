import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Square buttons showing only a freestanding system template, drawn as a symbol from macOS 11: their frames reach
/// past their alignment rects above and below (`ControlRules.appKit`'s `freestandingTemplateButton` rows); the
/// fixture's comment works its stored frames out by hand.
struct AppKitSymbolTemplateButtonTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-symbol-template-button-xcode13.xib", "btn-tb-01", Rect(x: 20, y: 62, width: 15, height: 21)),
        ("appkit-symbol-template-button-xcode13.xib", "btn-tb-02", Rect(x: 43, y: 64.5, width: 13, height: 18)),
        ("appkit-symbol-template-button-xcode13.xib", "box-tb-01", Rect(x: 20, y: 47, width: 10, height: 10)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
