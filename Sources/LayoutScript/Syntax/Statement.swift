import TrellisLayout

/// One line of a script: what it says, where it is, and its text.
///
/// `text` is the statement as written with the comment removed and every run
/// of whitespace collapsed to one space. Unlabelled constraints are named by
/// it in diagnostics: `line \(location.line): \(text)` (see `diagnosticName`).
public struct Statement: Sendable, Equatable {
    /// What the statement says.
    public var kind: Kind
    /// Where its first character is.
    public var location: SourceLocation
    /// The statement as written, whitespace collapsed, comment removed.
    public var text: String

    /// Creates a statement.
    ///
    /// - Parameters:
    ///   - kind: What it says.
    ///   - location: Where it starts.
    ///   - text: Its text, whitespace collapsed.
    public init(_ kind: Kind, at location: SourceLocation, text: String) {
        self.kind = kind
        self.location = location
        self.text = text
    }

    /// `line N: TEXT`, the name of an unlabelled constraint in diagnostics and JSON.
    public var diagnosticName: String { "line \(location.line): \(text)" }

    /// Every form of statement of the script format.
    ///
    /// The declarations, expectations and stack and grid changes, larger than a
    /// constraint, are held indirectly, so that a script's array of statements
    /// (mostly constraints) takes half the memory: 208 bytes a statement, not 416.
    public enum Kind: Sendable, Equatable {
        /// `direction ltr|rtl`.
        case direction(LayoutDirection)
        /// `coordinates flipped|unflipped`.
        case coordinates(CoordinateSystem)
        /// `let NAME = NUMBER` (the number may itself be a metric).
        case metric(Name, ScriptNumber)
        /// `view NAME [in PARENT] [PROPERTY ...]`.
        indirect case view(ViewDeclaration)
        /// `guide NAME in PARENT`.
        case guide(Name, parent: Name)
        /// `guide NAME in VIEW safeArea`: the view's safe-area guide (`safeAreaLayoutGuide`), named NAME.
        case safeAreaGuide(Name, view: Name)
        /// `stack NAME in PARENT [OPTION ...] [PROPERTY ...]`.
        indirect case stack(StackDeclaration)
        /// `grid NAME in PARENT [rowSpacing N] [columnSpacing N] [xPlacement P] [yPlacement P] [PROPERTY ...]`.
        indirect case grid(GridDeclaration)
        /// `var NAME [, NAME ...]`.
        case variables([Name])
        /// `[LABEL:] EXPRESSION RELATION EXPRESSION [@PRIORITY]`.
        case constraint(ConstraintStatement)
        /// A Visual Format Language line (`H:…`, `V:…`, `|…`, `[…`).
        case visualFormat(VisualFormatStatement)
        /// `edit TARGET [@PRIORITY]`; the priority is `nil` when not written (meaning `high`).
        case edit(Reference, priority: ScriptNumber?)
        /// `suggest TARGET VALUE`.
        case suggest(Reference, value: ScriptNumber)
        /// `end edit TARGET`: the target is no longer an edit variable.
        case endEdit(Reference)
        /// `set VIEW PROPERTY ...` (including `set VIEW intrinsic W H`).
        case setProperties(view: Name, [ViewProperty])
        /// `set STACK spacing|spacingAfter|axis|distribution|alignment …`.
        indirect case setStack(stack: Name, StackChange)
        /// `set GRID rowSpacing|columnSpacing|xPlacement|yPlacement|row|column|cell …`.
        indirect case setGrid(grid: Name, GridChange)
        /// `set LABEL constant N`.
        case setConstant(label: Name, ScriptNumber)
        /// `set LABEL priority P`.
        case setPriority(label: Name, ScriptNumber)
        /// `set direction ltr|rtl`.
        case setDirection(LayoutDirection)
        /// `remove LABEL`, or `remove VIEW` / `remove GUIDE` (a label is looked up first).
        case remove(label: Name)
        /// `expect …`.
        indirect case expect(ScriptExpectation)
    }
}
