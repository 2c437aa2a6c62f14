/// One workload that produces one sample at a time, so that its samples can be
/// taken alternately with kiwi's (see `Interleave.swift`). It keeps its state
/// (a solver, say) in the closure and its running index between samples: the
/// first sample runs `warmup` untimed operations first, and an alternating
/// workload (pivot, resize) keeps alternating across samples.
final class Sampler {
    let name: String
    /// The name of kiwi's workload it is sampled alternately with: its own,
    /// or the one it is another way of doing (`enaml.build.list`, which
    /// kiwi, having no list addition, does as `enaml.build`).
    let kiwiName: String
    private let warmup: Int
    private let operation: (Int) throws -> Void
    private var index = 0
    private var warmedUp = false

    init(_ name: String, kiwiName: String? = nil, warmup: Int = 1, _ operation: @escaping (Int) throws -> Void) {
        self.name = name
        self.kiwiName = kiwiName ?? name
        self.warmup = warmup
        self.operation = operation
    }

    /// Runs `batch` operations and returns the mean time of one, in seconds.
    func sample(batch: Int) throws -> Double {
        if !warmedUp {
            for _ in 0..<warmup {
                try operation(index)
                index += 1
            }
            warmedUp = true
        }
        return try timeBatch(batch, from: &index, operation)
    }
}
