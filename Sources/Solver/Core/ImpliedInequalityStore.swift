/// The required inequalities held out of the tableau because the
/// constraints they depend on imply them, and which constraints those are:
/// the state behind the `impliedInequality` placement
/// (`SolverCore+ImpliedInequalities.swift`), changed only through its
/// operations.
///
/// Each dependency keeps the list of the inequalities that depend on it, in
/// the order they were held. An inequality that leaves (removed, or woken by
/// another of its dependencies) stays in its other dependencies' lists until
/// they are read or the stale entries outnumber the live ones: removing one
/// of many inequalities that depend on one constraint is O(its dependencies),
/// not O(the list).
struct ImpliedInequalityStore {
    /// Each held inequality's dependencies, in the order its row named them.
    private var dependencies: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    /// Each dependency's dependents, oldest first, stale entries included.
    private var dependents: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    /// Entries of `dependents` in all, and how many of them are live (the
    /// held inequalities' dependencies counted): the stale ones go once they
    /// outnumber the live ones.
    private var entries = 0
    private var liveEntries = 0

    /// How many inequalities are held.
    var count: Int { dependencies.count }

    var isEmpty: Bool { dependencies.isEmpty }

    /// The dependencies of a held inequality, or nil when it is not held.
    func dependencies(of inequality: ObjectIdentifier) -> [ObjectIdentifier]? { dependencies[inequality] }

    /// Holds an inequality that `held` implies.
    mutating func hold(_ inequality: ObjectIdentifier, dependingOn held: [ObjectIdentifier]) {
        precondition(dependencies[inequality] == nil, "an inequality is held once")
        dependencies[inequality] = held
        for dependency in held { dependents[dependency, default: []].append(inequality) }
        entries += held.count
        liveEntries += held.count
    }

    /// Lets a held inequality go (removed, or woken into the tableau).
    mutating func release(_ inequality: ObjectIdentifier) {
        guard let held = dependencies.removeValue(forKey: inequality) else { return }
        liveEntries -= held.count
        if entries > 64 && entries > 2 * liveEntries { dropStaleEntries() }
    }

    /// Whether some held inequality may depend on `dependency` (a quick
    /// test: the list may hold only stale entries).
    func mayHaveDependents(_ dependency: ObjectIdentifier) -> Bool { dependents[dependency] != nil }

    /// Takes the inequalities that depend on `dependency`, oldest first, and
    /// lets them go: each is in the tableau or gone after the caller is done.
    mutating func releaseDependents(of dependency: ObjectIdentifier) -> [ObjectIdentifier] {
        guard let list = dependents.removeValue(forKey: dependency) else { return [] }
        entries -= list.count
        var live: [ObjectIdentifier] = []
        for inequality in list where dependencies[inequality]?.contains(dependency) == true {
            live.append(inequality)
            release(inequality)
        }
        return live
    }

    private mutating func dropStaleEntries() {
        for key in Array(dependents.keys) {
            let kept = dependents[key]!.filter { dependencies[$0]?.contains(key) == true }
            dependents[key] = kept.isEmpty ? nil : kept
        }
        entries = dependents.values.reduce(0) { $0 + $1.count }
    }

    /// Broken invariants of the store alone, as text.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        for (inequality, held) in dependencies {
            for dependency in held where dependents[dependency]?.contains(inequality) != true {
                violations.append("an implied inequality is not listed under one of its dependencies")
            }
        }
        if entries != dependents.values.reduce(0, { $0 + $1.count })
            || liveEntries != dependencies.values.reduce(0, { $0 + $1.count })
        {
            violations.append("the implied inequalities' entry counts are off")
        }
        return violations
    }

    /// Every held inequality, in no particular order (for the checks).
    var heldInequalities: Dictionary<ObjectIdentifier, [ObjectIdentifier]>.Keys { dependencies.keys }
}
