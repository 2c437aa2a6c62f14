/// A witness of ambiguity that needs no expansion of definitions.
///
/// A definition with two or more ambiguous terms may still be determined —
/// its terms can cancel (`right = left + width` with `right` pinned) — so the
/// exact test expands it over the parametric symbols, which costs the length
/// of its chain: every position of an undetermined row of N views is such a
/// definition, and checking the row cost O(N²).
///
/// One direction `d` on the optimal face settles most of them in linear
/// time. Every free symbol (zero cost, not a dummy) whose step limit is
/// positive — no restricted row with a zero constant blocks it — may grow
/// alone without leaving the optimal face, so any non-negative mix of them
/// may too. With weights chosen per symbol (deterministic, far from each
/// other), the rate at which a quantity changes along `d` is a sum over its
/// terms, memoised along definitions: a rate clearly away from zero proves
/// the quantity moves on the face (a certificate, exact up to rounding that
/// the margin rules out); a rate of zero proves nothing, and the exact
/// expansion decides.
final class FaceWitness {
    /// The weight of each symbol in the direction, by id (0: does not move); nil until computed.
    private var weights: [Int32: Double] = [:]
    /// The rate of change of each definition along the direction, and the sum of the
    /// magnitudes that went into it (for the margin).
    private var definitionRates: [Int32: (rate: Double, scale: Double)] = [:]

    /// The direction's weight of a parametric symbol.
    func weight(of symbol: Symbol, in core: SolverCore) -> Double {
        if let known = weights[symbol.id] { return known }
        var weight = 0.0
        if core.isFree(symbol), core.stepLimit(of: symbol) > Tolerance.epsilon {
            // 1 + a fraction spread by the golden ratio: no two symbols share a weight.
            let spread = Double(symbol.id) * 0.618_033_988_749_894_8
            weight = 1 + (spread - spread.rounded(.down))
        }
        weights[symbol.id] = weight
        return weight
    }

    /// The rate of change along the direction of a row over parametric symbols.
    func rate(of row: Row, in core: SolverCore) -> (rate: Double, scale: Double) {
        var rate = 0.0, scale = 0.0
        for cell in row.cells {
            let term = cell.coefficient * weight(of: cell.symbol, in: core)
            rate += term
            scale += abs(term)
        }
        return (rate, scale)
    }

    /// The rate of change of a tableau symbol's value: its row's if basic, its weight if parametric.
    func rate(ofSymbol symbol: Symbol, in core: SolverCore) -> (rate: Double, scale: Double) {
        if let row = core.tableau.row(of: symbol) { return rate(of: row, in: core) }
        let weight = weight(of: symbol, in: core)
        return (weight, abs(weight))
    }

    /// The rate of change of definition `index` (its dependencies first, iteratively).
    func rate(ofDefinition index: Int32, in core: SolverCore) -> (rate: Double, scale: Double) {
        if let known = definitionRates[index] { return known }
        var stack = [index]
        while let top = stack.last {
            if definitionRates[top] != nil {
                stack.removeLast()
                continue
            }
            let definition = core.definitions[Int(top)]!
            var rate = 0.0, scale = 0.0, ready = true
            for term in core.definitions.terms(of: definition) {
                switch term.reference {
                case .definition(let dependency):
                    if let known = definitionRates[dependency] {
                        rate += term.coefficient * known.rate
                        scale += abs(term.coefficient) * known.scale
                    } else {
                        stack.append(dependency)
                        ready = false
                    }
                case .symbol(let id):
                    let known = self.rate(ofSymbol: Symbol(id: id), in: core)
                    rate += term.coefficient * known.rate
                    scale += abs(term.coefficient) * known.scale
                }
            }
            guard ready else { continue }
            definitionRates[top] = (rate, scale)
            stack.removeLast()
        }
        return definitionRates[index]!
    }

    /// Whether definition `index` certainly moves along the direction.
    func moves(definition index: Int32, in core: SolverCore) -> Bool {
        let (rate, scale) = rate(ofDefinition: index, in: core)
        return abs(rate) > 1e-6 * Swift.max(scale, 1)
    }
}
