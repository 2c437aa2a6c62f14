extension LayoutReport {
    /// A constraint as diagnostics name it: its label, or `line N: TEXT`.
    public struct ConstraintReference: Sendable, Equatable {
        /// The label, `line N: TEXT` (see `Statement.diagnosticName`), or `VIEW.frame.x` and the like.
        public var name: String
        /// Where it is declared (a frame constraint: its view's declaration or `set`).
        public var location: SourceLocation

        /// Creates a constraint reference.
        ///
        /// - Parameters:
        ///   - name: The constraint's name.
        ///   - location: Where it is declared.
        public init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// Required constraints that could not all hold, and the one broken to recover.
    public struct Conflict: Sendable, Equatable {
        /// A minimal set of required constraints that cannot hold together, in declaration order.
        public var constraints: [ConstraintReference]
        /// The constraint broken: the member of the set declared last.
        public var broken: ConstraintReference

        /// Creates a conflict.
        ///
        /// - Parameters:
        ///   - constraints: The minimal set, in declaration order.
        ///   - broken: The constraint broken; `nil` means the last of `constraints`.
        public init(constraints: [ConstraintReference], broken: ConstraintReference? = nil) {
            precondition(!constraints.isEmpty || broken != nil, "a conflict needs at least one constraint")
            self.constraints = constraints
            self.broken = broken ?? constraints[constraints.count - 1]
        }
    }
}
