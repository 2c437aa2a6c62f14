/// A view's alignment geometry failing to round-trip: `alignmentRect(forFrame:)`
/// of `frame(forAlignmentRect:)` does not give back the alignment rect.
public struct AlignmentGeometryIssue: CustomStringConvertible {
    /// The view whose two functions are not inverses.
    public let view: View
    /// The alignment rect the layout gave, in the superview's coordinates.
    public let alignmentRect: Rect
    /// `frame(forAlignmentRect: alignmentRect)`.
    public let frame: Rect
    /// `alignmentRect(forFrame: frame)`, which should equal `alignmentRect`.
    public let roundTrip: Rect

    /// One sentence naming the view and the three rectangles.
    public var description: String {
        "\(view.name): alignmentRect(forFrame:) and frame(forAlignmentRect:) are not inverses: "
            + "alignment rect \(alignmentRect) → frame \(frame) → alignment rect \(roundTrip)"
    }
}
