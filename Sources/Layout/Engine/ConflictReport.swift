import TrellisSolver

/// One conflict among required constraints, and how the engine recovered.
///
/// `constraints` is a minimal set that cannot hold together: without any one
/// of them the rest can. The engine broke `broken`, the one of the set
/// activated last, and went on without it. `description` reads like UIKit's
/// console message.
public struct ConflictReport: CustomStringConvertible {
    /// The minimal conflicting set, in activation order (alignment-inset,
    /// margin and baseline values that took part are named only in `description`,
    /// by their property: `a.layoutMargins.left = 8`).
    public let constraints: [LayoutConstraint]
    /// The constraint the engine broke to recover.
    public let broken: LayoutConstraint
    /// The engine's own constraints that took part, described: parameter pins
    /// with their values (`a.layoutMargins.left = 8`) and size bounds (`a.width >= 0`).
    public let pins: [String]

    /// "Unable to simultaneously satisfy constraints. … Will attempt to recover by breaking constraint …",
    /// each constraint followed by where it was made in Swift, when known.
    public var description: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "(",
        ]
        lines += constraints.map { "    \"<\($0)>\"" + Self.locationSuffix(of: $0) + "," }
        lines += pins.map { "    \"<\($0)>\"," }
        lines += [")", "", "Will attempt to recover by breaking constraint"]
        lines.append("<\(broken)>" + Self.locationSuffix(of: broken))
        return lines.joined(separator: "\n")
    }

    /// ` (File.swift:12)`, or nothing when the constraint has no source location.
    static func locationSuffix(of constraint: LayoutConstraint) -> String {
        constraint.sourceLocation.map { " (\($0))" } ?? ""
    }
}
