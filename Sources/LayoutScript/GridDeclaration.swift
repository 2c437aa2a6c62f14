import Layout

/// `grid NAME in PARENT [rowSpacing N] [columnSpacing N] [xPlacement P] [yPlacement P] [PROPERTY ...]`:
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

    /// Creates a grid declaration with the defaults.
    public init(name: Name, parent: Name) {
        self.name = name
        self.parent = parent
    }
}
