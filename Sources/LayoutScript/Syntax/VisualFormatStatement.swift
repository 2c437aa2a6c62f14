import TrellisLayout

/// A Visual Format Language line, kept as text for the VFL parser, with its options parsed.
///
/// `format` is the format exactly as written, including an `H:` or `V:`
/// prefix when there is one (so it is an Apple format string), up to the
/// options or a comment, trailing blanks removed. A line that starts with `|`
/// or `[` is horizontal. Options follow the format after a blank:
/// `align ATTRIBUTE[, ATTRIBUTE ...]` (top, bottom, leading, trailing, left,
/// right, centerX, centerY, firstBaseline, lastBaseline) and, an addition to
/// the contract, `direction leadingToTrailing|leftToRight|rightToLeft`
/// (NSLayoutFormatOptions' direction).
public struct VisualFormatStatement: Sendable, Equatable {
    /// One `align` option, with where it is written.
    public struct Alignment: Sendable, Equatable {
        /// The attribute to align.
        public var attribute: LayoutAttribute
        /// Where it is written.
        public var location: SourceLocation

        /// Creates an alignment option.
        ///
        /// - Parameters:
        ///   - attribute: The attribute.
        ///   - location: Where it is written.
        public init(_ attribute: LayoutAttribute, at location: SourceLocation) {
            self.attribute = attribute
            self.location = location
        }
    }

    /// The attributes `align` accepts, in the contract's order.
    public static let alignmentAttributes: [LayoutAttribute] = [
        .top, .bottom, .leading, .trailing, .left, .right, .centerX, .centerY, .firstBaseline, .lastBaseline,
    ]

    /// The format text as written, e.g. `H:|-[a]-|`.
    public var format: String
    /// Where the format's first byte is; add a byte offset into `format` with `location(ofOffset:)`.
    public var formatLocation: SourceLocation
    /// Horizontal for `H:`, `|` and `[`; vertical for `V:`.
    public var orientation: LayoutAxis
    /// The `align` options in the order written.
    public var alignments: [Alignment]
    /// The `direction` option, if written.
    public var direction: VisualFormatDirection?
    /// `LABEL:` before the format: its constraints are then named `LABEL.1`,
    /// `LABEL.2`, … in the order the format writes them.
    public var label: Name?

    /// Creates a Visual Format line.
    ///
    /// - Parameters:
    ///   - format: The format text.
    ///   - formatLocation: Where it starts.
    ///   - orientation: Its orientation.
    ///   - alignments: The `align` options.
    ///   - direction: The `direction` option.
    public init(
        format: String, formatLocation: SourceLocation, orientation: LayoutAxis, alignments: [Alignment] = [],
        direction: VisualFormatDirection? = nil
    ) {
        self.format = format
        self.formatLocation = formatLocation
        self.orientation = orientation
        self.alignments = alignments
        self.direction = direction
    }

    /// The script location of a byte of `format`, for the VFL parser's errors.
    ///
    /// - Parameters:
    ///   - offset: A byte offset into `format` (its UTF-8 view).
    /// - Returns: The location of that byte in the script.
    public func location(ofOffset offset: Int) -> SourceLocation { formatLocation.advanced(by: offset) }
}
