import TrellisSolver

/// A solver session read from bytes: the interpreter behind the `solver` fuzz
/// target (`Fuzz/Targets/SolverFuzz.swift` compiles this same file) and the
/// regression tests that replay what the fuzzer found.
///
/// The first byte picks the scale of the numbers: tame (small integers, where
/// the session is also checked against a from-scratch solve), wide (1e-6 to
/// 1e6) or hostile (1e300, 1e-300, infinities, NaN). Each following byte picks
/// an operation — add, re-add, remove, set a constant, set a priority, add,
/// suggest or remove an edit, exercise ambiguity, check — and the bytes after
/// it its operands. Invariants are checked after every operation
/// (`invariantViolations()`, reported rather than trapped), and every call that throws must leave
/// `debugDescription` exactly as it was and throw the error the call deserves.
///
/// `run` returns the problems found, one line each; empty means sound.
struct SolverProgram {
    enum Scale: UInt8 { case tame, wide, hostile }

    private var bytes: [UInt8]
    private var cursor = 0
    let scale: Scale
    let solver = Solver()
    let variables = (0..<6).map { Variable("x\($0)") }
    /// The constraints the solver holds, in the order they were added.
    private(set) var held: [Constraint] = []
    /// Each edit variable's priority and the value it holds.
    private(set) var edits: [(variable: Variable, priority: Priority, value: Double)] = []
    private(set) var problems: [String] = []
    private var step = 0
    /// Check against a from-scratch solve every `checkInterval` operations (and at the end).
    let checkInterval: Int
    let maximumOperations: Int
    /// Past this many held constraints, additions turn into removals.
    let maximumHeld: Int
    /// How many operations ran.
    var operations: Int { step }
    /// Whether one of the three additions adds two to four constraints as
    /// one list (`Solver.add(_:)` with an array); off for the fuzzer's
    /// corpus and the regressions, whose bytes mean what they meant.
    let addsInLists: Bool

    init(
        _ bytes: [UInt8], maximumOperations: Int = 256, checkInterval: Int = 16, maximumHeld: Int = .max,
        scales: [Scale] = [.tame, .wide, .hostile], addsInLists: Bool = false
    ) {
        self.addsInLists = addsInLists
        self.bytes = bytes
        self.scale = scales[Int(bytes.first ?? 0) % scales.count]
        self.cursor = bytes.isEmpty ? 0 : 1
        self.maximumOperations = maximumOperations
        self.checkInterval = checkInterval
        self.maximumHeld = maximumHeld
        // Rows with two markers or more gather them into a marker sum, so
        // that every operation meets sums; the from-scratch solver keeps the
        // default, so the comparison is also between the two.
        solver.markerSumThreshold = 2
    }

    /// Runs the program and returns its problems.
    /// When a run finds problems, it runs again with a trace of the
    /// successful calls, and returns the problems followed by the trace.
    static func run(
        _ bytes: [UInt8], scales: [Scale] = [.tame, .wide, .hostile], addsInLists: Bool = false
    ) -> [String] {
        var program = SolverProgram(bytes, scales: scales, addsInLists: addsInLists)
        program.run()
        guard !program.problems.isEmpty else { return [] }
        var traced = SolverProgram(bytes, scales: scales, addsInLists: addsInLists)
        traced.tracing = true
        traced.run()
        return program.problems + ["trace (scale \(program.scale)):"] + traced.trace
    }

    var tracing = false
    private(set) var trace: [String] = []

    private mutating func note(_ text: @autoclosure () -> String) {
        if tracing { trace.append("  \(step): " + text()) }
    }

    mutating func run() {
        while cursor < bytes.count && step < maximumOperations {
            perform(next())
            step += 1
            checkValuesAreFinite()
            checkRequiredConstraintsHold()
            let violations = solver.invariantViolations()
            if !violations.isEmpty { problem("invariants broken: " + violations.joined(separator: "; ")) }
            if step % checkInterval == 0 { compareWithFromScratch() }
            if !problems.isEmpty { return }
        }
        compareWithFromScratch()
    }

    // MARK: Reading operands

    private mutating func next() -> UInt8 {
        guard cursor < bytes.count else { return 0 }
        defer { cursor += 1 }
        return bytes[cursor]
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(next()) % choices.count]
    }

    private var coefficients: [Double] {
        switch scale {
        case .tame: return [1, -1, 2, -2, 0.5, 3, 1, -1]
        case .wide: return [1e-6, -1e-6, 1e6, -1e6, 1e-3, 1e3, 1, -1, 123_456.789, 1e-5]
        case .hostile:
            return [1e300, -1e300, 1e-300, 1e308, -1.7e308, 1e-9, 1, .infinity, .nan, 1e150, .leastNonzeroMagnitude]
        }
    }

    private var constants: [Double] {
        switch scale {
        case .tame: return (-10...10).map { Double($0 * 10) }
        case .wide: return [0, 1e-6, -1e-6, 1e6, -1e6, 3.5e5, 1, -1, 0.001, 999_999]
        case .hostile: return [0, 1e300, -1e300, 1e308, .greatestFiniteMagnitude, -.infinity, .nan, 1, 1e-300, 1e200]
        }
    }

    private var priorities: [Priority] {
        [.required, .required, 999, 750, 500, 500, 250, 1, 250.5, 0, 1001, Priority(.nan)]
    }

    private mutating func makeConstraint() -> Constraint {
        let termCount = 1 + Int(next()) % 3
        var terms: [Term] = []
        for _ in 0..<termCount {
            terms.append(Term(pick(variables), pick(coefficients)))
        }
        let relation = pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        var priority = pick(priorities)
        if scale == .tame && !priority.isValid { priority = 500 }
        return Constraint(Expression(terms, constant: pick(constants)), relation, priority: priority)
    }

    // MARK: Operations

    private mutating func perform(_ operation: UInt8) {
        let solver = self.solver
        var operation = operation % 13
        if held.count >= maximumHeld && [0, 1, 2, 11].contains(operation) { operation = 4 }
        switch operation {
        case 2 where addsInLists:
            addList((0..<2 + Int(next()) % 3).map { _ in makeConstraint() })
        case 0, 1, 2:
            add(makeConstraint())
        case 3:
            if let constraint = heldConstraint() {
                expectFailure("re-add", { () throws(AddConstraintError) in try solver.add(constraint) }) {
                    if case .duplicateConstraint(let c) = $0 { return c === constraint }
                    return false
                }
            }
        case 4:
            if let index = heldIndex() {
                let constraint = held[index]
                if overflowRefused(
                    "remove \(constraint)", { () throws(RemoveConstraintError) in try solver.remove(constraint) })
                {
                    held.remove(at: index)
                    note("remove #\(index) \(constraint)")
                }
            } else {
                let stranger = Constraint(Expression(variables[0]), .equal)
                expectFailure("remove unknown", { () throws(RemoveConstraintError) in try solver.remove(stranger) }) {
                    if case .unknownConstraint(let c) = $0 { return c === stranger }
                    return false
                }
            }
        case 5:
            setConstant()
        case 6:
            setPriority()
        case 7:
            addEdit()
        case 8:
            suggest()
        case 9:
            let variable = pick(variables)
            if let index = edits.firstIndex(where: { $0.variable === variable }) {
                if overflowRefused(
                    "removeEditVariable \(variable)",
                    { () throws(RemoveEditVariableError) in try solver.removeEditVariable(variable) })
                {
                    edits.remove(at: index)
                    note("removeEditVariable \(variable)")
                }
            } else {
                expectFailure(
                    "remove unknown edit",
                    { () throws(RemoveEditVariableError) in try solver.removeEditVariable(variable) }
                ) {
                    if case .unknownEditVariable(let v) = $0 { return v === variable }
                    return false
                }
            }
        case 10:
            if next() % 4 == 0 {
                note("resetExercises")
                solver.resetExercises()
            } else {
                let variable = pick(variables)
                note("exerciseAmbiguity \(variable)")
                solver.exerciseAmbiguity(of: variable)
            }
        case 11:
            // Duplicates and near-duplicates of a held constraint: redundancy.
            if let constraint = heldConstraint() {
                let factor = scale == .tame ? pick([1.0, 2, -1, 0.5]) : pick([1.0, 2, -1, 1e-3, 1e3])
                add(
                    Constraint(
                        held(constraint).scaled(by: factor), constraint.relation,
                        priority: solver.priority(of: constraint)!))
            }
        default:
            compareWithFromScratch()
        }
    }

    /// A held constraint's expression with the constant the solver holds it with.
    private func held(_ constraint: Constraint) -> Expression {
        var expression = constraint.expression
        expression.constant = solver.constant(of: constraint)!
        return expression
    }

    private mutating func heldIndex() -> Int? {
        held.isEmpty ? nil : Int(next()) % held.count
    }

    private mutating func heldConstraint() -> Constraint? {
        heldIndex().map { held[$0] }
    }

    private mutating func add(_ constraint: Constraint) {
        let before = solver.debugDescription
        do {
            try solver.add(constraint)
            let number = held.count
            note("add \(constraint) (#\(number))")
            held.append(constraint)
            if !constraint.priority.isValid || !constraint.expression.isFinite {
                problem("add accepted \(constraint)")
            }
        } catch {
            if !deserves(error, constraint) { problem("add \(constraint) threw \(error)") }
            unchanged(since: before, "add \(constraint) threw \(error)")
            if solver.contains(constraint) { problem("refused \(constraint) is held") }
        }
    }

    /// Adds `list` as one list: the members before the one that throws (if
    /// any) are held, it and those after it are not, and it throws what it
    /// would alone.
    private mutating func addList(_ list: [Constraint]) {
        var failure: AddConstraintError?
        do {
            try solver.add(list)
        } catch {
            failure = error
        }
        let failing = failure == nil ? list.count : list.firstIndex { !solver.contains($0) } ?? list.count
        for (index, constraint) in list.enumerated() {
            if index < failing {
                let number = held.count
                note("add \(constraint) (#\(number), in a list)")
                held.append(constraint)
                if !constraint.priority.isValid || !constraint.expression.isFinite {
                    problem("add accepted \(constraint)")
                }
            } else if solver.contains(constraint) {
                problem("\(constraint), at or after the refused member of a list, is held")
            }
        }
        // Judged once the members before it are held: a conflict may name them.
        if let failure, failing == list.count || !deserves(failure, list[failing]) {
            problem("add \(list) threw \(failure)")
        }
    }

    /// Whether adding `constraint` deserves `error`, given what is held.
    private func deserves(_ error: AddConstraintError, _ constraint: Constraint) -> Bool {
        switch error {
        case .invalidPriority: return !constraint.priority.isValid
        case .nonFiniteConstraint(let c): return c === constraint && !constraint.expression.isFinite
        case .numericalOverflow: return scale != .tame
        case .unsatisfiableConstraint(let c, let conflict):
            return c === constraint && constraint.priority.isRequired && conflict.contains { $0 === constraint }
                && conflict.allSatisfy { member in member === constraint || held.contains { $0 === member } }
        case .duplicateConstraint: return false
        }
    }

    private mutating func setConstant() {
        guard let constraint = heldConstraint() else { return }
        let value = pick(constants)
        let before = solver.debugDescription
        let old = solver.constant(of: constraint)
        do {
            try solver.setConstant(value, for: constraint)
            note("setConstant \(value) for \(constraint)")
            let now = solver.constant(of: constraint)
            if now != value { problem("setConstant(\(value)) left \(now.map { "\($0)" } ?? "nothing")") }
        } catch {
            let expected: Bool
            switch error {
            case .nonFiniteValue: expected = !value.isFinite
            case .numericalOverflow: expected = scale != .tame
            case .unsatisfiableConstraint(let c, let conflict):
                expected = c === constraint && constraint.priority.isRequired && conflict.contains { $0 === constraint }
            case .unknownConstraint: expected = false
            }
            if !expected { problem("setConstant(\(value)) for \(constraint) threw \(error)") }
            unchanged(since: before, "setConstant(\(value)) for \(constraint) threw \(error)")
            if solver.constant(of: constraint) != old { problem("failed setConstant changed the constant") }
        }
    }

    private mutating func setPriority() {
        guard let constraint = heldConstraint() else { return }
        let priority = pick(priorities)
        let before = solver.debugDescription
        let old = solver.priority(of: constraint) ?? constraint.priority
        do {
            try solver.setPriority(priority, for: constraint)
            note("setPriority \(priority) for \(constraint)")
            if !priority.isValid || (old.isRequired != priority.isRequired) {
                problem("setPriority(\(priority)) accepted for \(constraint)")
            }
        } catch {
            let expected: Bool
            switch error {
            case .invalidPriority: expected = !priority.isValid
            case .requiredPriorityChange: expected = priority.isValid && old.isRequired != priority.isRequired
            case .numericalOverflow: expected = scale != .tame
            case .unknownConstraint: expected = false
            }
            if !expected { problem("setPriority(\(priority)) for \(constraint) threw \(error)") }
            unchanged(since: before, "setPriority(\(priority)) threw \(error)")
            if solver.priority(of: constraint) != old { problem("failed setPriority changed the priority") }
        }
    }

    private mutating func addEdit() {
        let variable = pick(variables)
        let priority = pick(priorities)
        let isEdited = edits.contains { $0.variable === variable }
        let current = solver.value(of: variable)
        let before = solver.debugDescription
        do {
            try solver.addEditVariable(variable, priority: priority)
            note("addEditVariable \(variable) @\(priority) at \(current)")
            edits.append((variable, priority, current))
            if isEdited || !priority.isValid || priority.isRequired { problem("addEditVariable accepted \(priority)") }
        } catch {
            let expected: Bool
            switch error {
            case .duplicateEditVariable: expected = isEdited
            case .invalidPriority: expected = !isEdited && !priority.isValid
            case .requiredEditVariable: expected = !isEdited && priority.isRequired
            case .numericalOverflow: expected = scale != .tame
            }
            if !expected { problem("addEditVariable(\(variable), \(priority)) threw \(error)") }
            unchanged(since: before, "addEditVariable threw \(error)")
        }
    }

    private mutating func suggest() {
        let variable = pick(variables)
        let value = pick(constants)
        let index = edits.firstIndex { $0.variable === variable }
        let before = solver.debugDescription
        do {
            try solver.suggestValue(value, for: variable)
            note("suggestValue \(value) for \(variable)")
            if let index { edits[index].value = value } else { problem("suggestValue to a non-edit variable") }
        } catch {
            let expected: Bool
            switch error {
            case .unknownEditVariable: expected = index == nil
            case .nonFiniteValue: expected = !value.isFinite
            case .numericalOverflow: expected = scale != .tame
            }
            if !expected { problem("suggestValue(\(value), \(variable)) threw \(error)") }
            unchanged(since: before, "suggestValue threw \(error)")
        }
    }

    // MARK: Checks

    /// Runs a call that can only fail by overflowing (and only at the wide
    /// and hostile scales, leaving the solver as it was); returns whether it
    /// succeeded.
    private mutating func overflowRefused<Failure: Error>(
        _ what: String, _ body: () throws(Failure) -> Void
    ) -> Bool where Failure: SolverErrorConvertible {
        let before = solver.debugDescription
        do {
            try body()
            return true
        } catch {
            if case .numericalOverflow = error.solverError, scale != .tame {
                unchanged(since: before, "\(what) threw \(error)")
            } else {
                problem("\(what) threw \(error)")
            }
            return false
        }
    }

    private mutating func expectFailure<Failure: Error>(
        _ what: String, _ body: () throws(Failure) -> Void, matching: (Failure) -> Bool
    ) {
        let before = solver.debugDescription
        do {
            try body()
            problem("\(what) did not throw")
        } catch {
            if !matching(error) { problem("\(what) threw \(error)") }
            unchanged(since: before, "\(what) threw \(error)")
        }
    }

    private mutating func unchanged(since before: String, _ what: String) {
        let after = solver.debugDescription
        if after != before { problem("\(what) and changed the solver:\n--- before\n\(before)\n--- after\n\(after)") }
    }

    private mutating func checkValuesAreFinite() {
        for (variable, value) in zip(variables, solver.values(of: variables)) where !value.isFinite {
            problem("\(variable) = \(value)")
        }
    }

    /// Every value the solver reports satisfies every required constraint it
    /// holds (a refused one is not held), ambiguous variables included: an
    /// incremental update that leaves a value stale shows here at the step
    /// that caused it. Tame scale only: at the wide scale (1e-6 and 1e6 in
    /// one constraint) a residual is rounding in the constraint's own units,
    /// which an absolute test cannot judge; the invariants are checked there.
    private mutating func checkRequiredConstraintsHold() {
        guard scale == .tame else { return }
        let values = Dictionary(
            uniqueKeysWithValues: zip(variables.map(ObjectIdentifier.init), solver.values(of: variables)))
        for constraint in held where constraint.priority.isRequired {
            let expression = held(constraint)
            var total = expression.constant, size = abs(expression.constant)
            for term in expression.terms {
                let product = term.coefficient * values[ObjectIdentifier(term.variable)]!
                total += product
                size += abs(product)
            }
            let tolerance = 1e-7 * max(1, size)
            let holds: Bool
            switch constraint.relation {
            case .equal: holds = abs(total) <= tolerance
            case .lessThanOrEqual: holds = total <= tolerance
            case .greaterThanOrEqual: holds = total >= -tolerance
            }
            if !holds { problem("\(constraint) is broken by the reported values (residual \(total))") }
        }
    }

    /// Solves the surviving constraints and edits from scratch, and compares
    /// ambiguity flags, values where determined, and value ranges (tame scale
    /// only: at other scales rounding legitimately differs between orders).
    mutating func compareWithFromScratch() {
        guard scale == .tame else { return }
        let fresh = Solver()
        for constraint in held {
            do {
                try fresh.add(
                    Constraint(held(constraint), constraint.relation, priority: solver.priority(of: constraint)!))
            } catch {
                problem("from scratch, \(constraint) threw \(error)")
                return
            }
        }
        for edit in edits {
            do {
                try fresh.addEditVariable(edit.variable, priority: edit.priority)
                try fresh.suggestValue(edit.value, for: edit.variable)
            } catch {
                problem("from scratch, edit \(edit.variable) threw \(error)")
                return
            }
        }
        let ambiguity = solver.ambiguity(of: variables)
        let freshAmbiguity = fresh.ambiguity(of: variables)
        for (index, variable) in variables.enumerated() {
            if ambiguity[index] != solver.isAmbiguous(variable) {
                problem("\(variable): ambiguity(of:) says \(ambiguity[index]), isAmbiguous the opposite")
            }
            if ambiguity[index] != freshAmbiguity[index] {
                problem("\(variable): ambiguous \(ambiguity[index]), from scratch \(freshAmbiguity[index])")
                continue
            }
            let range = solver.valueRange(of: variable), freshRange = fresh.valueRange(of: variable)
            if !Self.close(range.lowerBound, freshRange.lowerBound)
                || !Self.close(range.upperBound, freshRange.upperBound)
            {
                problem("\(variable): range \(range), from scratch \(freshRange)")
            }
            if !ambiguity[index] && !Self.close(solver.value(of: variable), fresh.value(of: variable)) {
                problem("\(variable) = \(solver.value(of: variable)), from scratch \(fresh.value(of: variable))")
            }
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool {
        if a.isInfinite || b.isInfinite { return a == b }
        return abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
    }

    private mutating func problem(_ text: String) {
        problems.append("step \(step): \(text)")
    }
}
