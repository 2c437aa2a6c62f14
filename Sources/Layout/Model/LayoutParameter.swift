import TrellisSolver

/// A number of an item that attributes or frames depend on but constraints
/// never move: an alignment inset, a layout margin, a baseline offset.
///
/// Each becomes a solver variable the first time an attribute needs it, held
/// by a required pin (`variable == value`), so that changing the number is an
/// in-place constant change (`Solver.setConstant`), never a rebuild of the
/// constraints that use it.
enum LayoutParameter: Hashable, Sendable, CaseIterable {
    case insetTop, insetLeft, insetBottom, insetRight
    case marginTop, marginLeft, marginBottom, marginRight
    /// The last baseline's distance above the alignment rect's bottom.
    case baselineFromBottom
    /// The first baseline's distance below the alignment rect's top.
    case firstBaselineFromTop

    /// The case's name, which names the parameter's variable (`v.insetLeft`).
    /// Spelled out: interpolating the case itself reflects on the enum, many
    /// times the cost of a literal (`Docs/Performance.md`, "Input families").
    var name: String {
        switch self {
        case .insetTop: "insetTop"
        case .insetLeft: "insetLeft"
        case .insetBottom: "insetBottom"
        case .insetRight: "insetRight"
        case .marginTop: "marginTop"
        case .marginLeft: "marginLeft"
        case .marginBottom: "marginBottom"
        case .marginRight: "marginRight"
        case .baselineFromBottom: "baselineFromBottom"
        case .firstBaselineFromTop: "firstBaselineFromTop"
        }
    }
}

/// The variable of one parameter and the required constraint that pins it.
struct ParameterPin {
    /// The parameter's variable.
    let variable: Variable
    /// The pin: `variable == value`, or for an unset first baseline
    /// `variable == height - lastBaseline offset`.
    var constraint: Constraint
}
