import Solver

/// README §1 (enaml) and §3 (K independent enaml blocks), at the solver level.
struct EnamlWorkload {
    let file: LinearSystemFile

    /// Reads every variable of an instance into the checksum.
    @inline(never)
    static func readAll(_ instance: LinearSystemInstance, from solver: Solver) {
        var sum = 0.0
        for v in instance.variables { sum += solver.value(of: v) }
        checksum += sum
    }

    static func resize(_ instance: LinearSystemInstance, in solver: Solver, width: Double, height: Double) throws {
        try solver.suggestValue(width, for: instance.byName["width"]!)
        try solver.suggestValue(height, for: instance.byName["height"]!)
        readAll(instance, from: solver)
    }

    /// (a) build, (b) steady resize, (c) pivoting resize.
    func run(build: Repetitions, steady: Repetitions, pivoting: Repetitions) throws -> [String: Samples] {
        let instance = LinearSystemInstance(file)
        guard instance.constraints.count == 111, instance.edits.count == 2 else {
            throw BenchmarkFailure("enaml.layout: expected 2 edits and 111 constraints, read \(instance.edits.count) and \(instance.constraints.count)")
        }
        var results: [String: Samples] = [:]
        // The constraints are built once, outside the timing (as on the kiwi side).
        results["enaml.build"] = try measure(build) { _ in
            let solver = Solver()
            try instance.add(to: solver)
        }
        let solver = Solver()
        try instance.add(to: solver)
        try Self.resize(instance, in: solver, width: 400, height: 600)
        try checkUnambiguousValues(instance, solver)
        results["enaml.steady"] = try measure(steady) { _ in
            try Self.resize(instance, in: solver, width: 400, height: 600)
        }
        results["enaml.pivot"] = try measure(pivoting) { i in
            if i % 2 == 0 {
                try Self.resize(instance, in: solver, width: 100, height: 50)
            } else {
                try Self.resize(instance, in: solver, width: 400, height: 600)
            }
        }
        return results
    }

    /// The values at 400×600 of the variables the layout determines, by name
    /// (the others are ambiguous and are left out), for comparison with kiwi.
    private(set) nonisolated(unsafe) static var determinedValues: [String: Double] = [:]

    private func checkUnambiguousValues(_ instance: LinearSystemInstance, _ solver: Solver) throws {
        let ambiguous = solver.ambiguity(of: instance.variables)
        var values: [String: Double] = [:]
        for (name, (v, isAmbiguous)) in zip(file.variables, zip(instance.variables, ambiguous)) where !isAmbiguous {
            values[name] = solver.value(of: v)
        }
        Self.determinedValues = values
    }

    /// (a) build K blocks, (b) resize one block (alternating 100×50 and 400×600).
    func runBlocks(count k: Int, build: Repetitions, resize: Repetitions) throws -> [String: Samples] {
        let blocks = (0..<k).map { LinearSystemInstance(file, prefix: "b\($0).") }
        var results: [String: Samples] = [:]
        results["blocks.build"] = try measure(build) { _ in
            let solver = Solver()
            for block in blocks { try block.add(to: solver) }
        }
        let solver = Solver()
        for block in blocks { try block.add(to: solver) }
        for block in blocks { try Self.resize(block, in: solver, width: 400, height: 600) }
        let middle = blocks[k / 2]
        results["blocks.resize"] = try measure(resize) { i in
            if i % 2 == 0 {
                try Self.resize(middle, in: solver, width: 100, height: 50)
            } else {
                try Self.resize(middle, in: solver, width: 400, height: 600)
            }
        }
        // Every block must have the layout of a lone enaml system at 400×600.
        try Self.resize(middle, in: solver, width: 400, height: 600)
        do {
            let lone = Solver()
            let reference = LinearSystemInstance(file)
            try reference.add(to: lone)
            try Self.resize(reference, in: lone, width: 400, height: 600)
            for name in Self.determinedValues.keys {
                let expected = lone.value(of: reference.byName[name]!)
                for block in [blocks[0], middle, blocks[k - 1]] {
                    let actual = solver.value(of: block.byName[name]!)
                    if abs(actual - expected) > 1e-6 {
                        throw BenchmarkFailure("blocks: \(name) is \(actual), a lone enaml system gives \(expected)")
                    }
                }
            }
        }
        return results
    }
}
