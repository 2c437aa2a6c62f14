import Foundation
import TrellisSolver

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
    let executable =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
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
        for name in [
            "enaml.build", "enaml.build.list", "enaml.steady", "enaml.nudge", "enaml.pivot", "blocks.build",
            "blocks.resize",
        ] {
            ours[name] = Repetitions(samples: 1, batch: name.hasSuffix("build") ? 1 : 10)
        }
        for n in options.rows {
            ours["row.build.\(n)"] = Repetitions(samples: 1)
            ours["row.resize.\(n)"] = Repetitions(samples: 1, batch: 2)
        }
        for n in options.feeds {
            ours["feed.build.\(n)"] = Repetitions(samples: 1)
            ours["feed.relayout.\(n)"] = Repetitions(samples: 1, batch: 2)
            ours["stacks.build.\(n)"] = Repetitions(samples: 1)
            ours["stacks.relayout.\(n)"] = Repetitions(samples: 1, batch: 2)
        }
        return (ours, ours)
    }
    // Each sample of the workloads taken alternately runs for about 10 ms or
    // more on its side, so that the caches it finds cold (the other side's
    // sample ran in between, in another process) are a small part of it:
    // shorter samples measured the refilling of the caches more than the
    // operation (Docs/Performance.md). The batches differ by side because
    // the operations' times do; each side's time is the mean of its batch.
    ours["enaml.build"] = Repetitions(samples: 11, batch: 100)
    ours["enaml.build.list"] = Repetitions(samples: 11, batch: 100)
    ours["enaml.steady"] = Repetitions(samples: 11, batch: 50_000)
    ours["enaml.nudge"] = Repetitions(samples: 11, batch: 20_000)
    ours["enaml.pivot"] = Repetitions(samples: 11, batch: 500)
    ours["blocks.build"] = Repetitions(samples: 5)
    ours["blocks.resize"] = Repetitions(samples: 11, batch: 500)
    kiwi = ours
    kiwi["enaml.build"] = Repetitions(samples: 11, batch: 50)
    kiwi["enaml.steady"] = Repetitions(samples: 11, batch: 10_000)
    kiwi["enaml.nudge"] = Repetitions(samples: 11, batch: 10_000)
    kiwi["enaml.pivot"] = Repetitions(samples: 11, batch: 100)
    kiwi["blocks.resize"] = Repetitions(samples: 11, batch: 20)
    for n in options.rows {
        // Ours: 21 samples at every size (0.15 s each at 10,000, about 10 s in
        // all), taken in turn across the sizes, so the scaling ratio is a
        // ratio of medians from the same phases of the machine, not of one
        // noisy sample. (With 7 samples, the same code gave 11× to 16× from
        // run to run.)
        ours["row.build.\(n)"] = Repetitions(samples: 21)
        ours["row.resize.\(n)"] = Repetitions(samples: 11, batch: 10)
        // Kiwi's row build grows about as N², and each of its resizes (remove
        // and re-add two constraints) costs about as much as a build.
        kiwi["row.build.\(n)"] = Repetitions(samples: n <= 1000 ? 7 : n <= 3000 ? 3 : 1)
        kiwi["row.resize.\(n)"] = Repetitions(samples: n <= 1000 ? 5 : 3, batch: n <= 1000 ? 2 : 1)
    }
    for n in options.feeds {
        ours["feed.build.\(n)"] = Repetitions(samples: n <= 1000 ? 7 : n <= 3000 ? 5 : 3)
        ours["feed.relayout.\(n)"] = Repetitions(samples: 11, batch: 10)
        // Kiwi's feed build grows about as N³ (0.1 s at 100, 3 s at 300, about
        // 45 s of CPU at 1,000; no warm-up): one sample above 300.
        kiwi["feed.build.\(n)"] = Repetitions(samples: n <= 100 ? 7 : n <= 300 ? 3 : 1)
        kiwi["feed.relayout.\(n)"] = Repetitions(samples: 5, batch: 2)
        ours["stacks.build.\(n)"] = Repetitions(samples: n <= 1000 ? 7 : n <= 3000 ? 5 : 3)
        ours["stacks.relayout.\(n)"] = Repetitions(samples: 11, batch: 10)
        // Kiwi's stack feed build grows about as N^2.7 (1.3 s of CPU at 200,
        // 4 s at 300): one sample above 100.
        kiwi["stacks.build.\(n)"] = Repetitions(samples: n <= 100 ? 7 : 1)
        kiwi["stacks.relayout.\(n)"] = Repetitions(samples: 5, batch: 2)
    }
    return (ours, kiwi)
}

func main() throws {
    var options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    if let n = options.childRSSRow {
        try childRSS(n)
        return
    }
    if let (name, size) = options.familyScript {
        let known = InputFamily.all + InputFamily.heldOut(seed: InputFamily.heldOutSeed(), count: options.heldOutCount)
        if name == "list" {
            for family in known { print("\(family.name)\t\(family.label)") }
            return
        }
        guard let family = known.first(where: { $0.name == name }) else {
            throw BenchmarkFailure("--family-script: no input family \(name)")
        }
        print(family.script(size), terminator: "")
        return
    }
    let paths = try Paths(options: options)
    let file = try LinearSystemFile(contentsOf: paths.workloads.appendingPathComponent("enaml.layout"))
    let reps = repetitions(options)
    if let (name, count) = options.repeatWorkload {
        let enaml = EnamlWorkload(file: file)
        let samplers =
            try enaml.samplers()
            + (name.hasPrefix("blocks.") ? try enaml.blockSamplers(count: options.blocks).samplers : [])
        guard let sampler = samplers.first(where: { $0.name == name }) else {
            throw BenchmarkFailure("--repeat: no workload \(name)")
        }
        _ = try sampler.sample(batch: count)
        print(String(format: "checksum %.3f", checksum))
        return
    }
    if let (name, count, batches) = options.fairRun {
        try KiwiFair.fairRun(try EnamlWorkload(file: file).samplers(), name: name, count: count, batches: batches)
        return
    }
    if options.only.contains("kiwi-fair") {
        log("kiwi-fair: each side in its own process, back to back; instructions in the measured function only")
        let table = try KiwiFair.run(
            benchmarks: paths.repositoryRoot.appendingPathComponent("Benchmarks"), workloads: paths.workloads,
            batches: options.fairBatches)
        print(table.split(separator: "\n").filter { !$0.hasPrefix("|---") }.joined(separator: "\n"))
        options.only.remove("kiwi-fair")
        if options.only.isEmpty { return }
    }
    // The alternated workloads run pinned to one CPU, with kiwi's serve
    // children, which are started pinned; the rest runs on the CPUs this
    // process started with (`CPUPinning`).
    let startingCPUs = CPUPinning.allowedCPUs()
    // Where the affinity cannot be read (not Linux), nothing is pinned
    // unless `--cpu` asks, which then fails with the reason.
    if options.pins { options.cpu = options.cpu ?? startingCPUs.first }
    func pinned<Result>(_ body: () throws -> Result) throws -> Result {
        guard options.pins, let cpu = options.cpu else { return try body() }
        try CPUPinning.pin(to: cpu)
        defer { try? CPUPinning.allow(startingCPUs) }
        return try body()
    }
    if options.pins, let cpu = options.cpu {
        // Tried once here, so a CPU that cannot be used is refused up front.
        try CPUPinning.pin(to: cpu)
        try CPUPinning.allow(startingCPUs)
        log("alternated workloads pinned to CPU \(cpu), with kiwi's children (--no-pin to leave it to the scheduler)")
    }
    #if DEBUG
        log("warning: a debug build; measure with `swift run -c release --package-path Benchmarks trellis-bench`")
    #endif

    // Kiwi: can it run? Its samples of enaml and blocks are taken alternately
    // with ours, through a long-lived serve child; the rest runs afterwards.
    var kiwi = KiwiResults()
    if !options.runsKiwi {
        kiwi.unavailable = "not run (--no-kiwi)"
    } else if let why = kiwiMissing(python: options.python) {
        kiwi.unavailable = why
        if options.quick { log("kiwi skipped: \(why)") } else { log("warning: kiwi did not run: \(why)") }
    }
    let interleavedGroups = ["enaml", "blocks"].filter(options.only.contains)
    func serveFailed(_ failure: String, _ names: [String]) {
        let notRun = names.isEmpty ? "" : "kiwi's side of \(names.joined(separator: ", ")) is not run"
        if kiwi.failures.contains(failure) {
            log("warning: \(notRun) (the serve child failed earlier)")
        } else {
            log("warning: \(failure)" + (notRun.isEmpty ? "" : "; " + notRun))
            kiwi.failures.append(failure)
        }
        for name in names { kiwi.skipped[name] = "serve child failed" }
    }
    var server: KiwiServer?
    if kiwi.unavailable == nil, !interleavedGroups.isEmpty {
        log(
            "kiwi: \(paths.kiwiScript.path) --serve (\(interleavedGroups.joined(separator: ", ")), sampled alternately with ours)"
        )
        let names = ["enaml.build", "enaml.steady", "enaml.nudge", "enaml.pivot", "blocks.build", "blocks.resize"]
            .filter { interleavedGroups.contains(String($0.prefix { $0 != "." })) }
        do {
            let started = try pinned {
                try KiwiServer(
                    python: options.python, script: paths.kiwiScript, workloads: paths.workloads,
                    blocks: options.blocks, only: interleavedGroups, names: names, timeout: options.kiwiTimeout,
                    echo: options.verbose)
            }
            (kiwi.version, kiwi.python, server) = (started.version, started.python, started)
        } catch {
            serveFailed("\(error)", names)
        }
    }

    // Kiwi's C++ core (kiwi-cpp), one serve child per compiler, sampled after kiwisolver.
    var native = NativeKiwi()
    var nativeResults = NativeResults()
    if options.runsKiwi, !interleavedGroups.isEmpty {
        let names = ["enaml.build", "enaml.steady", "enaml.nudge", "enaml.pivot", "blocks.build", "blocks.resize"]
            .filter { interleavedGroups.contains(String($0.prefix { $0 != "." })) }
        native = NativeKiwi.start(
            benchmarks: paths.kiwiScript.deletingLastPathComponent().deletingLastPathComponent(),
            workloads: paths.workloads, blocks: options.blocks, only: interleavedGroups, names: names,
            timeout: options.kiwiTimeout, echo: options.verbose, launch: { try pinned($0) })
        for problem in native.problems { log("warning: kiwi C++ core: \(problem)") }
        if !native.servers.isEmpty { log("kiwi C++ core: \(native.compilers), sampled alternately with ours") }
        (nativeResults.compilers, nativeResults.problems) = (native.compilers, native.problems)
    }

    // Ours (and kiwi's, alternately, for enaml and blocks).
    var ours: [String: Samples] = [:]
    var pairRatios: [String: Double] = [:]
    func interleave(_ samplers: [Sampler]) throws {
        let result = try pinned {
            try sampleInterleaved(samplers, reps: reps, server: server, natives: native.servers, echo: options.verbose)
        }
        ours.merge(result.ours) { $1 }
        for (compiler, samples) in result.native.samples {
            nativeResults.samples[compiler, default: [:]].merge(samples) { $1 }
        }
        for (compiler, ratios) in result.native.pairRatios {
            nativeResults.pairRatios[compiler, default: [:]].merge(ratios) { $1 }
        }
        kiwi.samples.merge(result.kiwi) { $1 }
        pairRatios.merge(result.pairRatios) { $1 }
        let missing = samplers.map(\.name).filter { result.kiwi[$0] == nil }
        if let failure = server?.failure, !missing.isEmpty { serveFailed(failure.description, missing) }
    }
    let enaml = EnamlWorkload(file: file)
    if options.only.contains("enaml") {
        log("ours: enaml" + (server == nil ? "" : ", alternately with kiwi"))
        try interleave(try enaml.samplers())
        if let server, server.failure == nil {
            do { kiwi.enamlValues = try server.enamlValues() } catch { serveFailed("\(error)", []) }
        }
    }
    if options.only.contains("row") {
        let rows = options.rows.map { RowSystem(n: $0) }
        log(
            "ours: rows of \(options.rows.map(String.init).joined(separator: ", ")), build samples taken in turn across the sizes"
        )
        ours.merge(try sampleInTurn(rows.map { $0.buildSampler() }, reps: reps.ours)) { $1 }
        for row in rows {
            let n = row.n
            ours.merge(try row.runResize(reps.ours["row.resize.\(n)"]!)) { $1 }
            log(
                "  N = \(n): build \(formatSeconds(ours["row.build.\(n)"]?.median)), resize \(formatSeconds(ours["row.resize.\(n)"]?.median)); values verified"
            )
        }
    }
    if options.only.contains("blocks") {
        log("ours: \(options.blocks) blocks" + (server == nil ? "" : ", alternately with kiwi"))
        let (samplers, check) = try enaml.blockSamplers(count: options.blocks)
        try interleave(samplers)
        try check()
    }
    server?.stop()
    native.stop()
    if options.only.contains("feed") {
        for n in options.feeds {
            log("ours: feed of \(n) cells")
            ours.merge(
                try FeedLayout.run(
                    "feed", n: n, build: reps.ours["feed.build.\(n)"]!, relayout: reps.ours["feed.relayout.\(n)"]!)
            ) { $1 }
            log(
                "  build \(formatSeconds(ours["feed.build.\(n)"]?.median)), relayout \(formatSeconds(ours["feed.relayout.\(n)"]?.median)); frames verified"
            )
        }
    }
    if options.only.contains("stacks") {
        for n in options.feeds {
            log("ours: feed of \(n) cells built from nested stack views")
            ours.merge(
                try StackFeedLayout.run(
                    "stacks", n: n, build: reps.ours["stacks.build.\(n)"]!, relayout: reps.ours["stacks.relayout.\(n)"]!
                )
            ) { $1 }
            log(
                "  build \(formatSeconds(ours["stacks.build.\(n)"]?.median)), relayout \(formatSeconds(ours["stacks.relayout.\(n)"]?.median)); frames verified"
            )
        }
    }
    var familiesTable = ""
    if options.only.contains("families") {
        log(
            "ours: input families at \(options.familySizes.map(formatCount).joined(separator: ", ")) (solve, check, render in process)"
        )
        let samples = options.familySamples ?? (options.quick ? 1 : 11)
        let measured = try InputFamily.measure(
            options.families, sizes: options.familySizes, samples: samples, cap: options.familyCap)
        familiesTable = InputFamily.markdownTable(measured, families: options.families, sizes: options.familySizes)
        // The held-out families: the seed is printed before they are drawn and measured, and they are reported apart.
        let seed = InputFamily.heldOutSeed()
        let heldOut = options.heldOutFamilies(seed: seed)
        if !heldOut.isEmpty {
            log(
                "ours: \(heldOut.count) held-out input families, seed \(seed) (TRELLIS_FAMILY_SEED=\(seed) repeats them)"
            )
            let measuredHeldOut = try InputFamily.measure(
                heldOut, sizes: options.familySizes, samples: samples, cap: options.familyCap)
            familiesTable +=
                "\nHeld-out families (seed \(seed), drawn at run time; `TRELLIS_FAMILY_SEED=\(seed)` repeats them):\n\n"
                + InputFamily.markdownTable(measuredHeldOut, families: heldOut, sizes: options.familySizes)
        }
    }
    var oursRSS: [Int: Int] = [:]
    let kiwiRows = options.rows.filter { $0 <= options.kiwiMaxRow }
    if options.only.contains("memory"), let largest = options.rows.max() {
        log("ours: peak memory (child processes)")
        for n in Set([0, largest] + (kiwiRows.max().map { [$0] } ?? [])) { oursRSS[n] = ownRSS(n) }
    }

    // Kiwi, the rest: rows, feeds and memory, one after the other (batch mode).
    var batchOnly = options.only.subtracting(interleavedGroups)
    if batchOnly.remove("memory") != nil { batchOnly.insert("rss") }
    if kiwi.unavailable == nil, !batchOnly.isEmpty {
        let kiwiFeeds = options.feeds.filter { $0 <= options.kiwiMaxFeed }
        log(
            "kiwi: \(paths.kiwiScript.path) (rows \(kiwiRows.map(String.init).joined(separator: ", ")); larger rows need --max-row; feeds \(kiwiFeeds.map(String.init).joined(separator: ", ")); larger feeds need --max-feed)"
        )
        let batch = runKiwi(
            python: options.python, script: paths.kiwiScript, workloads: paths.workloads, rows: options.rows,
            maxRow: options.kiwiMaxRow, feeds: options.feeds, maxFeed: options.kiwiMaxFeed, blocks: options.blocks,
            reps: reps.kiwi, echo: options.verbose, only: batchOnly)
        if let why = batch.unavailable { log("warning: kiwi's batch run did not run: \(why)") }
        kiwi.merge(batch)
    }
    if kiwi.unavailable == nil, kiwi.samples.isEmpty, !kiwi.failures.isEmpty {
        kiwi.unavailable = kiwi.failures.joined(separator: "; ")
        kiwi.failures = []
    }

    // Cross-check the enaml values the layout determines against kiwi's.
    var valueNote = ""
    if !kiwi.enamlValues.isEmpty {
        var mismatches: [String] = []
        for (name, value) in EnamlWorkload.determinedValues.sorted(by: { $0.key < $1.key }) {
            if let k = kiwi.enamlValues[name], abs(k - value) > 1e-6 {
                mismatches.append("\(name): ours \(value), kiwi \(k)")
            }
        }
        valueNote =
            mismatches.isEmpty
            ? "The \(EnamlWorkload.determinedValues.count) enaml variables our solver reports unambiguous at 400×600 have the same values in kiwi."
            : "enaml values differ from kiwi's: " + mismatches.joined(separator: "; ")
        log(valueNote)
    }

    // The report.
    var lines: [Line] = []
    func add(_ group: String, _ name: String, _ label: String, _ target: Target?) {
        guard ours[name] != nil || kiwi.samples[name] != nil else { return }
        var line = Line(
            group: group, name: name, label: label, ours: ours[name]?.median, kiwi: kiwi.samples[name]?.median,
            target: target)
        line.oursSamples = ours[name]?.seconds.count ?? 0
        line.kiwiSamples = kiwi.samples[name]?.seconds.count ?? 0
        line.pairRatio = pairRatios[name]
        if line.kiwi == nil { line.kiwiNote = kiwi.skipped[name].map { "not run (\($0))" } ?? "—" }
        if let fastest = nativeResults.fastest(name) {
            (line.native, line.nativeCompiler, line.nativePairRatio) = (
                fastest.median, fastest.compiler, fastest.pairRatio
            )
        }
        lines.append(line)
    }
    add("enaml", "enaml.build", "(a) build: 2 edits + 111 constraints", .native(0.5))
    add("enaml", "enaml.build.list", "(a′) the same, the 111 added as one list (kiwi: (a))", .native(0.5))
    add("enaml", "enaml.steady", "(b) same-value resize: 400×600 suggested again, read 37 values", .native(0.5))
    add("enaml", "enaml.nudge", "(b′) 1-point resize 400×600 ↔ 401×600 (no pivots), read 37 values", .native(0.5))
    add("enaml", "enaml.pivot", "(c) pivoting resize 400×600 ↔ 100×50, read 37 values", .native(0.15))
    for n in options.rows {
        add("row", "row.build.\(n)", "(a) build + solve, N = \(n)", n == 3000 ? .ratio(0.1) : nil)
    }
    for n in options.rows {
        add("row", "row.resize.\(n)", "(b) view N/2 width 50 ↔ 60, re-solve, read all, N = \(n)", nil)
    }
    if let small = ours["row.build.1000"]?.median, let large = ours["row.build.10000"]?.median {
        var line = Line(
            group: "row", name: "row.scaling", label: "ours: t(build, 10,000) / t(build, 1,000)", ours: large / small,
            kiwi: nil, target: .scaling(small: "row.build.1000", large: "row.build.10000", 12))
        if let k1 = kiwi.samples["row.build.1000"]?.median, let k10 = kiwi.samples["row.build.10000"]?.median {
            line.kiwiNote = formatRatio(k10 / k1) + "×"
        } else {
            line.kiwiNote = "—"
        }
        lines.append(line)
    }
    let asLeft = Heap.asLeftSuffix
    if let small = ours["row.build.1000" + asLeft]?.median, let large = ours["row.build.10000" + asLeft]?.median {
        var line = Line(
            group: "row", name: "row.scaling" + asLeft,
            label: "ours: the same, the heap as glibc leaves it between builds (diagnostic)",
            ours: large / small, kiwi: nil, target: nil)
        line.isFactor = true
        line.kiwiNote = "—"
        lines.append(line)
    }
    var rowUsageNote = ""
    if let small = ours["row.build.1000"]?.usage, let large = ours["row.build.10000"]?.usage, !small.isEmpty,
        !large.isEmpty
    {
        let user = (small: median(small.map(\.userSeconds)), large: median(large.map(\.userSeconds)))
        var line = Line(
            group: "row", name: "row.scaling.user", label: "ours: user CPU time of (a), 10,000 / 1,000 (diagnostic)",
            ours: user.large / user.small, kiwi: nil, target: nil)
        line.isFactor = true
        line.kiwiNote = "—"
        lines.append(line)
        func describe(_ n: String, _ usage: [ProcessUsage]) -> String {
            String(
                format: "N = %@: user %.2f ms, system %.2f ms, %d minor page faults", n,
                median(usage.map(\.userSeconds)) * 1e3, median(usage.map(\.systemSeconds)) * 1e3,
                Int(median(usage.map { Double($0.minorFaults) })))
        }
        rowUsageNote = "Per build of (a), medians: " + describe("1,000", small) + "; " + describe("10,000", large) + "."
        if let smallAsLeft = ours["row.build.1000" + asLeft]?.usage,
            let largeAsLeft = ours["row.build.10000" + asLeft]?.usage,
            !smallAsLeft.isEmpty, !largeAsLeft.isEmpty
        {
            rowUsageNote +=
                " With the heap as glibc leaves it: " + describe("1,000", smallAsLeft) + "; "
                + describe("10,000", largeAsLeft) + "."
        }
        log(rowUsageNote)
    }
    add(
        "blocks", "blocks.build", "(a) build \(options.blocks) blocks (\(options.blocks * 111) constraints)",
        .native(0.02))
    add("blocks", "blocks.resize", "(b) resize one block 400×600 ↔ 100×50, read its 37 values", .native(0.01))
    for n in options.feeds {
        add(
            "feed", "feed.build.\(n)",
            "(a) full layout: new engine, 5N + 1 views, constraints, lay out, read every frame, N = \(n)",
            .ratio(0.05))
    }
    for n in options.feeds {
        add(
            "feed", "feed.relayout.\(n)", "(b) title N/2 width 100 ↔ 150, lay out, read cell N/2's 5 frames, N = \(n)",
            nil)
    }
    if let largest = options.feeds.max(), let build = ours["feed.build.\(largest)"]?.median,
        let relayout = ours["feed.relayout.\(largest)"]?.median
    {
        var line = Line(
            group: "feed", name: "feed.share.\(largest)", label: "ours: t(relayout) / t(full layout), N = \(largest)",
            ours: relayout / build, kiwi: nil, target: .share(0.01))
        if let kb = kiwi.samples["feed.build.\(largest)"]?.median,
            let kr = kiwi.samples["feed.relayout.\(largest)"]?.median
        {
            line.kiwiNote = formatPercent(kr / kb)
        } else {
            line.kiwiNote = "—"
        }
        lines.append(line)
    }
    if let small = ours["feed.relayout.1000"]?.median, let large = ours["feed.relayout.10000"]?.median {
        var line = Line(
            group: "feed", name: "feed.relayout.scaling", label: "ours: t(relayout, 10,000) / t(relayout, 1,000)",
            ours: large / small, kiwi: nil,
            target: .scaling(small: "feed.relayout.1000", large: "feed.relayout.10000", 2))
        if let k1 = kiwi.samples["feed.relayout.1000"]?.median, let k10 = kiwi.samples["feed.relayout.10000"]?.median {
            line.kiwiNote = formatRatio(k10 / k1) + "×"
        } else {
            line.kiwiNote = "—"
        }
        lines.append(line)
    }

    for n in options.feeds {
        add(
            "stacks", "stacks.build.\(n)", "(a) feed of nested stack views: full layout, N = \(n)",
            n == 1000 ? .ratio(0.05) : nil)
        add(
            "stacks", "stacks.relayout.\(n)",
            "(b) stack feed: title N/2 width 100 ↔ 150, lay out, read cell N/2, N = \(n)", nil)
    }
    if let largest = options.feeds.max(), let build = ours["stacks.build.\(largest)"]?.median,
        let relayout = ours["stacks.relayout.\(largest)"]?.median
    {
        var line = Line(
            group: "stacks", name: "stacks.share.\(largest)",
            label: "ours: t(relayout) / t(full layout), N = \(largest)",
            ours: relayout / build, kiwi: nil, target: .share(0.01))
        if let kb = kiwi.samples["stacks.build.\(largest)"]?.median,
            let kr = kiwi.samples["stacks.relayout.\(largest)"]?.median
        {
            line.kiwiNote = formatPercent(kr / kb)
        } else {
            line.kiwiNote = "—"
        }
        lines.append(line)
    }
    if let small = ours["stacks.relayout.1000"]?.median, let large = ours["stacks.relayout.10000"]?.median {
        var line = Line(
            group: "stacks", name: "stacks.relayout.scaling", label: "ours: t(relayout, 10,000) / t(relayout, 1,000)",
            ours: large / small, kiwi: nil,
            target: .scaling(small: "stacks.relayout.1000", large: "stacks.relayout.10000", 2))
        line.kiwiNote = "—"
        lines.append(line)
    }

    if !lines.isEmpty { print(textTable(lines)) }
    if !familiesTable.isEmpty {
        print(
            familiesTable.split(separator: "\n").filter { !$0.hasPrefix("|---") }
                .map { $0.replacingOccurrences(of: "**", with: "") }.joined(separator: "\n"))
    }
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
            lines: lines, memory: memoryLines, options: options, kiwi: kiwi, native: nativeResults, reps: reps,
            valueNote: valueNote,
            rowUsageNote: rowUsageNote, familiesTable: familiesTable,
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
