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
        /// The engine's own constraints in the set, described (`label.width >= 0`,
        /// `a.layoutMargins.left = 8`): no statement declares them, so they are not among `constraints`.
        public var implicit: [String] = []
        /// How far the layout is from holding the broken constraint, in points (nil when not measured): the
        /// constraints that hold leave it off by this much.
        public var brokenBy: Double? = nil

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

        /// A constraint reference in the set, and how many of its members it names.
        public struct Member: Sendable, Equatable {
            public var reference: ConstraintReference
            public var count: Int
        }

        /// The set as the reports list it: each reference once, with how many
        /// members it names, in declaration order. The constraints of one
        /// visual-format line share its name and location, and a long line
        /// that cannot fit puts them all in the set: listed one by one, a
        /// report would repeat the whole line once per view on it.
        public var members: [Member] {
            var members: [Member] = []
            for constraint in constraints {
                // A statement's constraints are declared together, so equal
                // references are neighbours (the location compares first: names
                // can be long).
                if let last = members.last?.reference, last.location == constraint.location,
                    last.name == constraint.name
                {
                    members[members.count - 1].count += 1
                } else {
                    members.append(Member(reference: constraint, count: 1))
                }
            }
            return members
        }

        /// The members other than the broken constraint, each once.
        public var others: [ConstraintReference] {
            members.map(\.reference).filter { $0 != broken }
        }
    }
}
