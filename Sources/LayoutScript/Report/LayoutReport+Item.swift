import TrellisLayout

extension LayoutReport {
    /// A view or layout guide after layout.
    public struct Item: Sendable, Equatable {
        /// The view's or guide's name.
        public var name: String
        /// The parent view's name; `nil` for a root.
        public var parent: String?
        /// Whether this is a layout guide (`guide`) rather than a view.
        public var isGuide: Bool
        /// The frame, relative to the parent (see `LayoutReport` for the coordinate rules).
        public var frame: Rect
        /// The alignment rect, in the same coordinates as `frame`.
        public var alignmentRect: Rect
        /// The parts of the alignment rect that are not determined; empty when unambiguous.
        public var ambiguousComponents: [AmbiguityExplanation.Component]
        /// Why it is ambiguous, when the builder knows; used for the hint `check` prints.
        public var ambiguityCause: AmbiguityCause
        /// The first baseline's y in attribute space (y down), if the view has baselines.
        public var firstBaseline: Double?
        /// The last baseline's y in attribute space (y down), if the view has baselines.
        public var lastBaseline: Double?
        /// Where the view or guide is declared.
        public var location: SourceLocation
        /// For a stack view, its axis and its visible arranged views' names in order.
        public var stack: StackArrangement?
        /// For a grid view, its columns' and rows' rectangles in attribute space.
        public var gridTracks: GridTracks?
        /// The intrinsic content width and height, where the view has one.
        public var intrinsicWidth: Double?
        public var intrinsicHeight: Double?
        /// The rectangle inside the view's layout margins, in attribute space,
        /// when a constraint uses one of its margin attributes.
        public var marginRect: Rect?
        /// Each ambiguous component's optimal range, in the order of
        /// `ambiguousComponents`; a picture gives them (and `ghosts`) to its
        /// first 100 ambiguous items only.
        public var ambiguousRanges: [ValueRange] = []
        /// For an ambiguous item, its alignment rect at the ends of its optimal
        /// range, in attribute space: per open axis, every edge at its least
        /// value, then every edge at its greatest (ends that are unbounded left out).
        public var ghosts: [Rect] = []
        /// For an ambiguous view whose superview is ambiguous too: the components still open when its position is
        /// measured from its superview's (its size as it is); nil when not asked (`ScriptRunner.runWithAmbiguityRanges`
        /// asks for its first 100 such views).
        public var ambiguousInSuperview: [AmbiguityExplanation.Component]?

        /// Creates an item.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - parent: The parent's name, or `nil` for a root.
        ///   - isGuide: Whether it is a layout guide.
        ///   - frame: The frame, parent-relative.
        ///   - alignmentRect: The alignment rect, parent-relative; `nil` means equal to `frame`.
        ///   - ambiguousComponents: What is not determined (any order; stored as x, y, width, height).
        ///   - ambiguityCause: Why, if known.
        ///   - firstBaseline: The first baseline in attribute space, if any.
        ///   - lastBaseline: The last baseline in attribute space, if any.
        ///   - location: Where it is declared.
        public init(
            name: String, parent: String? = nil, isGuide: Bool = false, frame: Rect,
            alignmentRect: Rect? = nil, ambiguousComponents: [AmbiguityExplanation.Component] = [],
            ambiguityCause: AmbiguityCause = .unknown, firstBaseline: Double? = nil, lastBaseline: Double? = nil,
            location: SourceLocation
        ) {
            self.name = name
            self.parent = parent
            self.isGuide = isGuide
            self.frame = frame
            self.alignmentRect = alignmentRect ?? frame
            self.ambiguousComponents = AmbiguityExplanation.Component.allCases.filter(ambiguousComponents.contains)
            self.ambiguityCause = ambiguityCause
            self.firstBaseline = firstBaseline
            self.lastBaseline = lastBaseline
            self.location = location
        }

        /// A grid view's columns and rows, as pictures draw them (attribute space).
        public struct GridTracks: Sendable, Equatable {
            public var columns: [Rect]
            public var rows: [Rect]

            /// Creates the tracks.
            public init(columns: [Rect], rows: [Rect]) {
                self.columns = columns
                self.rows = rows
            }
        }

        /// A stack view's arrangement, as pictures draw it.
        public struct StackArrangement: Sendable, Equatable {
            /// The axis the views run along: horizontal (leading to trailing) or vertical (top to bottom).
            public var axis: LayoutAxis
            /// The visible arranged views' names, in order.
            public var arranged: [String]

            /// Creates an arrangement.
            public init(axis: LayoutAxis, arranged: [String]) {
                self.axis = axis
                self.arranged = arranged
            }
        }

        /// Whether some optimal layout gives it a different alignment rect than another.
        public var isAmbiguous: Bool { !ambiguousComponents.isEmpty }

        /// Whether the alignment rect differs from the frame (by more than the default tolerance).
        public var hasDistinctAlignmentRect: Bool {
            !alignmentRect.isClose(to: frame, tolerance: ScriptExpectation.defaultTolerance)
        }

        /// `view` or `guide`, as the script declares it.
        public var kindWord: String { isGuide ? "guide" : "view" }
    }
}
