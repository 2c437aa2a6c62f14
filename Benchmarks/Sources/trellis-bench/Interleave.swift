/// Ours and kiwi's samples of some workloads, taken alternately.
struct Interleaved {
    var ours: [String: Samples] = [:]
    var kiwi: [String: Samples] = [:]
    /// The median of ours_i / kiwi_i over the pairs of samples taken one after
    /// the other, by workload.
    var pairRatios: [String: Double] = [:]
}

/// Takes each sampler's samples and, when there is a working `server`, kiwi's
/// of the same workload alternately with them: one of ours, one of kiwi's, one
/// of ours, … (one workload after the other), so that a slow phase of a noisy
/// machine hits both sides alike. If the server fails, ours go on alone and
/// kiwi's samples of the workload it failed in, and of the later ones, are
/// dropped (`server.failure` says why).
func sampleInterleaved(
    _ samplers: [Sampler], reps: (ours: [String: Repetitions], kiwi: [String: Repetitions]), server: KiwiServer?,
    echo: Bool = false
) throws -> Interleaved {
    var result = Interleaved()
    for sampler in samplers {
        let name = sampler.name
        let o = reps.ours[name]!
        let k = reps.kiwi[name] ?? o
        var ours: [Double] = []
        var kiwi: [Double] = []
        for i in 0..<max(o.samples, k.samples) {
            if i < o.samples { ours.append(try sampler.sample(batch: o.batch)) }
            if i < k.samples, let server, server.failure == nil {
                if let seconds = try? server.sample(name, batch: k.batch) { kiwi.append(seconds) }
            }
        }
        result.ours[name] = Samples(seconds: ours, batch: o.batch)
        guard let server, server.failure == nil else { continue }
        result.kiwi[name] = Samples(seconds: kiwi, batch: k.batch)
        let ratios = zip(ours, kiwi).compactMap { $1 > 0 ? $0 / $1 : nil }
        if echo {
            for (i, (o, k)) in zip(ours, kiwi).enumerated() {
                log("  \(name) pair \(i + 1): ours \(formatSeconds(o)), kiwi \(formatSeconds(k)), ratio \(formatRatio(o / k))")
            }
        }
        if !ratios.isEmpty { result.pairRatios[name] = median(ratios) }
    }
    return result
}

/// Takes the samplers' samples in turn — one of each, then the next of each,
/// … — until each has its count; for sizes of one workload whose ratio is
/// reported (the row's scaling), so both sizes see the same machine phases.
/// Each timed sample follows an untimed one of the same workload, so that
/// each is measured in the state its own kind of work leaves the process in
/// (a small build right after a large one would reuse the large one's freed
/// pages, a large one after a small one would fault in fresh ones). Each timed
/// sample also records the CPU time and minor page faults it cost
/// (`Samples.usage`), to tell the solver's own work from the system's.
func sampleInTurn(_ samplers: [Sampler], reps: [String: Repetitions]) throws -> [String: Samples] {
    var seconds: [String: [Double]] = [:]
    var usage: [String: [ProcessUsage]] = [:]
    let rounds = samplers.map { reps[$0.name]!.samples }.max() ?? 0
    for round in 0..<rounds {
        for sampler in samplers where round < reps[sampler.name]!.samples {
            let batch = reps[sampler.name]!.batch
            _ = try sampler.sample(batch: batch)
            let before = ProcessUsage.current()
            seconds[sampler.name, default: []].append(try sampler.sample(batch: batch))
            var used = ProcessUsage.current() - before
            used.userSeconds /= Double(batch)
            used.systemSeconds /= Double(batch)
            used.minorFaults /= batch
            usage[sampler.name, default: []].append(used)
        }
    }
    var result: [String: Samples] = [:]
    for sampler in samplers {
        result[sampler.name] = Samples(
            seconds: seconds[sampler.name] ?? [], batch: reps[sampler.name]!.batch, usage: usage[sampler.name] ?? [])
    }
    return result
}
