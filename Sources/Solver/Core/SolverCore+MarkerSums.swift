/// Marker sums: the dummy markers of a new row gathered into one symbol.
///
/// A required equality's marker is a dummy: always zero, never entering,
/// read only to remove or change that constraint and to name the
/// constraints of a conflict. A row that expands through many required
/// equalities holds all their markers, and substituting it copies every one
/// into each row holding its subject. The row that closes a line of views
/// whose lengths are tied (a `fillEqually` stack, `W = Σ widths + gaps`)
/// holds a marker per tie and per edge, and its subject, the first view's
/// width, is in two rows per view: n rows of n markers, quadratic memory and
/// time.
///
/// So a new row with at least `markerSumThreshold` dummy cells keeps one
/// cell for them instead: a new dummy symbol, the sum, basic with the row
/// `sum = Σ cᵢ mᵢ` (zero, like every dummy). That row is the only basic row
/// whose symbol appears in other rows; it holds nothing that can enter, so
/// no pivot reads it, and `rowsHolding(m)` lists it beside the rows that
/// hold `m` itself. Before a marker's constraint is removed, the marker is
/// taken out of every sum that holds it, and each row holding such a sum
/// holds the marker beside it (`takeOutOfMarkerSums`). A constant change
/// shifts the rows a sum reaches by the coefficient the marker has there
/// through the sum (`markerReach`), leaving the sums as they are. A conflict's certificate
/// reads the sums' rows in place of the sums, and a sum that the rows of a
/// removed constraint held goes when nothing else holds it.
extension SolverCore {
    /// Whether `symbol` is a marker sum still in use (dropped ones are left
    /// behind, in no row, for compaction to drop).
    func isMarkerSum(_ symbol: Symbol) -> Bool {
        guard case .markerSum = symbolSpace.owner(of: symbol) else { return false }
        return tableau.isBasic(symbol)
    }

    /// Replaces the dummy cells of a new row, but that of `marker` (its own
    /// constraint's), by one sum of them, when there are at least
    /// `markerSumThreshold`.
    @inline(__always)
    mutating func gatherMarkers(of row: inout Row, keeping marker: Symbol) {
        // Most rows are shorter: no call, no walk.
        if row.count >= markerSumThreshold { gatherManyMarkers(of: &row, keeping: marker) }
    }

    private mutating func gatherManyMarkers(of row: inout Row, keeping marker: Symbol) {
        let kinds = tableau.symbolKinds
        func isGathered(_ cell: Cell) -> Bool { kinds[cell.symbol.index] == .dummy && cell.symbol != marker }
        var dummies = 0
        row.forEachCell { cell in if isGathered(cell) { dummies += 1 } }
        guard dummies >= markerSumThreshold else { return }
        var markers: [Cell] = []
        var kept: [Cell] = []
        markers.reserveCapacity(dummies)
        kept.reserveCapacity(row.count - dummies + 1)
        row.forEachCell { cell in
            if isGathered(cell) { markers.append(cell) } else { kept.append(cell) }
        }
        let sum = makeSymbol(.dummy, owner: .markerSum)
        madeMarkerSums = true
        // The sum is new: no row holds it, so its row goes in with nothing to substitute.
        tableau.setRow(Row(constant: 0, sortedCells: markers), for: sum)
        // The newest symbol sorts last.
        kept.append(Cell(symbol: sum, coefficient: 1))
        row = Row(constant: row.constant, sortedCells: kept)
    }

    /// Takes `marker` out of every marker sum that holds it, directly or
    /// through another sum, so that the rows reaching it hold it itself.
    ///
    /// A sum of at least `extractionMinimum` cells, `s = c·m + rest`,
    /// becomes `s = rest`, and each row and objective level holding `s` by
    /// `a` gains `a·c·m` (`Tableau.moveCell`): a cell each. (Substituting `s`
    /// back whole would copy all of its markers into every row holding it:
    /// removing one tie of a `fillEqually` stack of n views made n rows of n
    /// markers.) A smaller sum is substituted back whole: the copies are few,
    /// and a sum kept after each removal, with new rows gathering kept sums
    /// into new ones, would leave the rows holding more sums than there are
    /// markers. The sums go lowest id first: a sum holds only sums older
    /// than itself, so each one that reaches `marker` through another holds
    /// it directly by its turn, and each is visited once.
    mutating func takeOutOfMarkerSums(_ marker: Symbol) {
        guard tableau.kind(of: marker) == .dummy else { return }
        while let sum = firstMarkerSum(holding: marker) {
            let row = tableau.row(of: sum)!
            if row.count >= Self.extractionMinimum {
                tableau.moveCell(of: marker, outOfRowOf: sum, times: row.coefficient(for: marker))
            } else {
                let expansion = tableau.removeRow(of: sum)!
                // Substituted into every row and objective level that holds it, then dropped.
                tableau.makeBasic(sum, with: expansion, replacing: .invalid)
                tableau.removeRow(of: sum)
                symbolSpace.noteAbandoned()
            }
        }
    }

    /// The fewest cells a marker sum holds for a marker to be taken out of
    /// it in place rather than by substituting the sum back
    /// (`takeOutOfMarkerSums`); the default `markerSumThreshold`.
    static let extractionMinimum = 24

    /// Drops the marker sums that `rows`, just removed from the tableau,
    /// held and that no row or objective level holds any more, and the sums
    /// those held in turn: a sum nothing holds is a basic row that nothing
    /// reads, which compaction would never drop.
    mutating func dropMarkerSumsLeftUnheld(by rows: [Row]) {
        var candidates: [Symbol] = []
        for row in rows { row.forEachCell { if isMarkerSum($0.symbol) { candidates.append($0.symbol) } } }
        while let sum = candidates.popLast() {
            guard isMarkerSum(sum), tableau.rowsHolding(sum).isEmpty,
                !tableau.objectiveHolds(sum)
            else { continue }
            let expansion = tableau.removeRow(of: sum)!
            expansion.forEachCell { if isMarkerSum($0.symbol) { candidates.append($0.symbol) } }
            symbolSpace.noteAbandoned()
        }
    }

    /// The rows that hold `marker` through a marker sum, with the coefficient
    /// `marker` would have in each were the sums unfolded (lowest id first),
    /// and its coefficient in each objective level likewise; nil when no sum
    /// holds it (the column then says it all). What a constant change shifts.
    @inline(__always)
    func markerReach(_ marker: Symbol) -> MarkerReach? {
        // Most solvers never make a sum: one test, no call.
        madeMarkerSums ? markerReachThroughSums(marker) : nil
    }

    /// Shifts what a constant change of `marker`'s constraint moves when a
    /// marker sum holds it: each row and objective level `markerReach` finds,
    /// by its coefficient times `shift`. False, with nothing done, when no
    /// sum holds it. Mutating, so that `self` is not copied to be read.
    mutating func shiftConstantsThroughMarkerSums(holding marker: Symbol, by shift: Double) -> Bool {
        guard let reach = markerReachThroughSums(marker) else { return false }
        for (id, coefficient) in reach.rows { tableau.shiftConstant(ofRow: Int(id), by: coefficient * shift) }
        for (level, coefficient) in reach.objective.enumerated() where coefficient != 0 {
            tableau.shiftObjectiveConstant(level: level, by: coefficient * shift)
        }
        return true
    }

    private func markerReachThroughSums(_ marker: Symbol) -> MarkerReach? {
        guard tableau.kind(of: marker) == .dummy, firstMarkerSum(holding: marker) != nil else { return nil }
        var coefficients: [Int32: Double] = [:]
        var objective = [Double](repeating: 0, count: tableau.objectiveLevelCount)
        var work: [(symbol: Symbol, factor: Double)] = [(marker, 1)]
        while let (symbol, factor) = work.popLast() {
            tableau.rowsHolding(symbol).forEachRow { id in
                let coefficient = tableau.row(of: Symbol(id: id))!.coefficient(for: symbol) * factor
                if case .markerSum = symbolSpace.owner(of: Symbol(id: id)) {
                    work.append((Symbol(id: id), coefficient))
                } else {
                    coefficients[id, default: 0] += coefficient
                }
            }
            for level in objective.indices {
                objective[level] += tableau.objectiveCoefficient(of: symbol, level: level) * factor
            }
        }
        return MarkerReach(
            rows: coefficients.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, objective: objective)
    }

    private func firstMarkerSum(holding marker: Symbol) -> Symbol? {
        var found: Symbol?
        tableau.rowsHolding(marker).forEachRow { id in
            if found == nil, case .markerSum = symbolSpace.owner(of: Symbol(id: id)) { found = Symbol(id: id) }
        }
        return found
    }

    /// The row with each marker sum replaced by the markers it stands for.
    func expandingMarkerSums(_ row: Row) -> Row {
        var row = row
        // Newest first: a sum's row holds only older sums, so each sum is
        // substituted once (oldest first, one held by many others would be
        // substituted again after each of them).
        while let sum = row.symbols.last(where: isMarkerSum) {
            row.substitute(sum, with: tableau.row(of: sum)!)
        }
        return row
    }
}

/// What a marker reaches through marker sums (`SolverCore.markerReach`): the
/// rows, lowest id first, and the objective levels, each with the
/// coefficient the marker would have there were the sums unfolded.
struct MarkerReach {
    var rows: [(id: Int32, coefficient: Double)]
    var objective: [Double]
}
