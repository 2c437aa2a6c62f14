/// Options for a visual format line: the direction of an `H:` line and the
/// attributes to align every view on, like Auto Layout's `NSLayoutConstraint.FormatOptions`.
///
/// Combine them as a set: `[.alignAllTop, .alignAllBottom, .leftToRight]`.
/// At most one direction may be given; with none, an `H:` line runs
/// `leadingToTrailing`. Directions do not affect `V:` lines.
///
/// Each alignment option adds, for every pair of neighbouring views,
/// `later.attribute == earlier.attribute`. It must lie across the line: an
/// `H:` line may align tops, bottoms, centerY and baselines; a `V:` line may
/// align leading, trailing, left, right and centerX.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    /// Creates options from their raw bits.
    ///
    /// - Parameter rawValue: The bits of the options.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Align the top edges of all views in the line.
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 0)
    /// Align the bottom edges.
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 1)
    /// Align the leading edges.
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 2)
    /// Align the trailing edges.
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 3)
    /// Align the left edges.
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 4)
    /// Align the right edges.
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 5)
    /// Align the horizontal centres.
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    /// Align the vertical centres.
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    /// Align the first baselines.
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 8)
    /// Align the last baselines.
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 9)

    /// An `H:` line runs from leading to trailing, with `leading`/`trailing`
    /// attributes (the default; this is the empty set).
    public static let leadingToTrailing: VisualFormatOptions = []
    /// An `H:` line runs from left to right, with `left`/`right` attributes.
    public static let leftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// An `H:` line runs from right to left, with `left`/`right` attributes.
    public static let rightToLeft = VisualFormatOptions(rawValue: 1 << 17)

    /// Each alignment option with its attribute, in the order their constraints are made.
    static let alignments: [(option: VisualFormatOptions, attribute: LayoutAttribute)] = [
        (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllLeft, .left), (.alignAllRight, .right),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllFirstBaseline, .firstBaseline), (.alignAllLastBaseline, .lastBaseline),
    ]

    /// The alignment option for an attribute, such as `.alignAllTop` for `.top`.
    ///
    /// Lets a caller that reads `align top` by name build options.
    ///
    /// - Parameter attribute: The attribute to align all views on.
    /// - Returns: The option, or nil when the attribute has none (a size or a margin).
    public static func alignAll(_ attribute: LayoutAttribute) -> VisualFormatOptions? {
        alignments.first { $0.attribute == attribute }?.option
    }

    /// The attributes of the alignment options in this set, in a fixed order.
    public var alignmentAttributes: [LayoutAttribute] {
        Self.alignments.filter { contains($0.option) }.map(\.attribute)
    }
}
