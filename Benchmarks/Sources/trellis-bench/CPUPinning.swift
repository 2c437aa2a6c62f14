#if os(Linux)
    import Glibc
#endif

/// Keeps this process, and every child it starts afterwards (kiwi's serve
/// children, the `trellis` runs of the families), on one CPU.
///
/// The two sides of an interleaved comparison are two processes; left to the
/// scheduler, they can run on different CPUs, and on a machine whose CPUs do
/// not measure alike a slow one then lands on one side only. Children inherit
/// the affinity of the process that starts them, so pinning this process
/// before any child starts pins them all.
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
        #if os(Linux)
            var set = cpu_set_t()
            guard cpu >= 0, cpu < MemoryLayout<cpu_set_t>.size * 8 else {
                throw BenchmarkFailure("--cpu \(cpu): no such CPU")
            }
            withUnsafeMutableBytes(of: &set) { bytes in bytes[cpu / 8] |= UInt8(1 << (cpu % 8)) }
            guard let call = affinityCall("sched_setaffinity"),
                call(0, MemoryLayout<cpu_set_t>.size, &set) == 0
            else {
                throw BenchmarkFailure("--cpu \(cpu): cannot run on it (allowed: \(allowedCPUs()))")
            }
        #else
            throw BenchmarkFailure("pinning to a CPU needs Linux (run with --no-pin)")
        #endif
    }
}
