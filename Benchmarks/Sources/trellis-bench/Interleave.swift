/// Ours and kiwi's samples of some workloads, taken alternately.
struct Interleaved {
    var ours: [String: Samples] = [:]
    var kiwi: [String: Samples] = [:]
    /// The median of ours_i / kiwi_i over the pairs of samples taken one after
    /// the other, by workload.
    var pairRatios: [String: Double] = [:]
    /// Kiwi's C++ core: samples and pair ratios by compiler (the server's compiler), then by workload.
    var native = NativeResults()
}

/// Takes each sampler's samples and, when there is a working `server`, kiwi's
/// of the same workload alternately with them: one of ours, one of kiwi's, one
/// of ours, … (one workload after the other), so that a slow phase of a noisy
/// machine hits both sides alike. If the server fails, ours go on alone and
/// kiwi's samples of the workload it failed in, and of the later ones, are
/// dropped (`server.failure` says why). Each of `natives` (kiwi's C++ core,
/// one per compiler) takes its sample after kiwi's, with kiwi's counts.
func sampleInterleaved(
    _ samplers: [Sampler], reps: (ours: [String: Repetitions], kiwi: [String: Repetitions]), server: KiwiServer?,
    natives: [KiwiServer] = [], echo: Bool = false
) throws -> Interleaved {
    var result = Interleaved()
    for sampler in samplers {
        let name = sampler.name, kiwiName = sampler.kiwiName
        let o = reps.ours[name]!
        let k = reps.kiwi[kiwiName] ?? o
        var ours: [Double] = []
        var kiwi: [Double] = []
        var native = [[Double]](repeating: [], count: natives.count)
        for i in 0..<max(o.samples, k.samples) {
            if i < o.samples { ours.append(try sampler.sample(batch: o.batch)) }
            if i < k.samples, let server, server.failure == nil {
                if let seconds = try? server.sample(kiwiName, batch: k.batch) { kiwi.append(seconds) }
            }
            for (j, child) in natives.enumerated() where i < k.samples && child.failure == nil {
                if let seconds = try? child.sample(kiwiName, batch: k.batch) { native[j].append(seconds) }
            }
        }
        result.ours[name] = Samples(seconds: ours, batch: o.batch)
        for (j, child) in natives.enumerated() where child.failure == nil && !native[j].isEmpty {
            let compiler = child.compiler ?? child.label
            result.native.samples[compiler, default: [:]][name] = Samples(seconds: native[j], batch: k.batch)
            let ratios = zip(ours, native[j]).compactMap { $1 > 0 ? $0 / $1 : nil }
            if !ratios.isEmpty { result.native.pairRatios[compiler, default: [:]][name] = median(ratios) }
            if echo {
                for (i, (o, n)) in zip(ours, native[j]).enumerated() {
                    log(
                        "  \(name) pair \(i + 1): ours \(formatSeconds(o)), \(compiler) \(formatSeconds(n)), ratio \(formatRatio(o / n))"
                    )
                }
            }
        }
        guard let server, server.failure == nil else { continue }
        result.kiwi[name] = Samples(seconds: kiwi, batch: k.batch)
        let ratios = zip(ours, kiwi).compactMap { $1 > 0 ? $0 / $1 : nil }
        if echo {
            for (i, (o, k)) in zip(ours, kiwi).enumerated() {
                log(
                    "  \(name) pair \(i + 1): ours \(formatSeconds(o)), kiwi \(formatSeconds(k)), ratio \(formatRatio(o / k))"
                )
            }
        }
        if !ratios.isEmpty { result.pairRatios[name] = median(ratios) }
    }
    return result
}

/// Takes the samplers' samples in turn — one of each, then the next of each,
/// … — until each has its count; for sizes of one workload whose ratio is
/// reported (the row's scaling), so both sizes see the same machine phases.
///
/// Each round, each sampler runs once untimed, then twice timed: first with
/// the heap as the allocator left it after a build of the same size (kept
/// under `name + Heap.asLeftSuffix`), then after `Heap.returnFreeMemory()`,
/// so that every size faults in its own memory (kept under `name`; see
/// `Heap`). Each timed sample also records the CPU time and minor page faults
/// it cost (`Samples.usage`), to tell the solver's own work from the kernel's.
func sampleInTurn(_ samplers: [Sampler], reps: [String: Repetitions]) throws -> [String: Samples] {
    var seconds: [String: [Double]] = [:]
    var usage: [String: [ProcessUsage]] = [:]
    func timedSample(_ sampler: Sampler, batch: Int, as name: String) throws {
        let before = ProcessUsage.current()
        seconds[name, default: []].append(try sampler.sample(batch: batch))
        var used = ProcessUsage.current() - before
        used.userSeconds /= Double(batch)
        used.systemSeconds /= Double(batch)
        used.minorFaults /= batch
        usage[name, default: []].append(used)
    }
    let rounds = samplers.map { reps[$0.name]!.samples }.max() ?? 0
    for round in 0..<rounds {
        for sampler in samplers where round < reps[sampler.name]!.samples {
            let batch = reps[sampler.name]!.batch
            _ = try sampler.sample(batch: batch)
            try timedSample(sampler, batch: batch, as: sampler.name + Heap.asLeftSuffix)
            Heap.returnFreeMemory()
            try timedSample(sampler, batch: batch, as: sampler.name)
        }
    }
    var result: [String: Samples] = [:]
    for sampler in samplers {
        for name in [sampler.name, sampler.name + Heap.asLeftSuffix] {
            result[name] = Samples(
                seconds: seconds[name] ?? [], batch: reps[sampler.name]!.batch, usage: usage[name] ?? [])
        }
    }
    return result
}
