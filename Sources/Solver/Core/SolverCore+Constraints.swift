/// Adding and removing constraints (Badros, Borning & Stuckey 2001, §4.1–4.3).
extension SolverCore {
    /// Adds a constraint at `priority` (which may be the internal exercise
    /// level), with `constant` for its expression's constant.
    ///
    /// - Throws: `.unsatisfiableConstraint` with a minimal conflicting set, or
    ///   `.numericalOverflow`; the state is unchanged after a throw.
    mutating func add(_ constraint: Constraint, priority: Priority, constant: Double) throws(AdditionFailure) {
        if priority.isRequired {
            if let (variable, isLower, value) = Self.bound(of: constraint, constant: constant) {
                return try addBound(
                    constraint, variable: variable, isLower: isLower, value: value, priority: priority,
                    constant: constant)
            }
        } else if constraint.relation != .equal && constraint.expression.terms.count == 1 {
            return try addSoftBound(constraint, priority: priority, constant: constant)
        }
        try addToTableau(constraint, priority: priority, constant: constant)
    }

    /// How many entering candidates a list's pending optimisation may
    /// gather before it is settled (`Solver.add(_:)` with an array). Each
    /// pivot of the settling prices every candidate, so N additions whose
    /// optimisations all wait — the length rules of a `fillProportionally`
    /// stack, each at odds with its view's hugging — made N pivots over
    /// O(N) candidates each.
    static var pendingCandidateLimit: Int { 128 }

    /// Adds a constraint as a definition or a tableau row (a bound's group aside):
    /// a definition when it has a fresh variable, which Cassowary would make
    /// its row's subject (`SolverCore+Definitions.swift`).
    ///
    /// An edit (`definesFreshVariable` false) stays a row: every suggestion
    /// changes its constant, which shifts a row in place, where a definition
    /// would be recomputed with everything defined over it (a slower 1-point
    /// resize: Docs/Performance.md, "How it is fast").
    ///
    /// A required addition while inequalities are dormant keeps its
    /// transaction open through its re-optimisation and the wakes of the
    /// dormant inequalities it leaves without room, so that a failed wake
    /// undoes the whole call (`SolverCore+DormantInequalities.swift`). With
    /// `joinsTransaction` (such a wake), the row goes into the caller's open
    /// transaction, and a failure leaves the rollback to the caller and
    /// throws its certificate unminimised; `checksDormant` false leaves the
    /// wakes to the caller.
    mutating func addToTableau(
        _ constraint: Constraint, priority: Priority, constant: Double, definesFreshVariable: Bool = true,
        mayBeImplied: Bool = true, joinsTransaction: Bool = false, checksDormant: Bool = true
    ) throws(AdditionFailure) {
        // A bound (one term) stays a row: its group keeps its active bounds
        // in the tableau (`SolverCore+Bounds.swift`). A variable that a
        // dormant inequality mentions gets its value through the tableau,
        // where the change is noted.
        if definesFreshVariable && (constraint.relation == .equal || constraint.expression.terms.count > 1),
            let (defined, terms) = definitionCandidate(for: constraint),
            dormantInequalities.isEmpty || !dormantInequalities.mentions(ObjectIdentifier(terms[defined].variable))
        {
            // Dividing by a small pivot can overflow (1e-7 · v == 1e305): refuse it
            // before anything changes, as the tableau path does.
            let pivot = terms[defined].coefficient
            guard (constant / pivot).isFinite,
                terms.allSatisfy({ ($0.coefficient / pivot).isFinite })
            else { throw .numericalOverflow(constraint) }
            // The defined value can overflow where the coefficients do not (a
            // chain of `1e49 *` products): refuse it, and guard every later call
            // once a value is extreme (its inputs may move it past a Double).
            let value = prospectiveValue(defining: defined, terms: terms, constant: constant)
            guard value.isFinite else { throw .numericalOverflow(constraint) }
            if Tolerance.isExtreme(value) { holdsExtremeNumbers = true }
            addDefinition(constraint, defining: defined, terms: terms, priority: priority, constant: constant)
            return
        }
        if !priority.isRequired { pivotDefinition(beforeAdding: constraint, constant: constant) }
        let symbolCount = tableau.symbolIDCount
        // Reused between calls (cleared, capacity kept): most additions bring a
        // new variable, and this list is only needed until the call ends.
        var newVariables: [Variable] = []
        swap(&newVariables, &scratch.newVariables)
        defer {
            newVariables.clear()
            swap(&newVariables, &scratch.newVariables)
        }
        let guarded = checksDormant && !joinsTransaction && priority.isRequired && !dormantInequalities.isEmpty
        let commits = !guarded && !joinsTransaction
        if !joinsTransaction { tableau.beginTransaction() }
        var (row, record, implied) = makeRow(
            for: constraint, priority: priority, constant: constant, newVariables: &newVariables,
            checksImplication: mayBeImplied && !joinsTransaction)
        if let implied {
            // No symbol was made and no row changed.
            if !joinsTransaction { tableau.commit() }
            if record.placement == .dormantInequality {
                holdDormant(record)
            } else {
                holdImplied(record, dependingOn: implied)
            }
            return
        }
        var certificate: [Constraint]?
        var subject = self.subject(of: row, record: record, firstNew: symbolCount)
        if !subject.isValid && row.constant == 0 { subject = degenerateSubject(of: row) }
        if !subject.isValid && tableau.optimizationPending {
            // Both ways in for a row without a subject need the objective at
            // its optimum (the dual simplex keeps it there; phase one's
            // repair relies on it): reach it — inside the transaction, so a
            // failure undoes it too — and write the row over the symbols
            // left parametric.
            settleOptimization()
            substituteBasicSymbols(in: &row)
            subject = self.subject(of: row, record: record, firstNew: symbolCount)
            if !subject.isValid && row.constant == 0 { subject = degenerateSubject(of: row) }
        }
        // A row with a subject is checked once solved (`magnitudeIfFinite`
        // below, which a row that is not finite fails as well).
        if !subject.isValid && !row.isFinite {
            abandon(to: symbolCount, newVariables: newVariables, joinsTransaction: joinsTransaction)
            throw .numericalOverflow(constraint)
        }
        if !subject.isValid && row.symbols.allSatisfy({ tableau.kind(of: $0) == .dummy }) {
            if Tolerance.isZero(row.constant) {
                // Redundant: the constant is rounding, and a basic dummy must
                // stay zero (a pivot through its row would scale the rounding
                // up: 3.6e-11 over a copy's 2, times another's 2000).
                row.constant = 0
                subject = record.marker
            } else {
                certificate = constraints(certifiedBy: row)
            }
        }
        // The largest magnitude of the row that goes in: solved for its
        // subject (one pass for it and the finiteness check), or as it is.
        // Each branch hands the row over with `consume`: a copy left here
        // would share its cells with the tableau's, and the first pivot
        // through it would copy them.
        var magnitude = 0.0
        if certificate == nil {
            if subject.isValid {
                row.solve(for: subject)
                guard let largest = row.magnitudeIfFinite else {
                    abandon(to: symbolCount, newVariables: newVariables, joinsTransaction: joinsTransaction)
                    throw .numericalOverflow(constraint)
                }
                magnitude = largest
                // Nothing can fail from here on unless the numbers are large,
                // so the substitution need not be journaled (journaling a row
                // keeps its old cells, so changing it would copy them).
                if largest < Tolerance.largeMagnitude && commits { tableau.commit() }
                gatherMarkers(of: &row, keeping: record.marker)
                tableau.makeBasic(subject, with: consume row, replacing: .invalid)
            } else {
                magnitude = row.magnitude
                gatherMarkers(of: &row, keeping: record.marker)
                // A required inequality's own slack is new and costs nothing,
                // so solving for it keeps every cost as it was.
                let restricted =
                    tableau.kind(of: record.marker) == .slack
                    ? record.marker : tableau.subjectKeepingOptimality(of: row)
                if restricted.isValid {
                    certificate = addWithInfeasibleSubject(consume row, subject: restricted)
                } else {
                    certificate = addWithArtificialVariable(consume row, marker: record.marker)
                }
            }
        }
        if var certificate {
            abandon(to: symbolCount, newVariables: newVariables, joinsTransaction: joinsTransaction)
            certificate.append(constraint)
            if joinsTransaction { throw .unsatisfiableConstraint(constraint, conflict: certificate) }
            let conflict = minimalConflict(certificate, keeping: constraint, at: constant)
            throw .unsatisfiableConstraint(constraint, conflict: conflict)
        }
        if magnitude < Tolerance.largeMagnitude {
            // Nothing can fail from here on but a dormant inequality's wake:
            // re-optimising is not journaled unless one may.
            if commits { tableau.commit() }
            // Rows that rounding left below zero are repaired now: the next
            // transaction starts by forgetting them.
            if defersOptimization && !holdsExtremeNumbers && tableau.infeasibleRows.isEmpty
                && tableau.enteringCandidates.count <= Self.pendingCandidateLimit
            {
                tableau.deferOptimization()
            } else {
                tableau.optimize()
            }
        } else {
            // Numbers this large can overflow while re-optimising: keep the
            // journal, and undo everything if any row stopped being finite.
            tableau.optimize()
            guard tableau.transactionIsFinite() else {
                abandon(to: symbolCount, newVariables: newVariables, joinsTransaction: joinsTransaction)
                throw .numericalOverflow(constraint)
            }
            if commits { tableau.commit() }
        }
        // New: `Solver.add` refuses a constraint the solver holds. Consumed:
        // with the guarded wakes after it, the record was copied in and the
        // local destroyed at the end (a retain and release through the
        // runtime's value witnesses on every addition).
        records.insertNew(consume record, forKey: ObjectIdentifier(constraint))
        nextOrder += 1
        if guarded {
            try finishGuardedAddition(
                of: constraint, constant: constant, symbolCount: symbolCount, newVariables: newVariables)
        }
    }

    /// Writes `row` over the parametric symbols again, after pivots that
    /// made some of its symbols basic (marker sums aside: rows hold them
    /// basic), with a constant that is not negative, as `makeRow` leaves it.
    private func substituteBasicSymbols(in row: inout Row) {
        withUnsafeTemporaryAllocation(of: Symbol.self, capacity: row.count) { basic in
            var count = 0
            row.forEachCell { cell in
                if tableau.isBasic(cell.symbol) && !isMarkerSum(cell.symbol) {
                    basic.initializeElement(at: count, to: cell.symbol)
                    count += 1
                }
            }
            for symbol in basic.prefix(count) { row.substitute(symbol, with: tableau.row(of: symbol)!) }
        }
        if row.constant < 0 { row.scale(by: -1) }
    }

    private mutating func rollBack(to symbolCount: Int, newVariables: [Variable]) {
        tableau.rollback()
        truncateSymbols(to: symbolCount, newVariables: newVariables)
    }

    /// Undoes a failed addition: its symbols, and its transaction unless it
    /// joined the caller's (which the caller rolls back).
    private mutating func abandon(to symbolCount: Int, newVariables: [Variable], joinsTransaction: Bool) {
        if joinsTransaction {
            truncateSymbols(to: symbolCount, newVariables: newVariables)
        } else {
            rollBack(to: symbolCount, newVariables: newVariables)
        }
    }

    /// Adds a row that has no subject by solving it for a slack or error that
    /// keeps the objective optimal, whatever that makes of the feasibility of
    /// the rows, and restoring feasibility with the dual simplex, which needs
    /// only the objective to stay optimal. The symbol is a required
    /// inequality's own slack (its coefficient positive, so it goes in
    /// negative; it is new and costs nothing) or, for a required equality,
    /// one that `Tableau.subjectKeepingOptimality(of:)` finds.
    ///
    /// Phase one with an artificial variable reaches the same optimum by
    /// pivots that keep every row feasible, then has to pivot the artificial
    /// variable out; and it can walk a whole chain: the closing edge of a
    /// `fillEqually` stack of fixed length, whose views' widths are all tied
    /// and all at their intrinsic length, pivoted from view to view, each
    /// pivot through the rows of every view. Here the row's subject takes the
    /// stack's slack at once, and each view's row that it leaves below zero
    /// takes one pivot of its own.
    ///
    /// - Returns: `nil` on success; otherwise the required constraints that the
    ///   row the dual simplex could not fix proves cannot hold with the new one.
    private mutating func addWithInfeasibleSubject(_ row: consuming Row, subject: Symbol) -> [Constraint]? {
        row.solve(for: subject)
        tableau.makeBasic(subject, with: consume row, replacing: .invalid)
        tableau.noteIfInfeasible(subject)
        guard let failing = tableau.dualOptimize() else { return nil }
        return constraints(certifiedByRowOf: failing)
    }

    /// Adds a row no symbol can be the subject of, by phase one of the two-phase
    /// simplex: an artificial variable equal to the row is minimised to zero.
    ///
    /// - Returns: `nil` on success; otherwise the required constraints that the
    ///   phase-one optimum proves cannot hold with the new one.
    private mutating func addWithArtificialVariable(_ row: consuming Row, marker: Symbol) -> [Constraint]? {
        let artificialSymbol = makeSymbol(.slack, owner: .none)
        tableau.setRow(row, for: artificialSymbol)
        let phaseOne = tableau.minimizePhaseOne(row)
        if !Tolerance.isZero(phaseOne.constant) {
            return constraints(certifiedBy: phaseOne)
        }
        // Marker sums are basic: what enters must be a marker itself.
        if let artificialRow = tableau.removeRow(of: artificialSymbol).map(expandingMarkerSums), !artificialRow.isEmpty
        {
            var entering = artificialRow.symbols.first { [.slack, .error].contains(tableau.kind(of: $0)) }
            if entering == nil {
                entering = artificialRow.contains(marker) ? marker : artificialRow.symbols.first
            }
            var pivotRow = artificialRow
            pivotRow.solve(for: entering!, replacing: artificialSymbol)
            tableau.makeBasic(entering!, with: pivotRow, replacing: .invalid)
            tableau.noteIfInfeasible(entering!)
        }
        tableau.eliminate(artificialSymbol)
        // A phase-one constant within the tolerance is zero only in the
        // units of the row it stands in: divided by a small coefficient it
        // can leave a restricted row below zero (`1e-6 · x == 0` where
        // `x <= -1e-6`: 1e-12 in the new row, -1e-6 in the other). A row the
        // dual simplex cannot fix proves the conflict.
        if let failing = tableau.dualOptimize() { return constraints(certifiedByRowOf: failing) }
        symbolSpace.noteAbandoned()
        return nil
    }

    /// The required constraints whose markers appear in a row that proves
    /// infeasibility (a Farkas certificate read off the tableau: each marker
    /// belongs to exactly one constraint, so its coefficient is that
    /// constraint's multiplier in the proof).
    func constraints(certifiedBy row: Row) -> [Constraint] {
        var found: [Constraint] = []
        for symbol in expandingMarkerSums(row).symbols {
            guard let constraint = constraint(owning: symbol),
                let record = records[ObjectIdentifier(constraint)], record.priority.isRequired
            else { continue }
            found.append(constraint)
        }
        return found
    }

    /// The required constraints that the row of `failing` — a restricted row
    /// the dual simplex cannot make non-negative — proves cannot hold: those
    /// whose markers it holds, and the one `failing` is the marker of.
    func constraints(certifiedByRowOf failing: Symbol) -> [Constraint] {
        var certificate = constraints(certifiedBy: tableau.row(of: failing)!)
        if let owner = constraint(owning: failing), records[ObjectIdentifier(owner)]?.priority.isRequired == true {
            certificate.append(owner)
        }
        return certificate
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: `.unknownConstraint`; `.numericalOverflow` when the dormant
    ///   bound that takes a removed bound's place cannot be added.
    mutating func remove(_ constraint: Constraint) throws(RemoveConstraintError) {
        guard let found = records[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        if !implied.isEmpty && implied.mayHaveDependents(ObjectIdentifier(constraint)) {
            // A woken inequality was finite when held and still holds, so only
            // a solver with extreme numbers can refuse it, and `Solver.mutate`
            // keeps a copy for those and puts it back: no copy here, which
            // would cost the whole solver on each removal of a dependency.
            do throws(AdditionFailure) {
                try wakeImplied(dependingOn: constraint)
            } catch {
                throw .numericalOverflow(constraint)
            }
        }
        switch found.placement {
        case .row, .definition: removeFromTableau(constraint, record: found)
        case .dormantBound, .dormantSoftBound: records.removeValue(forKey: ObjectIdentifier(constraint))
        case .impliedInequality:
            records.removeValue(forKey: ObjectIdentifier(constraint))
            implied.release(ObjectIdentifier(constraint))
        case .dormantInequality:
            records.removeValue(forKey: ObjectIdentifier(constraint))
            dormantInequalities.remove(ObjectIdentifier(constraint))
        }
        if bounds.hasGroups { try removeBound(constraint, record: found) }
    }

    /// Removes a held constraint's definition or rows (a bound's group aside).
    mutating func removeFromTableau(_ constraint: Constraint, record found: ConstraintRecord) {
        switch found.placement {
        case .row: break
        case .definition(let index):
            if isUnreferenced(definition: Int(index), record: found) {
                dropDefinition(Int(index), record: found)
                records[ObjectIdentifier(constraint)] = nil
                return
            }
            materializeDefinition(Int(index))
        case .dormantBound, .dormantSoftBound, .impliedInequality, .dormantInequality:
            preconditionFailure("a dormant bound or inequality or an implied inequality is not in the tableau")
        }
        let record = records.removeValue(forKey: ObjectIdentifier(constraint))!
        if !record.priority.isRequired {
            let level = tableau.level(for: record.priority.rawValue)
            for error in [record.marker, record.other] where error.isValid && tableau.kind(of: error) == .error {
                tableau.addObjective(error, -1, level: level)
            }
        }
        takeOutOfMarkerSums(record.marker)
        var removedRows: [Row] = []
        if let row = tableau.removeRow(of: record.marker) {
            removedRows.append(row)
        } else {
            let leaving = markerLeavingSymbol(record.marker)
            if leaving.isValid {
                tableau.pivot(entering: record.marker, leaving: leaving)
                removedRows.append(tableau.removeRow(of: record.marker)!)
            }
        }
        tableau.eliminate(record.marker)
        if record.other.isValid {
            if let row = tableau.removeRow(of: record.other) { removedRows.append(row) }
            tableau.eliminate(record.other)
        }
        dropMarkerSumsLeftUnheld(by: removedRows)
        if !record.priority.isRequired {
            tableau.releaseLevel(for: record.priority.rawValue)
        }
        symbolSpace.abandon(record.marker)
        if record.other.isValid { symbolSpace.abandon(record.other) }
        tableau.optimize()
    }

    /// The row to pivot a parametric marker into before its row is dropped:
    /// a basic dummy's row if one holds it (a redundant copy of the constraint
    /// then takes its place; any other choice would give that dummy a
    /// non-zero constant), else the restricted row that limits it first
    /// (negative coefficients, then positive), else any external row; lowest
    /// id on ties.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol {
        var first = Symbol.invalid, second = Symbol.invalid, third = Symbol.invalid
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for id in tableau.rowsHolding(marker) {
            let row = tableau.row(of: Symbol(id: id))!
            let coefficient = row.coefficient(for: marker)
            let symbol = Symbol(id: id)
            switch tableau.kind(of: symbol) {
            case .dummy:
                return symbol
            case .external:
                if !third.isValid { third = symbol }
            default:
                if coefficient < 0 {
                    let ratio = -row.constant / coefficient
                    if ratio < firstRatio { firstRatio = ratio; first = symbol }
                } else {
                    let ratio = row.constant / coefficient
                    if ratio < secondRatio { secondRatio = ratio; second = symbol }
                }
            }
        }
        return first.isValid ? first : second.isValid ? second : third
    }
}
