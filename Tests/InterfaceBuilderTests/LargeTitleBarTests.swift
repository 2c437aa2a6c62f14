import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Which scenes of a large-title navigation stack Interface Builder draws under the large title: an unset display
/// mode inherits the one below it, and a root whose first subview is a table view is drawn under a standard bar. The
/// expected frames are worked out by hand in the fixture's comment.
struct LargeTitleBarTests {
    static let cases: [(String, Rect)] = [
        // The root's table view: 59 + 44 = 103 (not 59 + 96 = 155).
        ("tbl-lt-001", Rect(x: 0, y: 103, width: 393, height: 100)),
        // Says never: 59 + 44 = 103.
        ("box-lt-002", Rect(x: 0, y: 103, width: 393, height: 10)),
        // Says nothing, pushed from the scene that says never: 103 (not 155).
        ("box-lt-003", Rect(x: 0, y: 103, width: 393, height: 10)),
    ]

    @Test(arguments: cases.indices)
    func largeTitleFollowsTheStack(index: Int) throws {
        let (id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame("navigation-large-title-modes.storyboard", id, expected)
    }
}
