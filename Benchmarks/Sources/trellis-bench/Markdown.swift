import Foundation

/// The line after which `Docs/Performance.md` is written by hand; regenerating
/// the file keeps everything from this line on.
let handWrittenMarker = "<!-- Hand-written notes below this line are kept when the file is regenerated. -->"

/// The command that regenerates `Docs/Performance.md`.
let regenerateCommand = "swift run -c release --package-path Benchmarks trellis-bench --markdown Docs/Performance.md"

func markdownReport(
    lines: [Line], memory: [String], options: Options, kiwi: KiwiResults, native: NativeResults,
    reps: (ours: [String: Repetitions], kiwi: [String: Repetitions]), valueNote: String,
    rowUsageNote: String, familiesTable: String = "", existing: String?
) -> String {
    let machine = Machine.current()
    let date = ISO8601DateFormatter().string(from: Date())
    let command =
        "swift run -c release --package-path Benchmarks trellis-bench"
        + (options.commandLine.isEmpty ? "" : " " + options.commandLine)
    var text = """
        # Performance

        Regenerate this file, from the repository root, with one command:

        ```
        \(regenerateCommand)
        ```

        (It needs `pip install kiwisolver`; kiwi's row at N = 10,000 takes about
        36 s and is skipped unless you add `--max-row 10000`.) The workloads are
        defined in `shared/workloads/README.md`; `Benchmarks/README.md` says how
        each is timed. Times are medians; each sample is the mean of a batch of
        operations. Ratios are ours / kiwi: below 1 we are faster. Enaml and
        the blocks are measured against kiwi's C++ core too (compiled from the
        kiwisolver source distribution by `Benchmarks/kiwi-cpp/build.sh`, which
        needs pip and g++ or clang++); their targets are against the core.

        - Produced by: `\(command)`\(options.quick ? " — **quick mode: tiny sizes, one sample; not a measurement**" : "")
        - Date: \(date)
        - Machine: \(machine.cores) cores (`nproc`), \(machine.cpu); \(machine.os); \(options.placement)
        - Swift: \(machine.swift), release build
        - kiwi: kiwisolver \(kiwi.version ?? "not run")\(kiwi.python.map { " on Python \($0)" } ?? "")\(kiwi.unavailable.map { " (\($0))" } ?? "")\(kiwi.failures.map { "; **failed**: \($0)" }.joined())
        - kiwi's C++ core: \(native.compilers.isEmpty ? "not run" : "kiwi 1.5.1 headers (kiwisolver sdist), `Benchmarks/kiwi-cpp/bench_kiwi.cpp` at -O2 with " + native.compilers + "; each workload counts the faster compiler")\(native.problems.map { "; \($0)" }.joined())


        """
    let groups: [(String, String)] = [
        ("enaml", "## 1. enaml (37 variables, 111 constraints, 2 edits)"),
        ("row", "## 2. Row of N views (4 variables and 7 constraints per view)"),
        ("blocks", "## 3. \(options.blocks) independent enaml blocks"),
        ("feed", "## 4. Feed of N cells (layout level: 5 views, 16 constraints, 16 content-size constraints per cell)"),
    ]
    for (group, title) in groups {
        let groupLines = lines.filter { $0.group == group }
        if groupLines.isEmpty { continue }
        text += title + "\n\n" + markdownTable(groupLines) + "\n"
        if groupLines.contains(where: { $0.pairRatio != nil }) {
            text += """
                Interleaved: our samples and kiwi's were taken alternately (one of ours,
                then one of kiwisolver's from a long-lived `bench_kiwi.py --serve` child,
                then one from each C++ core child, `bench-kiwi-gcc` and
                `bench-kiwi-clang --serve`, and so on), so a slow phase of the machine
                hits every side alike. The C++ core column is the median of the faster
                compiler for that workload; "ours / C++" is the ratio of the medians (the
                target is judged on it); "median of pair ratios" is the median of
                ours_i / C++_i over the pairs with that compiler.


                """
        }
        if group == "enaml", !valueNote.isEmpty { text += valueNote + "\n\n" }
        if group == "row" {
            text += """
                Every view's frame is checked after (a) (x = 8 + 58·i, 50×20) and after
                (b) (views after N/2 shifted by 10), on both sides. Kiwi has no in-place
                constant: its (b) removes the two width constraints and adds them again.
                Kiwi's rows above N = \(options.kiwiMaxRow) are not run by default (`--max-row`).
                Our (a) samples of the sizes were taken in turn (one of each size, each
                after an untimed build of the same size), so the scaling ratio compares
                the same phases of the machine. Each timed build starts from a heap
                whose free memory went back to the kernel (`malloc_trim(0)`), so that
                every size faults in its own pages: glibc keeps a 1,000-view solver's
                freed memory in the process but hands a 10,000-view solver's back (it
                is above glibc's trim threshold), and timed as glibc leaves the heap
                the large build pays the kernel's page faults and the small one does
                not (`row.scaling.asLeft`, from a build timed just before each of
                these, shows that ratio). The target is judged on wall-clock time;
                `row.scaling.user` is the ratio in user CPU time, which leaves out the
                kernel's work (page faults) and time the machine gave elsewhere.
                \(rowUsageNote)


                """
        }
        if group == "feed" {
            text += """
                Ours runs at the `Layout` level: (a) times everything, making the engine,
                views and anchor constraints included, then reads all 5N + 1 frames; (b)
                changes title N/2's intrinsic width (a label subclass:
                `invalidateIntrinsicContentSize()`), lays out and reads cell N/2's five
                frames, the only ones that can change. Kiwi gets the same constraints at
                the solver level (x, y, w, h per view; intrinsic sizes as `w <= W` at the
                hugging and `w >= W` at the resistance strength), built before timing; its
                (a) adds them all and reads every variable, its (b) removes title N/2's
                two width constraints and adds new ones. Every frame is checked after (a)
                and (b) on both sides (cells 76 tall at y = 76·i; titles at their
                intrinsic width; subtitles wider than 223 compressed to 223). Kiwi's feeds
                above N = \(options.kiwiMaxFeed) are not run by default (`--max-feed`).


                """
        }
        var counts: [String] = []
        for line in groupLines where line.oursSamples > 0 {
            let o = reps.ours[line.name].map { "\(line.oursSamples)×\($0.batch)" } ?? "\(line.oursSamples)"
            let k = line.kiwiSamples > 0 ? (reps.kiwi[line.name].map { "\(line.kiwiSamples)×\($0.batch)" } ?? "") : "—"
            counts.append("`\(line.name)` \(o) / \(k)")
        }
        if !counts.isEmpty { text += "Samples × batch (ours / kiwi): " + counts.joined(separator: ", ") + ".\n\n" }
    }
    if !familiesTable.isEmpty {
        text += """
            ## Input families (`--only families`)

            Generated scripts that grow in one dimension, run in process the way the
            `trellis` command runs them (parse, lay out, then the frame table for
            `solve`, the diagnostics for `check`, the SVG for `render`), the layout
            and report left unfreed as the command leaves them to the process's exit;
            the median of 11 runs at each size (`--family-samples`), and the peak
            memory of a run (the process's peak resident set during the run above
            its resident set before, the peak reset through `/proc/self/clear_refs`).
            Target: t(10,000) / t(1,000) ≤ 12 and the same for the peak memory. A
            family stops before a size at which a run is predicted (from the growth
            between the two sizes before) to take longer than `--family-cap` seconds
            (60 unless told). The held-out families are
            drawn from a seed taken at run time (`TRELLIS_FAMILY_SEED` repeats a run).


            """
        text += familiesTable + "\n"
    }
    if !memory.isEmpty {
        text += """
            ## Peak memory

            Peak resident set size of a fresh child process that builds and solves
            only the row (Swift: `trellis-bench --child-rss-row N`; kiwi:
            `bench_kiwi.py --rss-row N`, which includes the Python interpreter). On
            Linux it is `VmHWM` from `/proc/self/status`, not `getrusage`'s
            `ru_maxrss`, which a spawned child inherits from its parent's peak.

            | process | ours | kiwi |
            |---|---:|---:|

            """
        text += memory.joined(separator: "\n") + "\n\n"
    }
    text += handWrittenMarker + "\n"
    if let existing, let range = existing.range(of: handWrittenMarker) {
        text +=
            existing[range.upperBound...].drop { $0 == "\n" }.description.isEmpty
            ? "" : "\n" + String(existing[range.upperBound...].drop { $0 == "\n" })
    }
    return text
}
