import Foundation

/// Seconds on a monotonic clock.
@inline(__always)
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Values read during timing are folded in here and printed at the end, so the
/// optimiser cannot drop the reads.
nonisolated(unsafe) var checksum = 0.0

/// This process's CPU time and minor page faults so far (`getrusage`), or
/// between two readings.
struct ProcessUsage: Codable {
    var userSeconds: Double
    var systemSeconds: Double
    var minorFaults: Int

    static func current() -> ProcessUsage {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
        return ProcessUsage(
            userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime),
            minorFaults: Int(usage.ru_minflt))
    }

    static func - (after: ProcessUsage, before: ProcessUsage) -> ProcessUsage {
        ProcessUsage(
            userSeconds: after.userSeconds - before.userSeconds,
            systemSeconds: after.systemSeconds - before.systemSeconds,
            minorFaults: after.minorFaults - before.minorFaults)
    }
}

/// The times of one workload: each sample is the mean time of one operation
/// over a batch of `batch` consecutive operations.
struct Samples: Codable {
    var seconds: [Double]
    var batch: Int
    /// What each sample cost the process in CPU time and page faults, per
    /// operation, where it was measured (the row's builds).
    var usage: [ProcessUsage]?

    var median: Double { trellis_bench.median(seconds) }
}

/// The median (the mean of the two middle values for an even count; NaN for none).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    if n == 0 { return .nan }
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

/// How many samples, and operations per sample, a workload takes.
struct Repetitions {
    var samples: Int
    var batch: Int = 1
}

/// Runs `operation` `samples × batch` times (after `warmup` untimed runs) and
/// returns the mean time per operation of each batch. `operation` gets the
/// running index so that alternating workloads know which way to go.
func measure(_ reps: Repetitions, warmup: Int = 1, _ operation: (Int) throws -> Void) rethrows -> Samples {
    var index = 0
    for _ in 0..<warmup {
        try operation(index)
        index += 1
    }
    var seconds: [Double] = []
    for _ in 0..<reps.samples { seconds.append(try timeBatch(reps.batch, from: &index, operation)) }
    return Samples(seconds: seconds, batch: reps.batch)
}

/// Runs `operation` `batch` times, with the indices from `index` on (which it
/// advances), and returns the mean time of one operation, in seconds.
@inline(__always)
func timeBatch(_ batch: Int, from index: inout Int, _ operation: (Int) throws -> Void) rethrows -> Double {
    let start = now()
    for _ in 0..<batch {
        try operation(index)
        index += 1
    }
    return (now() - start) / Double(batch)
}

/// The peak resident set size of this process, in kilobytes.
///
/// On Linux this is `VmHWM` from `/proc/self/status`: `getrusage`'s `ru_maxrss`
/// carries over the parent's peak through fork/posix_spawn and exec, so a child
/// of a big process would report the parent's figure.
func maxResidentKilobytes() -> Int {
    #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        {
            return kilobytes
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)  // kilobytes on Linux
    #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024  // bytes on macOS
    #endif
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
