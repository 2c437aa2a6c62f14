/// A variable times a coefficient: one term of a linear expression.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The coefficient the variable is multiplied by.
    public var coefficient: Double

    /// Creates a term.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: The coefficient it is multiplied by; 1 by default.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}
