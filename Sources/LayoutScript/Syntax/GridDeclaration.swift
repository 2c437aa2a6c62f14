import TrellisLayout

/// `grid NAME in PARENT [cell ROW COLUMN …] [rowSpacing N] [columnSpacing N] [xPlacement P] [yPlacement P] [PROPERTY ...]`:
/// a grid view, NSGridView. Options left out keep NSGridView's spacing (6) and
/// placements `leading` and `top`.
public struct GridDeclaration: Sendable, Equatable {
    public var name: Name
    public var parent: Name
    public var rowSpacing: ScriptNumber?
    public var columnSpacing: ScriptNumber?
    public var xPlacement: GridView.XPlacement?
    public var yPlacement: GridView.YPlacement?
    public var properties: [ViewProperty] = []
    /// `cell ROW COLUMN [span ROWS COLUMNS]` after the parent, for a grid in a grid.
    public var cell: GridCellPosition?

    /// Creates a grid declaration with the defaults.
    public init(name: Name, parent: Name) {
        self.name = name
        self.parent = parent
    }
}

/// A change of a grid: `set GRID …`.
public enum GridChange: Sendable, Equatable {
    /// `set GRID rowSpacing N`.
    case rowSpacing(ScriptNumber)
    /// `set GRID columnSpacing N`.
    case columnSpacing(ScriptNumber)
    /// `set GRID xPlacement P`: the grid's x placement.
    case xPlacement(GridView.XPlacement)
    /// `set GRID yPlacement P`: the grid's y placement.
    case yPlacement(GridView.YPlacement)
    /// `set GRID row R yPlacement P|inherit`: a row's y placement (`inherit`: the grid's).
    case rowPlacement(row: ScriptNumber, GridView.YPlacement?)
    /// `set GRID column C xPlacement P|inherit`: a column's x placement (`inherit`: the grid's).
    case columnPlacement(column: ScriptNumber, GridView.XPlacement?)
    /// `set GRID row R hidden yes|no`.
    case rowHidden(row: ScriptNumber, Bool)
    /// `set GRID column C hidden yes|no`.
    case columnHidden(column: ScriptNumber, Bool)
    /// `set GRID cell VIEW xPlacement P|inherit`: a cell's own x placement (`inherit`: its column's).
    case cellXPlacement(view: Name, GridView.XPlacement?)
    /// `set GRID cell VIEW yPlacement P|inherit`: a cell's own y placement (`inherit`: its row's).
    case cellYPlacement(view: Name, GridView.YPlacement?)
    /// `set GRID row R padding TOP BOTTOM`: NSGridRow's `topPadding` and `bottomPadding`.
    case rowPadding(row: ScriptNumber, top: ScriptNumber, bottom: ScriptNumber)
    /// `set GRID column C padding LEADING TRAILING`: NSGridColumn's `leadingPadding` and `trailingPadding`.
    case columnPadding(column: ScriptNumber, leading: ScriptNumber, trailing: ScriptNumber)
    /// `set GRID row R height N|content`: a fixed height (NSGridRow's `height`); `content` (nil) sizes it for its content.
    case rowHeight(row: ScriptNumber, ScriptNumber?)
    /// `set GRID column C width N|content`: a fixed width (NSGridColumn's `width`); `content` (nil) sizes it for its content.
    case columnWidth(column: ScriptNumber, ScriptNumber?)

    /// The words that start a grid change after the grid's name.
    public static let keywords = ["rowSpacing", "columnSpacing", "xPlacement", "yPlacement", "row", "column", "cell"]
}
