/// A Cassowary constraint solver with exact hierarchical priorities.
///
/// Add constraints with priorities from 1 to 1000; the solver keeps a solution
/// in which every required (1000) constraint holds and the optional ones are
/// satisfied level by level: priority 999 as well as it can, then 998 given
/// that, and so on, with the sum of absolute errors minimised within a level.
/// Every change — adding or removing a constraint, changing a constant or a
/// priority, suggesting an edit value — re-solves incrementally from the current
/// tableau (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001), and every call that throws leaves the
/// solver exactly as it was.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), y = Variable("y")
/// try solver.add(x + y .== 10)
/// try solver.add(x .== 0 ~ 500)
/// try solver.add(y .== 0 ~ 500)
/// solver.isAmbiguous(x)   // true: any split of 10 is optimal
/// ```
///
/// The same calls in the same order give the same values, pivots and
/// diagnostics in every run. A solver is not thread-safe: use it (and the
/// constraints it holds) from one isolation domain at a time.
public final class Solver: CustomDebugStringConvertible {
    /// Everything the solver knows. Exclusive access to it is not checked at
    /// run time (the check costs time on every call): it only catches overlapping
    /// accesses within one thread, and no call on a solver runs code that
    /// could reach the same solver; across threads, one isolation domain
    /// uses a solver at a time (`Docs/Solver.md`, "Data structures").
    @exclusivity(unchecked) var core = SolverCore()

    /// When set, every mutating call checks the tableau's invariants afterwards
    /// and stops the program if one fails (for tests).
    package var checksInvariants: Bool {
        get { core.checksInvariants }
        set { core.checksInvariants = newValue }
    }

    /// The most pivots one optimisation may make, when set: a seam for tests
    /// of the safety limit (nil for the default, far above any solve's needs).
    package var pivotLimit: Int? {
        get { core.tableau.limits.pivotLimit }
        set { core.tableau.setPivotLimit(newValue) }
    }

    /// How many pivots one optimisation makes by the faster pivot rules
    /// before Bland's lowest-id rules, when set: a seam for tests that run
    /// Bland's rules alone (0) and compare (nil for the default).
    package var blandPivots: Int? {
        get { core.tableau.limits.blandPivots }
        set { core.tableau.setBlandPivots(newValue) }
    }

    /// How many recorded infeasible rows make the dual simplex queue them
    /// rather than scan them, when set: a seam for tests that queue them
    /// always (0) and compare (nil for the default).
    package var queuedInfeasibleRows: Int? {
        get { core.tableau.limits.queuedInfeasibleRows }
        set { core.tableau.setQueuedInfeasibleRows(newValue) }
    }

    /// How many dummy cells a new row needs for them to be gathered into one
    /// marker sum: a seam for tests, which lower it so that every path meets
    /// sums (`SolverCore+MarkerSums.swift`).
    package var markerSumThreshold: Int {
        get { core.markerSumThreshold }
        set { core.markerSumThreshold = newValue }
    }

    /// How many times a simplex loop stopped at a safety limit with work
    /// left; the invariant check fails while it is not zero.
    package var safetyLimitHits: Int { core.tableau.limits.hits }

    /// Creates an empty solver, with room for 128 symbols (about 50
    /// constraints) before its arrays grow — from a few elements they were
    /// reallocated and copied at every doubling. It holds about 22 KB empty.
    public init() {
        core.reserveCapacity(symbols: 128)
    }

    // MARK: Constraints

    /// Adds a constraint, with the constant and priority it was created with.
    ///
    /// - Parameter constraint: The constraint; not already in this solver.
    /// - Throws: `AddConstraintError.duplicateConstraint`, `.invalidPriority`,
    ///   `.nonFiniteConstraint`, `.numericalOverflow`, or
    ///   `.unsatisfiableConstraint` with a minimal set of required constraints
    ///   (this one among them) that cannot hold together.
    /// - Complexity: One substitution into the rows that hold the new row's
    ///   subject, then as many pivots as re-optimising needs.
    public func add(_ constraint: Constraint) throws(AddConstraintError) {
        let expression = constraint.expression
        let extreme = expression.hasExtremeNumber
        try mutate(bringing: extreme, on: constraint) {
            (core: inout SolverCore) throws(AddConstraintError) in
            guard core.records.position(of: ObjectIdentifier(constraint)) == nil else {
                throw .duplicateConstraint(constraint)
            }
            let priority = constraint.priority
            guard priority.isValid else { throw .invalidPriority(priority) }
            guard expression.isFinite else { throw .nonFiniteConstraint(constraint) }
            // Extreme numbers are re-optimised inside the overflow guard:
            // from here, the rest of a list is added one at a time, from the
            // optimum (a refusal must not leave it pending).
            if extreme {
                core.defersOptimization = false
                core.settleOptimization()
            }
            do throws(AdditionFailure) {
                try core.add(constraint, priority: priority, constant: expression.constant)
            } catch {
                throw AddConstraintError(error)
            }
        }
    }

    /// Adds several constraints in order, stopping at the first that throws
    /// (the ones before it stay added).
    ///
    /// Faster than adding them one at a time: each row goes in feasible, and
    /// re-optimising waits for the end of the list (or for a row that needs
    /// the optimum to go in: one without a subject of its own). Variables the
    /// constraints determine take the same values either way; an ambiguous
    /// one may take a different value among those the constraints allow.
    /// A member that cannot be added throws what it would alone (where
    /// several minimal sets conflict, the one named may be another).
    ///
    /// - Complexity: That of the additions' substitutions, plus one
    ///   re-optimisation, and one before each row without a subject and
    ///   whenever the pending one has gathered more than 128 entering
    ///   candidates.
    public func add(_ constraints: [Constraint]) throws(AddConstraintError) {
        try deferringOptimization { () throws(AddConstraintError) in
            for constraint in constraints { try add(constraint) }
        }
    }

    /// Runs `body`, whose additions (`add(_:)`) leave re-optimising to the
    /// end of it, as the additions of one list do. `body` may add constraints
    /// and remove them (a removal re-optimises), and nothing else: a value
    /// read, an edit or a change of constant inside it would meet a tableau
    /// that is feasible but not optimal.
    package func deferringOptimization<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        let outer = core.defersOptimization
        core.defersOptimization = true
        defer {
            core.defersOptimization = outer
            if !outer {
                core.settleOptimization()
                core.wakeDormantConstraints()
                core.checkInvariantsIfAsked()
            }
        }
        try body()
    }

    /// Removes a constraint.
    ///
    /// - Throws: `RemoveConstraintError.unknownConstraint`; `.numericalOverflow`
    ///   only when the solver holds extreme numbers (see `Solver+Overflow.swift`).
    public func remove(_ constraint: Constraint) throws(RemoveConstraintError) {
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        try mutate(on: constraint) { (core: inout SolverCore) throws(RemoveConstraintError) in
            try core.remove(constraint)
            core.compactIfWorthwhile()
        }
    }

    /// Whether the solver holds the constraint.
    public func contains(_ constraint: Constraint) -> Bool {
        core.records[ObjectIdentifier(constraint)] != nil
    }

    /// The constant this solver holds the constraint with: the one it was
    /// created with until `setConstant(_:for:)` changes it; nil when the
    /// solver does not hold it.
    public func constant(of constraint: Constraint) -> Double? {
        core.records[ObjectIdentifier(constraint)]?.constant
    }

    /// The priority this solver holds the constraint at: the one it was
    /// created with until `setPriority(_:for:)` changes it; nil when the
    /// solver does not hold it.
    public func priority(of constraint: Constraint) -> Priority? {
        core.records[ObjectIdentifier(constraint)]?.priority
    }

    /// Changes the constant term of a held constraint's expression in place
    /// (`expression RELATION 0`; for `x .== y + 10` the constant is -10), like
    /// setting `NSLayoutConstraint.constant`. Only this solver's constant
    /// changes: the `Constraint` keeps the one it was created with, and
    /// other solvers that hold it keep theirs.
    ///
    /// - Throws: `ChangeConstantError.unknownConstraint`, `.nonFiniteValue`,
    ///   `.unsatisfiableConstraint` when a required constraint can no longer
    ///   hold, or `.numericalOverflow`.
    /// - Complexity: Shifts the constants of the rows that hold the constraint's
    ///   marker, then dual simplex pivots until feasible.
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(ChangeConstantError) {
        try mutate(bringing: Tolerance.isExtreme(constant), on: constraint) {
            (core: inout SolverCore) throws(ChangeConstantError) in
            try core.setConstant(constant, for: constraint)
        }
    }

    /// Changes a held constraint's priority between optional priorities, in
    /// this solver only (as `setConstant(_:for:)`).
    ///
    /// - Throws: `ChangePriorityError.unknownConstraint`, `.invalidPriority`,
    ///   `.requiredPriorityChange` (a priority cannot change to or from
    ///   required), or `.numericalOverflow`.
    public func setPriority(_ priority: Priority, for constraint: Constraint) throws(ChangePriorityError) {
        guard priority.isValid else { throw .invalidPriority(priority) }
        try mutate(on: constraint) { (core: inout SolverCore) throws(ChangePriorityError) in
            try core.setPriority(priority, for: constraint)
        }
    }

    // MARK: Edit variables

    /// Makes a variable an edit variable: one whose value you suggest.
    ///
    /// The edit starts at the variable's current value, so adding it moves nothing.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - priority: How strongly suggestions hold; optional, `.high` by default.
    /// - Throws: `AddEditVariableError.duplicateEditVariable`, `.invalidPriority`,
    ///   `.requiredEditVariable`, `.numericalOverflow`.
    public func addEditVariable(_ variable: Variable, priority: Priority = .high) throws(AddEditVariableError) {
        try mutate { (core: inout SolverCore) throws(AddEditVariableError) in
            try core.addEditVariable(variable, priority: priority)
        }
    }

    /// Stops editing a variable; its suggestion no longer counts.
    ///
    /// - Throws: `RemoveEditVariableError.unknownEditVariable`, `.numericalOverflow`.
    public func removeEditVariable(_ variable: Variable) throws(RemoveEditVariableError) {
        try mutate { (core: inout SolverCore) throws(RemoveEditVariableError) in
            try core.removeEditVariable(variable)
            core.compactIfWorthwhile()
        }
    }

    /// Whether a variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solution follows with the
    /// fewest, lowest-priority violations.
    ///
    /// - Throws: `SuggestValueError.unknownEditVariable`, `.nonFiniteValue`,
    ///   `.numericalOverflow`.
    /// - Complexity: Dual simplex from the current tableau.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SuggestValueError) {
        try mutate(bringing: Tolerance.isExtreme(value), on: self.core.edits[ObjectIdentifier(variable)]?.constraint) {
            (core: inout SolverCore) throws(SuggestValueError) in
            try core.suggestValue(value, for: variable)
        }
    }

    // MARK: Values

    /// The variable's value in the current solution (0 for a variable the
    /// solver has never seen).
    public func value(of variable: Variable) -> Double {
        core.value(of: variable)
    }

    /// The values of many variables, in order (the same as one call each).
    public func values(of variables: [Variable]) -> [Double] {
        variables.map { core.value(of: $0) }
    }

    /// How many pivots the solver has made in all (for determinism checks).
    public var pivotCount: Int { core.tableau.pivotCount }

    /// Removes every constraint and edit variable.
    public func reset() {
        let checks = core.checksInvariants
        // Handles made before tell the new table from the old by its version.
        let rolesVersion = core.variableRoles.version
        let limits = core.tableau.limits
        core = SolverCore()
        core.checksInvariants = checks
        core.variableRoles.version = rolesVersion &+ 1
        core.tableau.carryLimits(limits)
    }
}
