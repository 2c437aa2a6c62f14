import Foundation
import Solver

// trellis-bench: the workloads of shared/workloads/README.md on our solver and,
// in the same run, on kiwi (Benchmarks/kiwi/bench_kiwi.py); medians and ratios.

func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Child mode: build the row of `n` views only and print the peak RSS, so the
/// measurement is not polluted by other workloads.
func childRSS(_ n: Int) throws {
    if n > 0 {
        let row = RowSystem(n: n)
        let solver = try row.build()
        row.readAll(solver)
    }
    print("{\"kind\": \"rss\", \"name\": \"row.\(n)\", \"maxrss_kb\": \(maxResidentKilobytes())}")
}

func ownRSS(_ n: Int) -> Int? {
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    let result = runProcess(executable, ["--child-rss-row", String(n)])
    guard result.status == 0,
        let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    else {
        log("rss child for N=\(n) failed: \(result.stderr)")
        return nil
    }
    return (object["maxrss_kb"] as? NSNumber)?.intValue
}

/// How many samples (and operations per sample) each workload gets: ours and kiwi's.
func repetitions(_ options: Options) -> (ours: [String: Repetitions], kiwi: [String: Repetitions]) {
    var ours: [String: Repetitions] = [:]
    var kiwi: [String: Repetitions] = [:]
    if options.quick {
        for name in ["enaml.build", "enaml.steady", "enaml.pivot", "blocks.build", "blocks.resize"] {
            ours[name] = Repetitions(samples: 1, batch: name.hasSuffix("build") ? 1 : 10)
        }
        for n in options.rows {
            ours["row.build.\(n)"] = Repetitions(samples: 1)
            ours["row.resize.\(n)"] = Repetitions(samples: 1, batch: 2)
        }
        return (ours, ours)
    }
    ours["enaml.build"] = Repetitions(samples: 11, batch: 20)
    ours["enaml.steady"] = Repetitions(samples: 11, batch: 1000)
    ours["enaml.pivot"] = Repetitions(samples: 11, batch: 100)
    ours["blocks.build"] = Repetitions(samples: 5)
    ours["blocks.resize"] = Repetitions(samples: 11, batch: 20)
    kiwi = ours
    for n in options.rows {
        ours["row.build.\(n)"] = Repetitions(samples: n <= 1000 ? 7 : n <= 3000 ? 3 : 1)
        ours["row.resize.\(n)"] = Repetitions(samples: 11, batch: 10)
        // Kiwi's row build grows about as N², and each of its resizes (remove
        // and re-add two constraints) costs about as much as a build.
        kiwi["row.build.\(n)"] = Repetitions(samples: n <= 1000 ? 7 : n <= 3000 ? 3 : 1)
        kiwi["row.resize.\(n)"] = Repetitions(samples: n <= 1000 ? 5 : 3, batch: n <= 1000 ? 2 : 1)
    }
    return (ours, kiwi)
}

func main() throws {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    if let n = options.childRSSRow {
        try childRSS(n)
        return
    }
    let paths = try Paths(options: options)
    let file = try LinearSystemFile(contentsOf: paths.workloads.appendingPathComponent("enaml.layout"))
    let reps = repetitions(options)
    #if DEBUG
        log("warning: a debug build; measure with `swift run -c release --package-path Benchmarks trellis-bench`")
    #endif

    // Ours.
    var ours: [String: Samples] = [:]
    let enaml = EnamlWorkload(file: file)
    if options.only.contains("enaml") {
        log("ours: enaml")
        ours.merge(try enaml.run(build: reps.ours["enaml.build"]!, steady: reps.ours["enaml.steady"]!,
                                 pivoting: reps.ours["enaml.pivot"]!)) { $1 }
    }
    if options.only.contains("row") {
        for n in options.rows {
            log("ours: row of \(n)")
            let row = RowSystem(n: n)
            ours.merge(try row.run(build: reps.ours["row.build.\(n)"]!, resize: reps.ours["row.resize.\(n)"]!)) { $1 }
            log("  build \(formatSeconds(ours["row.build.\(n)"]?.median)), resize \(formatSeconds(ours["row.resize.\(n)"]?.median)); values verified")
        }
    }
    if options.only.contains("blocks") {
        log("ours: \(options.blocks) blocks")
        ours.merge(try enaml.runBlocks(count: options.blocks, build: reps.ours["blocks.build"]!,
                                       resize: reps.ours["blocks.resize"]!)) { $1 }
    }
    var oursRSS: [Int: Int] = [:]
    let kiwiRows = options.rows.filter { $0 <= options.kiwiMaxRow }
    if options.only.contains("memory"), let largest = options.rows.max() {
        log("ours: peak memory (child processes)")
        for n in Set([0, largest] + (kiwiRows.max().map { [$0] } ?? [])) { oursRSS[n] = ownRSS(n) }
    }

    // Kiwi.
    var kiwi = KiwiResults()
    if !options.runsKiwi {
        kiwi.unavailable = "not run (--no-kiwi)"
    } else {
        log("kiwi: \(paths.kiwiScript.path) (rows \(kiwiRows.map(String.init).joined(separator: ", ")); larger rows need --max-row)")
        var only = options.only
        if only.remove("memory") != nil { only.insert("rss") }
        kiwi = runKiwi(
            python: options.python, script: paths.kiwiScript, workloads: paths.workloads, rows: options.rows,
            maxRow: options.kiwiMaxRow, blocks: options.blocks, reps: reps.kiwi, echo: options.verbose, only: only)
        if let why = kiwi.unavailable {
            if options.quick { log("kiwi skipped: \(why)") } else { log("warning: kiwi did not run: \(why)") }
        }
    }

    // Cross-check the enaml values the layout determines against kiwi's.
    var valueNote = ""
    if !kiwi.enamlValues.isEmpty {
        var mismatches: [String] = []
        for (name, value) in EnamlWorkload.determinedValues.sorted(by: { $0.key < $1.key }) {
            if let k = kiwi.enamlValues[name], abs(k - value) > 1e-6 { mismatches.append("\(name): ours \(value), kiwi \(k)") }
        }
        valueNote = mismatches.isEmpty
            ? "The \(EnamlWorkload.determinedValues.count) enaml variables our solver reports unambiguous at 400×600 have the same values in kiwi."
            : "enaml values differ from kiwi's: " + mismatches.joined(separator: "; ")
        log(valueNote)
    }

    // The report.
    var lines: [Line] = []
    func add(_ group: String, _ name: String, _ label: String, _ target: Target?) {
        guard ours[name] != nil || kiwi.samples[name] != nil else { return }
        var line = Line(group: group, name: name, label: label, ours: ours[name]?.median, kiwi: kiwi.samples[name]?.median,
                        target: target)
        line.oursSamples = ours[name]?.seconds.count ?? 0
        line.kiwiSamples = kiwi.samples[name]?.seconds.count ?? 0
        if line.kiwi == nil { line.kiwiNote = kiwi.skipped[name].map { "not run (\($0))" } ?? "—" }
        lines.append(line)
    }
    add("enaml", "enaml.build", "(a) build: 2 edits + 111 constraints", .ratio(0.8))
    add("enaml", "enaml.steady", "(b) steady resize 400×600, read 37 values", .ratio(1.0))
    add("enaml", "enaml.pivot", "(c) pivoting resize 400×600 ↔ 100×50, read 37 values", .ratio(0.5))
    for n in options.rows {
        add("row", "row.build.\(n)", "(a) build + solve, N = \(n)", n == 3000 ? .ratio(0.1) : nil)
    }
    for n in options.rows {
        add("row", "row.resize.\(n)", "(b) view N/2 width 50 ↔ 60, re-solve, read all, N = \(n)", nil)
    }
    if let small = ours["row.build.1000"]?.median, let large = ours["row.build.10000"]?.median {
        var line = Line(group: "row", name: "row.scaling", label: "ours: t(build, 10,000) / t(build, 1,000)", ours: large / small,
                        kiwi: nil, target: .scaling(small: "row.build.1000", large: "row.build.10000", 12))
        if let k1 = kiwi.samples["row.build.1000"]?.median, let k10 = kiwi.samples["row.build.10000"]?.median {
            line.kiwiNote = formatRatio(k10 / k1) + "×"
        } else {
            line.kiwiNote = "—"
        }
        lines.append(line)
    }
    add("blocks", "blocks.build", "(a) build \(options.blocks) blocks (\(options.blocks * 111) constraints)", .ratio(0.1))
    add("blocks", "blocks.resize", "(b) resize one block 400×600 ↔ 100×50, read its 37 values", .ratio(0.02))

    print(textTable(lines))
    var memoryLines: [String] = []
    for n in oursRSS.keys.sorted() {
        let o = oursRSS[n].map { String(format: "%.1f MB", Double($0) / 1024) } ?? "—"
        let k = kiwi.rssKilobytes["row.\(n)"].map { String(format: "%.1f MB", Double($0) / 1024) } ?? "not run"
        memoryLines.append("| \(n == 0 ? "process alone (no workload)" : "row, N = \(n)") | \(o) | \(k) |")
    }
    if !memoryLines.isEmpty {
        print("peak RSS (max RSS of a child process that only builds the row):")
        for line in memoryLines { print("  " + line) }
    }
    print(String(format: "checksum %.3f", checksum))

    if let path = options.markdown {
        let markdown = markdownReport(
            lines: lines, memory: memoryLines, options: options, kiwi: kiwi, reps: reps, valueNote: valueNote,
            existing: try? String(contentsOfFile: path, encoding: .utf8))
        try markdown.write(toFile: path, atomically: true, encoding: .utf8)
        log("wrote \(path)")
    }
}

do {
    try main()
} catch {
    log("trellis-bench: \(error)")
    exit(1)
}
