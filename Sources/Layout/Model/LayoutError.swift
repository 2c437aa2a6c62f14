import TrellisSolver

/// What the layout layer refuses, each case carrying the offending object.
///
/// Every call that throws leaves the engine exactly as it was.
///
/// `Error` requires `Sendable`, and the cases carry the offending items,
/// which are not: read an error's payload in the isolation domain that
/// caught it (where its engine lives).
public enum LayoutError: Error, @unchecked Sendable, CustomStringConvertible {
    /// Two positions of different kinds in one constraint: leading/trailing
    /// with left/right, or a horizontal position with a vertical one.
    case incompatibleAttributes(LayoutTerm, LayoutTerm)
    /// A coefficient, constant or value that is infinite or NaN.
    case nonFiniteNumber(Double)
    /// A priority outside 1...1000.
    case invalidPriority(Priority)
    /// A visual format string that does not parse.
    case visualFormat(VisualFormatError)
    /// A visual format names a view that is not in the `views` dictionary (1-based column).
    case unknownView(String, column: Int)
    /// A visual format uses `|` but its views have no common superview.
    case noCommonSuperview(String)
    /// The target is already being edited.
    case duplicateEdit(EditTarget)
    /// The target is not being edited.
    case unknownEdit(EditTarget)
    /// An edit cannot be required.
    case requiredEdit(EditTarget)
    /// The edit, or the value suggested for it, makes the layout's numbers
    /// outgrow a `Double` (possible once coefficients or constants are extreme).
    case numericalOverflow(EditTarget)

    public var description: String {
        switch self {
        case .incompatibleAttributes(let a, let b):
            return "cannot relate \(a.description) to \(b.description): "
                + "positions relate only to positions of the same axis and kind (leading/trailing never to left/right)"
        case .nonFiniteNumber(let value): return "non-finite number: \(value)"
        case .invalidPriority(let priority): return "priority \(priority) is outside 1...1000"
        case .visualFormat(let error): return "visual format: \(error)"
        case .unknownView(let name, let column): return "visual format: column \(column): unknown view '\(name)'"
        case .noCommonSuperview(let format):
            return "visual format '\(format)': its views have no common superview for '|'"
        case .duplicateEdit(let target): return "already editing \(target)"
        case .unknownEdit(let target): return "not editing \(target)"
        case .requiredEdit(let target): return "an edit cannot be required: \(target)"
        case .numericalOverflow(let target):
            return "editing \(target) makes the numbers too large to solve (they overflow a Double)"
        }
    }

    /// The error of an edit the solver refused to begin.
    init(_ error: AddEditVariableError, editing target: EditTarget) {
        switch error {
        case .duplicateEditVariable: self = .duplicateEdit(target)
        case .requiredEditVariable: self = .requiredEdit(target)
        case .invalidPriority(let priority): self = .invalidPriority(priority)
        case .numericalOverflow: self = .numericalOverflow(target)
        }
    }

    /// The error of a suggestion the solver refused.
    init(_ error: SuggestValueError, editing target: EditTarget) {
        switch error {
        case .unknownEditVariable: self = .unknownEdit(target)
        case .nonFiniteValue(let value): self = .nonFiniteNumber(value)
        case .numericalOverflow: self = .numericalOverflow(target)
        }
    }
}

/// What an edit acts on: a free variable, or an attribute of an item.
public enum EditTarget: CustomStringConvertible {
    /// A free variable.
    case variable(Variable)
    /// An attribute of a view or guide (edited through an auxiliary variable tied to it).
    case attribute(LayoutItem, LayoutAttribute)

    public var description: String {
        switch self {
        case .variable(let variable): return variable.name
        case .attribute(let item, let attribute): return "\(item.name).\(attribute.rawValue)"
        }
    }
}
