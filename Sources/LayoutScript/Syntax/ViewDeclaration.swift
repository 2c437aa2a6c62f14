import TrellisLayout

/// `view NAME [in PARENT] [PROPERTY ...]`: a view, its parent and its content properties.
public struct ViewDeclaration: Sendable, Equatable {
    /// The view's name.
    public var name: Name
    /// The parent's name; `nil` for a root.
    public var parent: Name?
    /// The properties in the order written (each at most once).
    public var properties: [ViewProperty]
    /// `cell ROW COLUMN [span ROWS COLUMNS]`, for a view in a grid.
    public var cell: GridCellPosition?

    /// Creates a view declaration.
    ///
    /// - Parameters:
    ///   - name: The view's name.
    ///   - parent: The parent's name, or `nil` for a root.
    ///   - properties: Its properties in source order.
    ///   - cell: Its grid cell, for a view in a grid.
    public init(name: Name, parent: Name?, properties: [ViewProperty], cell: GridCellPosition? = nil) {
        self.name = name
        self.parent = parent
        self.properties = properties
        self.cell = cell
    }
}

/// `cell ROW COLUMN [span ROWS COLUMNS]`: where a view sits in a grid (zero-based; spans from 1).
public struct GridCellPosition: Sendable, Equatable {
    public var row: ScriptNumber
    public var column: ScriptNumber
    public var rowSpan: ScriptNumber?
    public var columnSpan: ScriptNumber?
    /// Where `cell` is written.
    public var location: SourceLocation
    /// `xPlacement P` after the cell: the cell's own x placement (else its column's, then the grid's).
    public var xPlacement: GridView.XPlacement?
    /// `yPlacement P` after the cell: the cell's own y placement (else its row's, then the grid's).
    public var yPlacement: GridView.YPlacement?

    public init(
        row: ScriptNumber, column: ScriptNumber, rowSpan: ScriptNumber? = nil, columnSpan: ScriptNumber? = nil,
        location: SourceLocation
    ) {
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.location = location
    }
}

/// A view property of `view` or `set`, with its numbers unresolved.
///
/// Priorities (`hug`, `resist`) may also be written as `required`, `high`,
/// `low` or `fitting`; they are stored as the literal they stand for.
public enum ViewProperty: Sendable, Equatable {
    /// `frame X Y W H`: pin the frame by required constraints.
    case frame(x: ScriptNumber, y: ScriptNumber, width: ScriptNumber, height: ScriptNumber)
    /// `intrinsic W H`: intrinsic content size; `nil` where `none` was written.
    case intrinsic(width: ScriptNumber?, height: ScriptNumber?)
    /// `hug H V`: content-hugging priorities.
    case hugging(horizontal: ScriptNumber, vertical: ScriptNumber)
    /// `resist H V`: compression-resistance priorities.
    case compressionResistance(horizontal: ScriptNumber, vertical: ScriptNumber)
    /// `insets T L B R`: alignment-rect insets.
    case alignmentInsets(top: ScriptNumber, left: ScriptNumber, bottom: ScriptNumber, right: ScriptNumber)
    /// `baseline D`: the last baseline's offset from the alignment rect's bottom; `nil` for `baseline none`.
    case baseline(ScriptNumber?)
    /// `firstBaseline D`: the first baseline's offset from the alignment rect's top; `nil` for `firstBaseline none`.
    case firstBaseline(ScriptNumber?)
    /// `margins T L B R`: layout margins.
    case margins(top: ScriptNumber, left: ScriptNumber, bottom: ScriptNumber, right: ScriptNumber)
    /// `hidden yes|no`: `isHidden` (an arranged view of a stack collapses).
    case hidden(Bool)
    /// `wraps …`: height-for-width content; `nil` for `wraps none`.
    case wraps(WrappingContent?)
    /// `safeArea T L B R`: the safe-area insets (`safeAreaInsets`), which a
    /// `guide NAME in VIEW safeArea` guide lies inside the view by.
    case safeArea(top: ScriptNumber, left: ScriptNumber, bottom: ScriptNumber, right: ScriptNumber)

    /// The keyword that introduces each property, in the contract's order.
    public static let keywords = [
        "frame", "intrinsic", "hug", "resist", "insets", "baseline", "firstBaseline", "margins", "hidden", "wraps",
        "safeArea",
    ]

    /// The property's keyword (`frame`, `hug`, …).
    public var keyword: String {
        switch self {
        case .frame: return "frame"
        case .intrinsic: return "intrinsic"
        case .hugging: return "hug"
        case .compressionResistance: return "resist"
        case .alignmentInsets: return "insets"
        case .baseline: return "baseline"
        case .firstBaseline: return "firstBaseline"
        case .margins: return "margins"
        case .hidden: return "hidden"
        case .wraps: return "wraps"
        case .safeArea: return "safeArea"
        }
    }
}
