/// An unknown of a linear system: something the solver gives a value.
///
/// Variables have identity: two variables with the same name are different
/// unknowns. Read a variable's value from the solver that holds constraints on
/// it (`Solver.value(of:)`); a variable may take part in several solvers.
///
/// `Variable` is `Hashable` by identity, so `==` on two variables compares
/// identity and returns `Bool`. To build a constraint, use the dotted
/// relation operators instead (`x .== y + 10`), which never clash with that.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name shown in diagnostics and debug output.
    public let name: String

    /// Creates a variable.
    ///
    /// - Parameter name: The name shown in diagnostics and debug output.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { name.isEmpty ? "<variable>" : name }
}
