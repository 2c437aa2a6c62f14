/// Every bound group, required and optional, and the tallies that decide
/// when an optional bound's variable gets a group: the state behind
/// `SolverCore+Bounds.swift` and `SolverCore+SoftBounds.swift`, changed only
/// through its operations.
///
/// A side that changes is taken out of its table (`takeRequiredSide`,
/// `takeOptionalSide`) and put back after: changed in place, its lists
/// would be shared with the table's copy and copied on the first change
/// (`BoundSideStorageTests` checks that they are not).
struct BoundStore {
    /// Each variable's required bounds, by direction.
    private(set) var required = IdentityTable<BoundGroup>()
    /// How many optional bounds each symbol's variable, and each defined
    /// variable, has had added, by direction (indexed by symbol id and by
    /// definition index, grown when needed, cleared by compaction).
    private var symbolTally: [SoftBoundTally] = []
    private var definitionTally: [SoftBoundTally] = []
    /// The index in `optional` of each variable whose optional bounds have a group.
    private var optionalIndices = IdentityTable<Int32>()
    /// The groups of the variables that had many optional bounds in a direction.
    private(set) var optional: [BoundGroup] = []
    /// The variables with dormant optional bounds.
    private(set) var dormantOptionalVariables = IdentityTable<Variable>()

    /// Whether any variable has a group, required or optional.
    var hasGroups: Bool { required.count > 0 || optionalIndices.count > 0 }

    // MARK: Required bounds

    /// Whether any variable has optional bounds in a group.
    var hasOptionalGroups: Bool { optionalIndices.count > 0 }

    /// How many required bounds the variable has in a direction, or -1 when
    /// it has no group.
    ///
    /// Mutating, to read the group in place: read through the subscript, it
    /// is copied out (its lists retained and released) on every bound added.
    mutating func requiredCount(of key: ObjectIdentifier, isLower: Bool) -> Int {
        var count = -1
        required.modifyValue(forKey: key) { count = $0[isLower].count }
        return count
    }

    /// Puts a bound last among the active ones of its side, making the group
    /// if it does not exist (`requiredCount` said which).
    mutating func appendRequiredActive(
        _ constraint: Constraint, of key: ObjectIdentifier, isLower: Bool, groupExists: Bool
    ) {
        if groupExists {
            required.modifyValue(forKey: key) { $0[isLower].appendActive(constraint) }
        } else {
            var group = BoundGroup()
            group[isLower].appendActive(constraint)
            required.insertNew(group, forKey: key)
        }
    }

    func hasRequiredGroup(of key: ObjectIdentifier) -> Bool { required.position(of: key) != nil }

    /// Moves one side of a required group out of the table (an empty side
    /// takes its place); `putRequiredSide` puts it back, leaving an empty one.
    mutating func takeRequiredSide(of key: ObjectIdentifier, isLower: Bool) -> BoundSide {
        var side = BoundSide()
        required.modifyValue(forKey: key) { group in
            if isLower { swap(&side, &group.lower) } else { swap(&side, &group.upper) }
        }
        return side
    }

    /// Puts a side back (`takeRequiredSide`), dropping the group once it holds nothing.
    mutating func putRequiredSide(_ side: inout BoundSide, of key: ObjectIdentifier, isLower: Bool) {
        var isEmpty = false
        required.modifyValue(forKey: key) { group in
            if isLower { swap(&side, &group.lower) } else { swap(&side, &group.upper) }
            isEmpty = group.isEmpty
        }
        if isEmpty { required.removeValue(forKey: key) }
    }

    // MARK: Optional bounds

    /// The index of the variable's optional group, if it has one.
    func optionalIndex(of key: ObjectIdentifier) -> Int? {
        guard optionalIndices.count > 0, let index = optionalIndices[key] else { return nil }
        return Int(index)
    }

    /// The variable's optional group, if a side of it grew large.
    func optionalGroup(of key: ObjectIdentifier) -> BoundGroup? {
        optionalIndex(of: key).map { optional[$0] }
    }

    /// Moves one side of an optional group out of the table; `putOptionalSide` puts it back.
    mutating func takeOptionalSide(at index: Int, isLower: Bool) -> BoundSide {
        var side = BoundSide()
        swap(&side, &optional[index][isLower])
        return side
    }

    mutating func putOptionalSide(_ side: inout BoundSide, at index: Int, isLower: Bool) {
        swap(&side, &optional[index][isLower])
    }

    /// Counts one more optional bound of the variable of a symbol (by its
    /// index) or of a definition (by its index); the new count.
    @inline(__always)
    mutating func countOptional(symbol index: Int, isLower: Bool) -> UInt8 {
        Self.count(in: &symbolTally, at: index, isLower: isLower)
    }

    @inline(__always)
    mutating func countOptional(definition index: Int, isLower: Bool) -> UInt8 {
        Self.count(in: &definitionTally, at: index, isLower: isLower)
    }

    /// Gives the variable an (empty) optional group.
    mutating func makeOptionalGroup(for key: ObjectIdentifier) {
        optionalIndices.insertNew(Int32(optional.count), forKey: key)
        optional.append(BoundGroup())
    }

    /// The strongest dormant bound of a side of an optional group.
    func strongestDormantOptional(at index: Int, isLower: Bool) -> DormantBound? {
        optional[index][isLower].dormant.last
    }

    /// Makes the strongest dormant bound of a side active (before it is woken).
    mutating func activateStrongestOptional(at index: Int, isLower: Bool) {
        guard let strongest = optional[index][isLower].removeStrongestDormant() else { return }
        optional[index][isLower].appendActive(strongest.constraint)
    }

    /// Makes an active bound dormant again (a wake the tableau refused).
    mutating func deactivateOptional(_ bound: DormantBound, at index: Int, isLower: Bool) {
        optional[index][isLower].active.removeAll { $0 === bound.constraint }
        optional[index][isLower].insertDormant(bound, isLower: isLower)
    }

    /// Remembers that `variable` has dormant optional bounds.
    mutating func noteDormantOptional(_ variable: Variable) {
        let key = ObjectIdentifier(variable)
        if dormantOptionalVariables.position(of: key) == nil {
            dormantOptionalVariables.insertNew(variable, forKey: key)
        }
    }

    /// Drops the variables left without dormant optional bounds (woken or removed).
    mutating func forgetDormantOptionalWithoutBounds() {
        for variable in Array(dormantOptionalVariables.values) {
            let key = ObjectIdentifier(variable)
            if let group = optionalGroup(of: key), !group.lower.dormant.isEmpty || !group.upper.dormant.isEmpty {
                continue
            }
            dormantOptionalVariables.removeValue(forKey: key)
        }
    }

    // MARK: Symbols and definitions

    /// Forgets the tallies of symbols from `count` on (a rollback).
    mutating func truncateSymbolTally(to count: Int) {
        if symbolTally.count > count { symbolTally.removeSubrange(count...) }
    }

    /// Forgets every symbol's tally (symbols were renumbered). A hint only:
    /// counting starts again.
    mutating func forgetSymbolTally() { symbolTally = [] }

    /// Forgets every definition's tally (definitions were renumbered).
    mutating func forgetDefinitionTally() { definitionTally = [] }

    @inline(__always)
    private static func count(in tally: inout [SoftBoundTally], at index: Int, isLower: Bool) -> UInt8 {
        if index >= tally.count { grow(&tally, toInclude: index) }
        let count = tally[index][isLower] &+ 1
        tally[index][isLower] = count
        return count
    }

    /// Makes room in a tally for `index` and, doubling, for more.
    @inline(never)
    private static func grow(_ tally: inout [SoftBoundTally], toInclude index: Int) {
        let count = Swift.max(index + 1, 2 * tally.count, 64)
        tally.append(contentsOf: repeatElement(SoftBoundTally(), count: count - tally.count))
    }

    // MARK: Invariants

    /// Every broken invariant of the groups on their own, as text: dormant
    /// lists in order of strength, no group left empty, every optional group
    /// with a dormant bound listed, every listed variable with a group.
    /// (That a dormant bound is implied, or satisfied, needs the tableau:
    /// `SolverCore.boundGroupViolations()`.)
    func invariantViolations() -> [String] {
        var violations: [String] = []
        for group in Array(required.values) + optional {
            for isLower in [true, false] {
                let dormant = group[isLower].dormant
                for (weaker, stronger) in zip(dormant, dormant.dropFirst())
                where !weaker.isWeaker(than: stronger, isLower: isLower) {
                    violations.append("dormant bounds out of order: \(weaker.value) before \(stronger.value)")
                }
            }
        }
        for group in required.values where group.isEmpty { violations.append("an empty required bound group") }
        if optionalIndices.count != optional.count {
            violations.append("\(optional.count) optional bound groups, \(optionalIndices.count) indexed")
        }
        for group in optional {
            guard let dormant = group.lower.dormant.last ?? group.upper.dormant.last,
                let variable = dormant.constraint.expression.terms.first?.variable
            else { continue }
            if dormantOptionalVariables.position(of: ObjectIdentifier(variable)) == nil {
                violations.append("a variable's dormant optional bounds are unlisted")
            }
        }
        for variable in dormantOptionalVariables.values where optionalIndex(of: ObjectIdentifier(variable)) == nil {
            violations.append("a variable with dormant optional bounds has no group")
        }
        return violations
    }
}
