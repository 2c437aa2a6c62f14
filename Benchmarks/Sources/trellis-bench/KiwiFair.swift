import Foundation

/// `--only kiwi-fair`: the enaml workloads against kiwi's C++ core measured
/// fairly (issue 43). Each side runs in its own process, one after the
/// other, never alternated with a child of the other side (whose cache and
/// CPU use slowed kiwi's samples more than ours): `trellis-bench --fair-run`
/// and `bench-kiwi --fair-run` (g++ and clang++ builds) each run a warm-up
/// operation, then batches of the workload back to back. Wall clock is the
/// median batch's time of one operation; instructions are counted by
/// callgrind in the measured function only (`--toggle-collect` on
/// `kiwiFairRegion`, which both sides have), divided by the operations, so
/// neither setup, parsing nor teardown of the process counts.
enum KiwiFair {
    struct Workload {
        let name: String
        /// Kiwi's workload compared with it (kiwi has no list addition: its build one at a time).
        let kiwiName: String
        /// Operations a batch for the wall clock, and under callgrind.
        let count: Int
        let callgrindCount: Int
        /// Our time over the faster kiwi's at most this; nil: reported without a target.
        let target: Double?
        let label: String
    }

    static let workloads = [
        Workload(
            name: "enaml.build", kiwiName: "enaml.build", count: 100, callgrindCount: 20, target: 0.45,
            label: "enaml build, one `add` per constraint"),
        Workload(
            name: "enaml.build.list", kiwiName: "enaml.build", count: 100, callgrindCount: 20, target: 0.45,
            label: "enaml build, the 111 added as one list (kiwi: one at a time)"),
        Workload(
            name: "enaml.steady", kiwiName: "enaml.steady", count: 50_000, callgrindCount: 2_000, target: nil,
            label: "same-value resize, 37 reads (ours returns early: nothing changed)"),
        Workload(
            name: "enaml.nudge", kiwiName: "enaml.nudge", count: 20_000, callgrindCount: 2_000, target: 0.4,
            label: "1-point resize, 37 reads"),
        Workload(
            name: "enaml.pivot", kiwiName: "enaml.pivot", count: 500, callgrindCount: 50, target: 0.12,
            label: "pivoting resize, 37 reads"),
    ]

    /// `trellis-bench --fair-run NAME COUNT BATCHES`: one warm-up operation,
    /// then BATCHES batches of COUNT back to back; prints the median seconds
    /// of one operation.
    static func fairRun(_ samplers: [Sampler], name: String, count: Int, batches: Int) throws {
        guard let sampler = samplers.first(where: { $0.name == name }), count > 0, batches > 0 else {
            throw BenchmarkFailure("--fair-run: no workload \(name), or a count below 1")
        }
        _ = try sampler.sample(batch: 1)
        var seconds: [Double] = []
        for _ in 0..<batches { seconds.append(try kiwiFairRegion(sampler, count)) }
        print("{\"kind\": \"fair\", \"name\": \"\(name)\", \"seconds\": \(median(seconds))}")
        print(String(format: "checksum %.3f", checksum))
    }

    /// One side: a label and the command that runs a workload (`NAME COUNT BATCHES` appended).
    struct Side {
        let label: String
        let program: String
        let arguments: [String]
    }

    /// Runs every workload on every side, one process at a time, and returns the Markdown table.
    static func run(benchmarks: URL, workloads directory: URL, batches: Int) throws -> String {
        let ours =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var sides = [Side(label: "ours", program: ours, arguments: ["--workloads", directory.path, "--fair-run"])]
        let built = runProcess("/bin/sh", [benchmarks.appendingPathComponent("kiwi-cpp/build.sh").path])
        for line in built.stderr.split(separator: "\n") where line.hasPrefix("build.sh:") { log(String(line)) }
        for binary in built.stdout.split(separator: "\n").map(String.init) where !binary.isEmpty {
            let label = binary.hasSuffix("-gcc") ? "kiwi g++" : binary.hasSuffix("-clang") ? "kiwi clang++" : binary
            sides.append(Side(label: label, program: binary, arguments: ["--workloads", directory.path, "--fair-run"]))
        }
        guard sides.count > 1 else { throw BenchmarkFailure("kiwi-fair: kiwi-cpp/build.sh built nothing") }
        let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        if valgrind == nil { log("kiwi-fair: no valgrind: wall clock only") }

        var seconds: [String: Double] = [:]
        var instructions: [String: Double] = [:]
        for workload in workloads {
            for side in sides {
                let name = side.label == "ours" ? workload.name : workload.kiwiName
                let key = "\(workload.name).\(side.label)"
                // A kiwi workload compared with two of ours is measured once.
                if side.label != "ours", let done = workloads.first(where: { $0.kiwiName == name }),
                    done.name != workload.name
                {
                    seconds[key] = seconds["\(done.name).\(side.label)"]
                    instructions[key] = instructions["\(done.name).\(side.label)"]
                    continue
                }
                let wall = runProcess(side.program, side.arguments + [name, "\(workload.count)", "\(batches)"])
                seconds[key] = fairSeconds(wall.stdout)
                if seconds[key] == nil { log("kiwi-fair: \(key) failed: \(wall.stderr.prefix(300))") }
                if let valgrind {
                    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
                        "kiwi-fair-\(ProcessInfo.processInfo.processIdentifier)-\(key).callgrind")
                    let counted = runProcess(
                        "/usr/bin/env",
                        [
                            "SWIFT_DETERMINISTIC_HASHING=1", valgrind, "--tool=callgrind",
                            "--callgrind-out-file=\(out.path)", "--toggle-collect=*kiwiFairRegion*", side.program,
                        ] + side.arguments + [name, "\(workload.callgrindCount)", "1"])
                    let total = callgrindTotal(out)
                    try? FileManager.default.removeItem(at: out)
                    if let total {
                        instructions[key] = total / Double(workload.callgrindCount)
                    } else {
                        log("kiwi-fair: callgrind of \(key) failed: \(counted.stderr.suffix(300))")
                    }
                }
                log(
                    "  \(key): \(formatSeconds(seconds[key])), "
                        + "\(instructions[key].map { String(format: "%.0f", $0) } ?? "—") instructions")
            }
        }
        return table(sides: sides.map(\.label), seconds: seconds, instructions: instructions)
    }

    /// The Markdown table: per workload, each side's instructions and time
    /// of one operation, and ours over the faster kiwi build in each.
    static func table(sides: [String], seconds: [String: Double], instructions: [String: Double]) -> String {
        let kiwiSides = sides.filter { $0 != "ours" }
        var text =
            "| operation | " + sides.map { "\($0) instructions" }.joined(separator: " | ") + " | ratio | "
            + sides.map { "\($0) time" }.joined(separator: " | ") + " | ratio | target | met? |\n"
        text += "|---|" + String(repeating: "---:|", count: 2 * sides.count + 3) + "---|\n"
        func ratio(_ values: [String: Double], _ workload: Workload) -> Double? {
            guard let ours = values["\(workload.name).ours"] else { return nil }
            let fastest = kiwiSides.compactMap { values["\(workload.name).\($0)"] }.min()
            return fastest.map { ours / $0 }
        }
        for workload in workloads {
            let instructionRatio = ratio(instructions, workload)
            let secondsRatio = ratio(seconds, workload)
            var met = "—"
            if let target = workload.target, let instructionRatio {
                let inInstructions = instructionRatio <= target
                let inTime = secondsRatio.map { $0 <= target }
                met =
                    inInstructions && inTime != false
                    ? "yes" : "**no**" + (inInstructions ? " (in time)" : inTime == true ? " (in instructions)" : "")
            }
            text +=
                "| \(workload.label) | "
                + sides.map { side in
                    instructions["\(workload.name).\(side)"].map { formatInteger(Int($0.rounded())) } ?? "—"
                }.joined(separator: " | ")
                + " | \(instructionRatio.map { String(format: "%.3f", $0) } ?? "—") | "
                + sides.map { formatSeconds(seconds["\(workload.name).\($0)"]) }.joined(separator: " | ")
                + " | \(secondsRatio.map { String(format: "%.3f", $0) } ?? "—") | "
                + "\(workload.target.map { "≤ \($0)" } ?? "— (early exit)") | \(met) |\n"
        }
        return text
    }

    /// The seconds of a `{"kind": "fair", …, "seconds": S}` line.
    static func fairSeconds(_ output: String) -> Double? {
        for line in output.split(separator: "\n") where line.contains("\"fair\"") {
            guard let range = line.range(of: "\"seconds\": ") else { continue }
            return Double(
                line[range.upperBound...].prefix { $0 != "}" && $0 != "," }.trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// The events callgrind counted (its `summary:` or `totals:` line).
    static func callgrindTotal(_ file: URL) -> Double? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
            if let number = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) { return number }
        }
        return nil
    }
}

/// The measured region of `--fair-run` on our side: one batch. Never
/// inlined, so that callgrind's `--toggle-collect='*kiwiFairRegion*'` finds
/// it (kiwi's harness has a function of the same name); a free function,
/// since in a member of `KiwiFair` the mangled name abbreviates the word
/// `Fair` it repeats and the pattern no longer matches.
@inline(never)
func kiwiFairRegion(_ sampler: Sampler, _ count: Int) throws -> Double {
    try sampler.sample(batch: count)
}

/// 1234567 → "1,234,567".
func formatInteger(_ n: Int) -> String { n < 0 ? "-" + formatCount(-n) : formatCount(n) }
