import TrellisLayout

/// `stack NAME in PARENT [cell ROW COLUMN …] [horizontal|vertical] [distribution D] [alignment A] [spacing N]
/// [baselineRelative] [marginsRelative] [alignmentPriority P] [PROPERTY ...]`: a stack view, UIStackView /
/// NSStackView.
///
/// Options left out keep UIKit's defaults (horizontal, fill, fill, spacing 0).
public struct StackDeclaration: Sendable, Equatable {
    /// The stack's name.
    public var name: Name
    /// The parent view's name (a stack always has one).
    public var parent: Name
    /// The axis, when written.
    public var axis: LayoutAxis?
    /// The distribution, when written.
    public var distribution: StackView.Distribution?
    /// The alignment, when written.
    public var alignment: StackView.Alignment?
    /// The spacing, when written.
    public var spacing: StackSpacing?
    /// `baselineRelative`: UIStackView's `isBaselineRelativeArrangement`.
    public var isBaselineRelative = false
    /// `marginsRelative`: UIStackView's `isLayoutMarginsRelativeArrangement`.
    public var isMarginsRelative = false
    /// `alignmentPriority P`: the priority of the alignment across the axis (`StackView.alignmentPriority`), when
    /// written.
    public var alignmentPriority: ScriptNumber?
    /// The view properties written after the options.
    public var properties: [ViewProperty] = []
    /// `cell ROW COLUMN [span ROWS COLUMNS]` after the parent, for a stack in a grid.
    public var cell: GridCellPosition?

    /// Creates a stack declaration with UIKit's defaults.
    ///
    /// - Parameters:
    ///   - name: The stack's name.
    ///   - parent: The parent view's name.
    public init(name: Name, parent: Name) {
        self.name = name
        self.parent = parent
    }
}

/// A stack's spacing as written: a number (or metric), or `system` (8, the standard spacing).
public enum StackSpacing: Sendable, Equatable {
    /// A number or metric.
    case number(ScriptNumber)
    /// `system`: `UIStackView.spacingUseSystem`.
    case system
}

/// A change of a stack's arrangement: `set STACK spacing|spacingAfter|axis|distribution|alignment …`.
public enum StackChange: Sendable, Equatable {
    /// `set STACK spacing N`.
    case spacing(StackSpacing)
    /// `set STACK spacingAfter VIEW N`: UIStackView's `setCustomSpacing(_:after:)`.
    case spacingAfter(view: Name, StackSpacing)
    /// `set STACK axis horizontal|vertical`.
    case axis(LayoutAxis)
    /// `set STACK distribution D`.
    case distribution(StackView.Distribution)
    /// `set STACK alignment A`.
    case alignment(StackView.Alignment)
    /// `set STACK marginsRelative yes|no`: `isLayoutMarginsRelativeArrangement`.
    case marginsRelative(Bool)
    /// `set STACK baselineRelative yes|no`: `isBaselineRelativeArrangement`.
    case baselineRelative(Bool)
    /// `set STACK insert VIEW at N`: UIStackView's `insertArrangedSubview(_:at:)`.
    case insert(view: Name, at: ScriptNumber)
    /// `set STACK removeArranged VIEW`: UIStackView's `removeArrangedSubview(_:)` (the view stays a subview).
    case removeArranged(view: Name)

    /// The words that start a stack change after the stack's name.
    public static let keywords = [
        "spacing", "spacingAfter", "axis", "distribution", "alignment", "marginsRelative", "baselineRelative",
        "insert", "removeArranged",
    ]
}
