import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// The cell margin rules (table and collection view cells) written against the iOS validation set (Docs/InterfaceBuilder.md, "iOS validation set");
/// each fixture's comment works its frames out by hand.
struct IOSCellMarginEraTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("cell-margins-xcode11-beta.xib", "bar-xb-001", Rect(x: 15, y: 11, width: 345, height: 22)),
        ("cell-margins-xcode11-beta-notched.xib", "bar-xn-001", Rect(x: 16, y: 11, width: 343, height: 22)),
        ("cell-margins-wide-xcode10.xib", "bar-wc-001", Rect(x: 20, y: 11, width: 560, height: 22)),
        ("cell-margins-wide-xcode10.xib", "bar-wc-002", Rect(x: 16, y: 11, width: 288, height: 22)),
        ("cell-margins-narrow-table.xib", "bar-nt-001", Rect(x: 16, y: 11, width: 268, height: 22)),
        ("collection-cell-free-standing.xib", "bar-fc-001", Rect(x: 16, y: 10, width: 343, height: 20)),
        ("collection-cell-free-standing.xib", "box-fc-001", Rect(x: 20, y: 54, width: 100, height: 20)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
