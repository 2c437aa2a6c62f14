import Foundation
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// An NSStackView's edge insets yield across its axis to an arranged view's own required constraint to the stack
/// (`StackViewRules.insetBoundPriority`); the fixture's comment works its stored frames out by hand.
struct NSStackViewInsetsYieldTests {
    /// (view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, Rect)] = [
        ("stk-iy-01", Rect(x: 20, y: 102, width: 160, height: 78)),
        ("one-iy-01", Rect(x: 20, y: 38, width: 140, height: 30)),
        ("two-iy-01", Rect(x: 20, y: 10, width: 60, height: 20)),
        ("stk-iy-02", Rect(x: 220, y: 132, width: 160, height: 48)),
        ("one-iy-02", Rect(x: 0, y: 28, width: 160, height: 20)),
        ("two-iy-02", Rect(x: 20, y: 0, width: 60, height: 20)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame("appkit-stack-insets-yield.xib", id, expected)
    }

    /// Only a view that its own *required* constraint holds across the axis yields its inset bounds: the same first
    /// stack with the trailing constraint at 999 (and again at 500) keeps the first view within the right inset
    /// (required), so both constraints break by the inset. By hand: the view's left on the left inset, x 20; its
    /// right at most 160 - 20 = 140 from the stack's left, where the constraints would put it at 160: 140 - 20 = 120
    /// wide; y as before, 38: (20, 38, 120, 30). Were the inset bound at 999, it would tie with the 999 constraint
    /// and the one at 500 would take the view to the stack's edge (140 wide).
    @Test func anOptionalConstraintDoesNotReachIntoTheInsets() throws {
        let name = "appkit-stack-insets-yield.xib"
        let text = String(decoding: try Fixture.bytes(name), as: UTF8.self)
        let optional = text.replacingOccurrences(
            of: #"secondAttribute="trailing" id="c05-iy-01"/>"#,
            with: #"secondAttribute="trailing" priority="999" id="c05-iy-01"/>"#
                + #"<constraint firstAttribute="trailing" secondItem="one-iy-01" secondAttribute="trailing" "#
                + #"priority="500" id="c09-iy-01"/>"#)
        #expect(optional != text)
        let document = try Fixture.read(optional, file: name)
        let scenes = DocumentLayout.layOut(document)
        let view = try Fixture.view("one-iy-01", in: scenes)
        #expect(view.frame.isClose(to: Rect(x: 20, y: 38, width: 120, height: 30), tolerance: 0.001), "\(view.frame)")
        #expect(!view.isAmbiguous)
    }
}
