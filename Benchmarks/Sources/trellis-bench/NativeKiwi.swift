import Foundation

/// Kiwi's C++ core without Python in front of it: `kiwi-cpp/build.sh` builds
/// our harness `kiwi-cpp/bench_kiwi.cpp` against the headers of the
/// kiwisolver source distribution with g++ and clang++ (whichever exist), and
/// each binary runs as a serve child like `bench_kiwi.py --serve`. The report
/// takes, per workload, the compiler whose median is lower.
struct NativeKiwi {
    /// The running children, one per compiler, in the order built.
    var servers: [KiwiServer] = []
    /// Why a compiler or the whole native side is missing (said in the report).
    var problems: [String] = []

    /// Builds the binaries when out of date (`kiwi-cpp/build.sh`) and starts a
    /// serve child of each that loads `names`, through `launch` (which pins
    /// it, `CPUPinning`).
    static func start(
        benchmarks: URL, workloads: URL, blocks: Int, only: [String], names: [String], timeout: Double, echo: Bool,
        launch: (() throws -> KiwiServer) throws -> KiwiServer
    ) -> NativeKiwi {
        var native = NativeKiwi()
        let script = benchmarks.appendingPathComponent("kiwi-cpp/build.sh")
        let built = runProcess("/bin/sh", [script.path])
        for line in built.stderr.split(separator: "\n") where line.hasPrefix("build.sh:") {
            native.problems.append(String(line))
        }
        let binaries = built.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        if binaries.isEmpty {
            if native.problems.isEmpty {
                native.problems.append("kiwi-cpp/build.sh built nothing (status \(built.status))")
            }
            return native
        }
        for binary in binaries {
            let label = "kiwi C++ (" + URL(fileURLWithPath: binary).lastPathComponent + ")"
            do {
                native.servers.append(
                    try launch {
                        try KiwiServer(
                            program: binary, arguments: [], label: label, workloads: workloads, blocks: blocks,
                            only: only, names: names, timeout: timeout, echo: echo)
                    })
            } catch {
                native.problems.append("\(error)")
            }
        }
        return native
    }

    func stop() {
        for server in servers { server.stop() }
    }

    /// The compilers, as the children report them: `g++ 12.2.0, clang++ 21.0.0`.
    var compilers: String {
        servers.map { $0.compiler ?? $0.label }.joined(separator: ", ")
    }
}

/// Kiwi's C++ core's samples, per compiler, and the faster compiler per workload.
struct NativeResults {
    /// Samples by compiler, then by workload.
    var samples: [String: [String: Samples]] = [:]
    /// Median of ours_i / native_i by compiler, then by workload.
    var pairRatios: [String: [String: Double]] = [:]
    var compilers = ""
    var problems: [String] = []

    /// The median of the faster compiler for `name`, with that compiler and our pair ratio against it.
    func fastest(_ name: String) -> (median: Double, compiler: String, pairRatio: Double?)? {
        var best: (median: Double, compiler: String, pairRatio: Double?)?
        for (compiler, byName) in samples.sorted(by: { $0.key < $1.key }) {
            guard let median = byName[name]?.median, median > 0 else { continue }
            if best == nil || median < best!.median {
                best = (median, compiler, pairRatios[compiler]?[name])
            }
        }
        return best
    }
}
