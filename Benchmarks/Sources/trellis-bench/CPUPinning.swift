#if os(Linux)
    import Glibc
#endif

/// Keeps the two sides of an alternated comparison on one CPU: this process
/// while it takes its alternated samples, and kiwi's serve children, which
/// inherit the affinity this process has when it starts them.
///
/// The two sides are two processes; left to the scheduler, they can run on
/// different CPUs, and on a machine whose CPUs do not measure alike a slow
/// one then lands on one side only. The workloads that are not alternated
/// run with the CPUs this process started with: pinned, one process gains
/// nothing, and cannot be moved off a CPU that something else is using.
enum CPUPinning {
    #if os(Linux)
        /// `sched_getaffinity` and `sched_setaffinity`, looked up at run time:
        /// Glibc declares them only under `_GNU_SOURCE`, which Swift's module
        /// of it leaves out.
        private typealias AffinityCall = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
        private static func affinityCall(_ name: String) -> AffinityCall? {
            dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: AffinityCall.self) }
        }
    #endif

    /// The CPUs this process may run on, lowest first; empty where the
    /// system does not say.
    static func allowedCPUs() -> [Int] {
        #if os(Linux)
            var set = cpu_set_t()
            guard let call = affinityCall("sched_getaffinity"),
                call(0, MemoryLayout<cpu_set_t>.size, &set) == 0
            else { return [] }
            return withUnsafeBytes(of: &set) { bytes in
                bytes.indices.flatMap { index in
                    (0..<8).compactMap { bit in bytes[index] & (1 << bit) != 0 ? index * 8 + bit : nil }
                }
            }
        #else
            return []
        #endif
    }

    /// Pins this process to `cpu`, or says why it could not.
    static func pin(to cpu: Int) throws(BenchmarkFailure) {
        try allow([cpu], as: "--cpu \(cpu)")
    }

    /// Lets this process run on `cpus` again (the set it started with).
    static func allow(_ cpus: [Int]) throws(BenchmarkFailure) {
        if !cpus.isEmpty { try allow(cpus, as: "restoring CPUs \(cpus)") }
    }

    private static func allow(_ cpus: [Int], as what: String) throws(BenchmarkFailure) {
        #if os(Linux)
            var set = cpu_set_t()
            let bits = MemoryLayout<cpu_set_t>.size * 8
            guard cpus.allSatisfy({ $0 >= 0 && $0 < bits }) else { throw BenchmarkFailure("\(what): no such CPU") }
            withUnsafeMutableBytes(of: &set) { bytes in
                for cpu in cpus { bytes[cpu / 8] |= UInt8(1 << (cpu % 8)) }
            }
            guard let call = affinityCall("sched_setaffinity"),
                call(0, MemoryLayout<cpu_set_t>.size, &set) == 0
            else {
                throw BenchmarkFailure("\(what): cannot run there (allowed: \(allowedCPUs()))")
            }
        #else
            throw BenchmarkFailure("pinning to a CPU needs Linux (run with --no-pin)")
        #endif
    }
}
