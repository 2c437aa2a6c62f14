import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A view controller's plain root view on a 393-point phone has 16-point side margins
/// (`MarginRules.plainRootSideMargin`; Docs/InterfaceBuilder.md, "Layout margins"); the fixture's comment works the
/// frame out by hand.
struct PlainRootSideMarginTests {
    @Test func aPlainRootOnThe393PointPhoneHas16PointSideMargins() throws {
        try Fixture.expectCleanHandWorkedFrame(
            "plain-root-margins-393.storyboard", "bar-pr-001", Rect(x: 16, y: 100, width: 361, height: 40))
    }

    @Test func aTableRootOnThe393PointPhoneKeeps20PointSideMargins() throws {
        try Fixture.expectCleanHandWorkedFrame(
            "table-root-margins-393.storyboard", "bar-tr-001", Rect(x: 20, y: 10, width: 353, height: 40))
    }

    @Test func tablesAndWiderPhonesKeepTheirMargins() {
        #expect(MarginRules.plainRootSideMargin(width: 393, isPad: false) == 16)
        #expect(MarginRules.plainRootSideMargin(width: 390, isPad: false) == 16)
        #expect(MarginRules.plainRootSideMargin(width: 414, isPad: false) == 20)
        #expect(MarginRules.plainRootSideMargin(width: 393, isPad: true) == 20)
        #expect(MarginRules.rootSideMargin(width: 393, isPad: false) == 20)
    }
}
