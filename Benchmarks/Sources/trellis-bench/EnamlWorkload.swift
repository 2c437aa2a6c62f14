import TrellisSolver

/// README §1 (enaml) and §3 (K independent enaml blocks), at the solver level,
/// as samplers (one sample at a time), so that their samples can be taken
/// alternately with kiwi's.
struct EnamlWorkload {
    let file: LinearSystemFile

    /// Reads every variable of an instance into the checksum, through the
    /// handles made for this solver (kiwi reads a field of each variable).
    @inline(never)
    static func readAll(_ instance: LinearSystemInstance, from solver: Solver) {
        let held = instance.handles
        if held.solver != ObjectIdentifier(solver) {
            held.handles = instance.variables.map { solver.handle(for: $0) }
            held.solver = ObjectIdentifier(solver)
        }
        var handles: [VariableHandle] = [], values: [Double] = []
        swap(&handles, &held.handles)
        swap(&values, &held.values)
        solver.readValues(at: &handles, into: &values)
        var sum = 0.0
        for value in values { sum += value }
        swap(&handles, &held.handles)
        swap(&values, &held.values)
        checksum += sum
    }

    static func resize(_ instance: LinearSystemInstance, in solver: Solver, width: Double, height: Double) throws {
        try solver.suggestValue(width, for: instance.width!)
        try solver.suggestValue(height, for: instance.height!)
        readAll(instance, from: solver)
    }

    /// 400×600 and 100×50 in turn: even indices go to 100×50.
    static func pivot(_ instance: LinearSystemInstance, in solver: Solver, _ i: Int) throws {
        if i % 2 == 0 {
            try resize(instance, in: solver, width: 100, height: 50)
        } else {
            try resize(instance, in: solver, width: 400, height: 600)
        }
    }

    /// 400×600 and 401×600 in turn (no pivots): even indices go to 401×600.
    static func nudge(_ instance: LinearSystemInstance, in solver: Solver, _ i: Int) throws {
        try resize(instance, in: solver, width: i % 2 == 0 ? 401 : 400, height: 600)
    }

    /// (a) build, (b) same-value resize, (b′) 1-point resize, (c) pivoting resize. Making them builds the
    /// solver (b) and (c) resize, at 400×600, and records `determinedValues`.
    func samplers() throws -> [Sampler] {
        let instance = LinearSystemInstance(file)
        guard instance.constraints.count == 111, instance.edits.count == 2 else {
            throw BenchmarkFailure(
                "enaml.layout: expected 2 edits and 111 constraints, read \(instance.edits.count) and \(instance.constraints.count)"
            )
        }
        // The constraints are built once, outside the timing (as on the kiwi side).
        let build = Sampler("enaml.build") { _ in
            let solver = Solver()
            try instance.add(to: solver)
        }
        // The same, the constraints added as one list (`Solver.add(_:)`).
        let buildList = Sampler("enaml.build.list", kiwiName: "enaml.build") { _ in
            let solver = Solver()
            for (variable, priority) in instance.edits { try solver.addEditVariable(variable, priority: priority) }
            try solver.add(instance.constraints)
        }
        let solver = Solver()
        try instance.add(to: solver)
        try Self.resize(instance, in: solver, width: 400, height: 600)
        Self.determinedValues = unambiguousValues(instance, solver)
        let steady = Sampler("enaml.steady") { _ in
            try Self.resize(instance, in: solver, width: 400, height: 600)
        }
        let nudge = Sampler("enaml.nudge") { i in try Self.nudge(instance, in: solver, i) }
        let pivot = Sampler("enaml.pivot") { i in try Self.pivot(instance, in: solver, i) }
        return [build, buildList, steady, nudge, pivot]
    }

    /// The values at 400×600 of the variables the layout determines, by name
    /// (the others are ambiguous and are left out), for comparison with kiwi.
    private(set) nonisolated(unsafe) static var determinedValues: [String: Double] = [:]

    /// The values of the variables `solver` says are unambiguous, by their names in the file.
    private func unambiguousValues(_ instance: LinearSystemInstance, _ solver: Solver) -> [String: Double] {
        let ambiguous = solver.ambiguity(of: instance.variables)
        var values: [String: Double] = [:]
        for (name, (v, isAmbiguous)) in zip(file.variables, zip(instance.variables, ambiguous)) where !isAmbiguous {
            values[name] = solver.value(of: v)
        }
        return values
    }

    /// (a) build K blocks, (b) resize block K/2 (alternating 100×50 and
    /// 400×600), with every block at 400×600; `check`, once the samples are
    /// taken, compares three blocks with a lone enaml system.
    func blockSamplers(count k: Int) throws -> (samplers: [Sampler], check: () throws -> Void) {
        let blocks = (0..<k).map { LinearSystemInstance(file, prefix: "b\($0).") }
        let build = Sampler("blocks.build") { _ in
            let solver = Solver()
            for block in blocks { try block.add(to: solver) }
        }
        let solver = Solver()
        for block in blocks { try block.add(to: solver) }
        for block in blocks { try Self.resize(block, in: solver, width: 400, height: 600) }
        let middle = blocks[k / 2]
        let resize = Sampler("blocks.resize") { i in try Self.pivot(middle, in: solver, i) }
        let check = {
            try Self.resize(middle, in: solver, width: 400, height: 600)
            try self.checkBlocks([blocks[0], middle, blocks[k - 1]], in: solver)
        }
        return ([build, resize], check)
    }

    /// Every block must have the layout of a lone enaml system at 400×600 (in
    /// the variables the lone system determines).
    private func checkBlocks(_ blocks: [LinearSystemInstance], in solver: Solver) throws {
        let lone = Solver()
        let reference = LinearSystemInstance(file)
        try reference.add(to: lone)
        try Self.resize(reference, in: lone, width: 400, height: 600)
        for (name, expected) in unambiguousValues(reference, lone) {
            for block in blocks {
                let actual = solver.value(of: block.byName[name]!)
                if abs(actual - expected) > 1e-6 {
                    throw BenchmarkFailure("blocks: \(name) is \(actual), a lone enaml system gives \(expected)")
                }
            }
        }
    }
}
