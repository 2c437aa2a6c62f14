/// Keeping the values of defined variables current.
///
/// A defined variable's value is kept, and brought up to date before the
/// next read (not after every change: calls nobody reads in between share
/// one propagation). The tableau reports which external symbols' values, and
/// which of the definitions' restricted markers', it touched since the last
/// one (with their old values); those that really
/// changed push the definitions that refer to them, and a definition whose
/// value changes pushes its own dependents, in the order definitions were
/// made (a definition only refers to earlier ones, so each is recomputed
/// once, after its inputs). The work is proportional to what changed:
/// widening one title in a feed of 10,000 cells recomputes the few
/// definitions of that cell, not the chain of cells below it.
extension SolverCore {
    /// The value of a definition from the current values of what it refers to.
    func computedValue(of definition: Definition) -> Double {
        definitions.computedValue(of: definition, tableau: tableau)
    }

    /// Brings every defined variable's value up to date with the tableau.
    ///
    /// - Complexity: O(touched rows + affected definitions · log).
    mutating func propagateValues() {
        var touched = tableau.takeTouchedValues()
        defer { tableau.recycleTouchedValues(&touched) }
        guard !touched.isEmpty || definitions.hasOutdated else { return }
        if !dormantInequalities.isEmpty { return propagateValues(touched: touched, notingDormant: ()) }
        // The queue's buffer is kept between calls: a resize allocates nothing.
        var queue = DefinitionQueue()
        swap(&queue, &scratch.definitionQueue)
        defer {
            queue.reset()
            swap(&queue, &scratch.definitionQueue)
        }
        definitions.propagate(touched: touched, tableau: tableau, queue: &queue)
    }

    /// `propagateValues()` while inequalities are dormant: each variable whose
    /// value moved makes the dormant inequalities over it due.
    private mutating func propagateValues(touched: [(Int32, Double)], notingDormant: Void) {
        for (id, old) in touched where tableau.value(of: Symbol(id: id)) != old {
            if case .variable(let variable) = symbolSpace.owner(of: Symbol(id: id)) {
                dormantInequalities.noteMoved(ObjectIdentifier(variable))
            }
        }
        var queue = DefinitionQueue()
        swap(&queue, &scratch.definitionQueue)
        defer {
            queue.reset()
            swap(&queue, &scratch.definitionQueue)
        }
        var moved: [Int32] = []
        definitions.propagate(touched: touched, tableau: tableau, queue: &queue) { moved.append($0) }
        for index in moved {
            if let definition = definitions[Int(index)] {
                dormantInequalities.noteMoved(ObjectIdentifier(definition.variable))
            }
        }
    }
}

/// Definition indices waiting to be recomputed, lowest first, each once.
///
/// An index may be pushed more than once; the copies come out of the heap
/// one after the other and all but the first are skipped. That is enough
/// because nothing already popped is pushed again: a definition only refers
/// to earlier ones, so what a recomputed definition pushes comes later. (No
/// per-call array of flags over every definition, which made each change
/// cost the number of definitions: 20,000 in a row of 10,000 views.)
struct DefinitionQueue {
    private var heap = BinaryHeap<Int32>()
    private var last: Int32 = -1

    /// Empties the queue, keeping its buffer.
    mutating func reset() {
        heap.removeAll()
        last = -1
    }

    mutating func push(_ index: Int32) { heap.push(index) }

    /// Out of line: inlined, it left `propagateValues` too large for the
    /// compiler to inline `computedValue(of:)`, which it then called with a
    /// copy of the solver state.
    @inline(never)
    mutating func pop() -> Int32? {
        while let top = heap.popFirst() {
            if top != last {
                last = top
                return top
            }
        }
        return nil
    }
}
