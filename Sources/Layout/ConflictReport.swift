import Solver

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
    /// The properties (with values) whose internal pins took part, if any.
    let pins: [String]

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

extension LayoutEngine {
    /// Runs a solver change; when required constraints conflict, breaks the
    /// constraint of the conflicting set activated last, records the conflict,
    /// and tries again (unless the broken one is `subject`, whose change is then moot).
    /// When the solver's numbers overflow, breaks `subject` and records it in
    /// `overflowedConstraints`.
    ///
    /// - Parameters:
    ///   - subject: The layout constraint the change is about, if any.
    ///   - change: The solver calls; it must leave the solver unchanged when it throws.
    /// - Complexity: At most one retry per constraint broken.
    func recovering(_ subject: LayoutConstraint?, _ change: () throws(SolverError) -> Void) {
        while true {
            do {
                try change()
                return
            } catch .unsatisfiableConstraint(_, let conflict) {
                var members: [LayoutConstraint] = []
                var pins: [String] = []
                for constraint in conflict {
                    if let owner = owners[ObjectIdentifier(constraint)] {
                        members.append(owner)
                    } else {
                        pins.append(parameterPinDescription(of: constraint) ?? "\(constraint)")
                    }
                }
                members.sort { $0.order < $1.order }
                guard let victim = members.last(where: { $0.kind != .marginsGuide && $0.kind != .editTie }) else {
                    preconditionFailure("a conflict among internal constraints only: \(conflict)")
                }
                if let solverConstraint = victim.solverConstraint {
                    if solver.contains(solverConstraint) {
                        do { try solver.remove(solverConstraint) } catch { preconditionFailure("\(error)") }
                    }
                    owners[ObjectIdentifier(solverConstraint)] = nil
                }
                victim.solverConstraint = nil
                victim.isBroken = true
                recordedConflicts.append(ConflictReport(constraints: members, broken: victim, pins: pins))
                didMutate()
                if victim === subject { return }
            } catch .numericalOverflow {
                // The numbers outgrew a Double; the solver undid the change. The
                // subject cannot hold: break it, as for a conflict, and go on.
                guard let subject else { return }
                if let solverConstraint = subject.solverConstraint { owners[ObjectIdentifier(solverConstraint)] = nil }
                subject.solverConstraint = nil
                subject.isBroken = true
                overflowedConstraints.append(subject)
                didMutate()
                return
            } catch {
                preconditionFailure("unexpected solver error: \(error)")
            }
        }
    }
}
