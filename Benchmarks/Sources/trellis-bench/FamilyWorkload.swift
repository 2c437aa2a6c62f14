import Foundation
import TrellisInterfaceBuilder
import TrellisLayoutScript

/// Inputs that grow in one dimension (issue 19, "Find and remove super-linear
/// behaviour"): generated `.layout` scripts run in process the way the
/// `trellis` command runs them — parse, lay out, report — for `solve` (the
/// frame table), `check` (the diagnostics) and `render` (the SVG picture), at
/// each size, timed and with the peak memory of each run. The target is
/// t(10,000) / t(1,000) ≤ 12 and the same for the peak memory, for every
/// family and command. Opt-in: `--only families`.
struct InputFamily: Sendable {
    let name: String
    /// What grows, for the report.
    let label: String
    /// Whether `script` writes a storyboard rather than a `.layout` script.
    var isDocument = false
    /// The script (or document) for size `n`.
    let script: @Sendable (Int) -> String

    /// Every named family: the first ones, then `dimensions` and `documents`.
    static let all: [InputFamily] = first + dimensions + documents + stackRemovals

    /// The file name of the script of size `n`.
    func file(_ n: Int) -> String { "\(name)-\(n).\(isDocument ? "storyboard" : "layout")" }

    static let first: [InputFamily] = [
        InputFamily(name: "nested", label: "views nested N deep, each `frame 0 0 10 10` in the previous") { n in
            var text = "view v0 frame 0 0 10 10\n"
            for i in 1..<max(n, 1) { text += "view v\(i) in v\(i - 1) frame 0 0 10 10\n" }
            return text
        },
        InputFamily(name: "siblings", label: "N sibling views at one place, each `frame 0 0 10 10`") { n in
            var text = "view root frame 0 0 100 100\n"
            for i in 0..<n { text += "view v\(i) in root frame 0 0 10 10\n" }
            return text
        },
        InputFamily(name: "bounds", label: "one var with N ascending lower bounds (`x >= 0`, `x >= 1`, …)") {
            lowerBounds($0)
        },
        InputFamily(
            name: "widths", label: "one view with N descending width bounds (`v.width <= 20000`, `<= 19999`, …)"
        ) { n in
            var text =
                "view root frame 0 0 \(2 * n + 100) 100\nview v in root\nv.left == root.left\nv.top == root.top\nv.height == 10\n"
            for i in 0..<n { text += "v.width <= \(2 * n - i)\n" }
            return text
        },
        InputFamily(name: "vfl", label: "a VFL line of N views, intrinsic 50×20, that fits exactly (unambiguous)") {
            vflLine($0, rootWidth: 58 * $0 + 8)
        },
        InputFamily(name: "ambiguous", label: "an undetermined row `H:\\|[v0]…[vN-1]\\|`: N ambiguous views") { n in
            var text = "view root frame 0 0 \(10 * n) 100\n"
            for i in 0..<n { text += "view v\(i) in root\n" }
            text += "H:|" + (0..<n).map { "[v\($0)]" }.joined() + "| align top, bottom\n"
            text += "V:|[v0]|\n"
            return text
        },
        InputFamily(
            name: "ties",
            label: "a VFL line of N views, intrinsic 50×20, with room to spare: N views tie at equal hugging"
        ) { vflLine($0, rootWidth: 60 * $0) },
        InputFamily(
            name: "conflict",
            label: "a VFL line of N views 50 wide, 8 apart, 8 points short: a conflict through every view"
        ) { vflLine($0, rootWidth: 58 * $0, widthsRequired: true) },
        InputFamily(
            name: "conflicts", label: "N views, each framed 10 wide and constrained 20 wide: N conflicts"
        ) { n in
            var text = "view root frame 0 0 \(20 * n) 100\n"
            for i in 0..<n { text += "view v\(i) in root frame \(20 * i) 0 10 10\nv\(i).width == 20\n" }
            return text
        },
        InputFamily(
            name: "stack", label: "a fill stack of N views, intrinsic 50×20, framed 60N wide: the last view stretches"
        ) { stack($0, hidingEveryOther: false) },
        InputFamily(
            name: "hidden", label: "the same stack with every other view hidden (`set vI hidden yes`)"
        ) { stack($0, hidingEveryOther: true) },
        InputFamily(
            name: "equal-stack",
            label: "a `fillEqually` stack of N views, intrinsic 50×20, framed 60N wide: every view 60 wide"
        ) { stack($0, hidingEveryOther: false, distribution: "fillEqually") },
        InputFamily(
            name: "soft-bounds", label: "one var with N ascending lower bounds at one priority (`x >= I @500`)"
        ) { lowerBounds($0, suffix: " @500") },
        InputFamily(
            name: "long-sum", label: "one sum of N vars (`a0 + … + aN-1 == 100`), then each var `>= 0`"
        ) { n in
            var text = (0..<n).map { "var a\($0)\n" }.joined()
            text += (0..<n).map { "a\($0)" }.joined(separator: " + ") + " == 100\n"
            text += (0..<n).map { "a\($0) >= 0\n" }.joined()
            return text
        },
        InputFamily(
            name: "proportional-stack",
            label: "a `fillProportionally` stack of N views, intrinsic 40…59 × 20, framed 60N wide"
        ) { stack($0, hidingEveryOther: false, distribution: "fillProportionally") { 40 + $0 % 20 } },
        InputFamily(
            name: "nested-stacks", label: "stacks nested N deep, axes alternating, a view 50×20 in the deepest"
        ) { n in
            var text = "view root frame 0 0 1000 1000\nstack s0 in root vertical frame 0 0 1000 1000\n"
            for i in 1..<max(n, 1) { text += "stack s\(i) in s\(i - 1) \(i % 2 == 1 ? "horizontal" : "vertical")\n" }
            text += "view leaf in s\(max(n, 1) - 1) intrinsic 50 20\n"
            return text
        },
        InputFamily(
            name: "spacing-stack",
            label: "an `equalSpacing` stack of N views, intrinsic 50×20, framed 60N wide: N − 1 equal gaps share 10N"
        ) { stack($0, hidingEveryOther: false, distribution: "equalSpacing") },
        InputFamily(
            name: "centering-stack",
            label: "an `equalCentering` stack of N views, intrinsic 50×20, framed 60N wide: centres equally apart"
        ) { stack($0, hidingEveryOther: false, distribution: "equalCentering") },
        InputFamily(
            name: "centering-stack-ambiguous",
            label: "`centering-stack` placed only along its axis: every view's top ambiguous (`render` asks ranges)"
        ) { n in
            var text = "view root frame 0 0 \(60 * n) 100\nstack s in root distribution equalCentering\n"
            text += "s.left == root.left\ns.width == \(60 * n)\n"
            for i in 0..<n { text += "view v\(i) in s intrinsic 50 20\n" }
            return text
        },
        InputFamily(
            name: "removals", label: "N sibling views, each `frame 10I 0 10 10`, then `remove vI` for each in turn"
        ) { n in
            var text = "view root frame 0 0 \(10 * n) 100\n"
            for i in 0..<n { text += "view v\(i) in root frame \(10 * i) 0 10 10\n" }
            for i in 0..<n { text += "remove v\(i)\n" }
            return text
        },
        InputFamily(
            name: "stack-removals", label: "the `stack` family, then `remove vI` for each arranged view in turn"
        ) { n in
            stack(n, hidingEveryOther: false) + (0..<n).map { "remove v\($0)\n" }.joined()
        },
        InputFamily(
            name: "stack-unarranging",
            label: "the `stack` family, then `set s removeArranged vI` for each in turn (each view stays, unplaced)"
        ) { n in
            stack(n, hidingEveryOther: false) + (0..<n).map { "set s removeArranged v\($0)\n" }.joined()
        },
    ]

    /// `var x` and N lines `x >= I` (I = 0…N−1), each ending in `suffix`.
    static func lowerBounds(_ n: Int, suffix: String = "") -> String {
        "var x\n" + (0..<n).map { "x >= \($0)\(suffix)\n" }.joined()
    }

    /// A horizontal stack (`fill` and `alignment fill` unless told) framed
    /// 60·N wide and 100 high of N views with intrinsic size `width(I)`×20
    /// (50 unless told) and `viewProperties`, every other one then hidden
    /// when asked.
    static func stack(
        _ n: Int, hidingEveryOther: Bool, distribution: String = "fill", alignment: String = "fill",
        viewProperties: String = "", width: (Int) -> Int = { _ in 50 }
    ) -> String {
        var text =
            "view root frame 0 0 \(60 * n) 100\nstack s in root distribution \(distribution) alignment \(alignment) "
            + "frame 0 0 \(60 * n) 100\n"
        for i in 0..<n { text += "view v\(i) in s intrinsic \(width(i)) 20\(viewProperties)\n" }
        if hidingEveryOther { for i in stride(from: 0, to: n, by: 2) { text += "set v\(i) hidden yes\n" } }
        return text
    }

    /// A line `H:|-8-[v0]-8-…-8-[vN-1]-8-| align top` of N views with
    /// intrinsic size 50×20 in a root `rootWidth` wide (each view's width
    /// also pinned to 50 when `widthsRequired`), the first 10 below the top.
    static func vflLine(_ n: Int, rootWidth: Int, widthsRequired: Bool = false) -> String {
        var text = "view root frame 0 0 \(rootWidth) 100\n"
        for i in 0..<n {
            text += "view v\(i) in root intrinsic 50 20\n"
            if widthsRequired { text += "v\(i).width == 50\n" }
        }
        text += "H:|-8-" + (0..<n).map { "[v\($0)]" }.joined(separator: "-8-") + "-8-| align top\n"
        text += "v0.top == root.top + 10\n"
        return text
    }

    static let commands = ["solve", "check", "render"]

    /// Runs `command` on the script for size `n` as the `trellis` command
    /// does — parse, lay out (`runForPicture` for `render`), make the text it
    /// prints — and returns the length of that text (so nothing is optimised
    /// away). Like the command (`Trellis.forExitingProcess`), it frees neither
    /// the layout nor the report: both go to `kept`, which the caller frees
    /// after the clock stops, as the command leaves them to the process's exit.
    static func run(_ command: String, source: [UInt8], file: String, keeping kept: inout [Any]) throws -> Int {
        if file.hasSuffix(".storyboard") { return try runDocument(command, source: source, file: file, keeping: &kept) }
        let script = try ScriptParser.parse(source: source, file: file)
        switch command {
        case "solve":
            let report = try ScriptRunner.run(script: script, handingLayoutTo: { kept.append($0) })
            kept.append(report)
            return SolveTextReporter.render(report).utf8.count
        case "check":
            let report = try ScriptRunner.run(script: script, handingLayoutTo: { kept.append($0) })
            kept.append(report)
            let lines = CheckTextReporter.lines(for: report) + [CheckTextReporter.summary(of: [report])]
            return (lines.joined(separator: "\n") + "\n").utf8.count
        default:
            let report = try ScriptRunner.runForPicture(script: script, handingLayoutTo: { kept.append($0) })
            kept.append(report)
            return SVGReporter.render(report).utf8.count
        }
    }

    /// Runs `command` on a storyboard as the `trellis` command does: read,
    /// lay out every scene, then the solved frames (`solve`), the findings
    /// (`check`) or every scene's picture (`render`).
    static func runDocument(_ command: String, source: [UInt8], file: String, keeping kept: inout [Any]) throws -> Int {
        let document = try DocumentLayout.read(source, file: file)
        let scenes = DocumentLayout.layOut(document)
        kept.append(document)
        kept.append(scenes)
        if let failure = scenes.lazy.compactMap(\.failure).first { throw BenchmarkFailure("\(file): \(failure)") }
        switch command {
        case "solve": return DocumentSolveText.render(scenes).utf8.count
        case "check":
            let findings =
                document.notes.map(DocumentCheckReporter.finding(for:))
                + scenes.flatMap(DocumentCheckReporter.findings(for:))
            return findings.count + scenes.flatMap(DocumentCheckReporter.lines(for:)).reduce(0) { $0 + $1.utf8.count }
        default: return scenes.reduce(0) { $0 + $1.picture.utf8.count }
        }
    }

    /// Times one run of `command` and takes its peak memory: the process's
    /// peak resident set during the run above its resident set before, the
    /// allocator's free memory given back first (`Heap`, `PeakMemory`).
    static func timedRun(_ command: String, source: [UInt8], file: String) throws -> (seconds: Double, peak: Int?) {
        Heap.returnFreeMemory()
        let before = PeakMemory.resetPeak()
        var kept: [Any] = []
        let start = now()
        checksum += Double(try run(command, source: source, file: file, keeping: &kept))
        let seconds = now() - start
        let peak = PeakMemory.peak().flatMap { peak in before.map { peak - $0 } }
        withExtendedLifetime(kept) {}
        return (seconds, peak)
    }

    /// Times every family and command at every size: `samples` runs of each,
    /// the median counted (as many at 10,000 as at 1,000: with five, one slow
    /// phase of the machine moved a ratio by a whole unit), and the peak
    /// memory of the first. The first round goes through the sizes smallest
    /// first and stops a family before a size at which a run is predicted to
    /// take longer than `cap` seconds (`predictedSeconds`: a super-linear
    /// family would take minutes there); the other rounds take one sample of every size and
    /// command in turn, so that a slow phase of the machine hits the sizes
    /// alike. Each run starts from a heap whose free memory went back to the
    /// kernel, so every size faults in its own pages (`Heap`), as a fresh
    /// process does.
    static func measure(_ families: [InputFamily], sizes: [Int], samples: Int, cap: Double) throws -> FamilyMeasure {
        var measured = FamilyMeasure()
        for family in families {
            var seconds: [String: [Double]] = [:]
            var sources: [(n: Int, source: [UInt8])] = []
            var slowestBySize: [(n: Int, seconds: Double)] = []
            for n in sizes {
                if let predicted = predictedSeconds(at: n, from: slowestBySize), predicted > cap {
                    measured.stoppedAt[family.name] = (slowestBySize.last!.n, predicted)
                    break
                }
                let source = Array(family.script(n).utf8)
                sources.append((n, source))
                var slowest = 0.0
                for command in commands {
                    let name = "families.\(family.name).\(command).\(n)"
                    let (time, peak) = try timedRun(command, source: source, file: family.file(n))
                    seconds[name, default: []].append(time)
                    measured.peakBytes[name] = peak
                    slowest = max(slowest, time)
                }
                slowestBySize.append((n, slowest))
            }
            for _ in 1..<max(samples, 1) {
                for (n, source) in sources {
                    for command in commands {
                        let (time, _) = try timedRun(command, source: source, file: family.file(n))
                        seconds["families.\(family.name).\(command).\(n)", default: []].append(time)
                    }
                }
            }
            for (n, _) in sources {
                for command in commands {
                    let name = "families.\(family.name).\(command).\(n)"
                    measured.samples[name] = Samples(seconds: seconds[name] ?? [], batch: 1)
                    let peak = measured.peakBytes[name].map(formatBytes) ?? "—"
                    log("  \(name): \(formatSeconds(median(seconds[name] ?? []))), peak \(peak)")
                }
            }
            if let (n, predicted) = measured.stoppedAt[family.name] {
                log(
                    "  families.\(family.name): stopped after \(formatCount(n)) (the next size predicted at \(formatSeconds(predicted)) a run)"
                )
            }
        }
        return measured
    }
}

extension InputFamily {
    /// The slowest run's time predicted at size `n` from the two sizes
    /// before it, growing as N^e with the exponent e they show (at least 1);
    /// from one size, linearly; nil before any.
    static func predictedSeconds(at n: Int, from slowest: [(n: Int, seconds: Double)]) -> Double? {
        guard let last = slowest.last else { return nil }
        var exponent = 1.0
        if slowest.count >= 2 {
            let before = slowest[slowest.count - 2]
            if before.seconds > 0, last.seconds > 0, last.n > before.n {
                exponent = max(1, log(last.seconds / before.seconds) / log(Double(last.n) / Double(before.n)))
            }
        }
        return last.seconds * pow(Double(n) / Double(last.n), exponent)
    }
}

/// What the input families measured.
struct FamilyMeasure {
    /// Seconds by `families.NAME.COMMAND.N`.
    var samples: [String: Samples] = [:]
    /// The peak memory of a run, in bytes, by the same names.
    var peakBytes: [String: Int] = [:]
    /// The size after which a family stopped, and the time predicted for a run at the next, by family name.
    var stoppedAt: [String: (size: Int, seconds: Double)] = [:]
}

extension InputFamily {
    /// The Markdown table: one line per family and command, the time at each
    /// size, t(largest) / t(smallest), the peak memory at the smallest and
    /// largest size and their ratio, against the target of 12 for both
    /// (which counts for 1,000 → 10,000; other sizes are shown without a
    /// verdict). A family stopped before the largest size misses it.
    static func markdownTable(_ measured: FamilyMeasure, families: [InputFamily], sizes: [Int]) -> String {
        let judged = sizes.first == 1000 && sizes.last == 10000
        let small = formatCount(sizes.first ?? 0), large = formatCount(sizes.last ?? 0)
        var text =
            "| family | command | " + sizes.map { formatCount($0) }.joined(separator: " | ")
            + " | t(\(large)) / t(\(small)) | peak \(small) | peak \(large) | ratio | met (≤ 12×)? |\n"
        text += "|---|---|" + String(repeating: "---:|", count: sizes.count + 4) + "---|\n"
        for family in families {
            for command in commands {
                let names = sizes.map { "families.\(family.name).\(command).\($0)" }
                let times = names.map { measured.samples[$0]?.median }
                guard times.contains(where: { $0 != nil }) else { continue }
                let peaks = names.map { measured.peakBytes[$0] }
                let ratio = ratioOf(times.first ?? nil, times.last ?? nil)
                let memoryRatio = ratioOf((peaks.first ?? nil).map(Double.init), (peaks.last ?? nil).map(Double.init))
                var met = "—"
                if let (n, seconds) = measured.stoppedAt[family.name] {
                    met =
                        "**no**: stopped after \(formatCount(n)) (next size predicted \(formatSeconds(seconds)) a run)"
                } else if judged, let ratio {
                    met = ratio <= 12 && (memoryRatio ?? 0) <= 12 ? "yes" : "**no**"
                }
                text +=
                    "| \(command == commands[0] ? family.label : "the same") | `\(command)` | "
                    + times.map { formatSeconds($0) }.joined(separator: " | ")
                    + " | \(ratio.map { formatRatio($0) + "×" } ?? "—")"
                    + " | \((peaks.first ?? nil).map(formatBytes) ?? "—") | \((peaks.last ?? nil).map(formatBytes) ?? "—")"
                    + " | \(memoryRatio.map { formatRatio($0) + "×" } ?? "—") | \(met) |\n"
            }
        }
        return text
    }

    private static func ratioOf(_ small: Double?, _ large: Double?) -> Double? {
        guard let small, let large, small > 0 else { return nil }
        return large / small
    }
}

/// 1,500,000 bytes → "1.5 MB" (10⁶ bytes a megabyte).
func formatBytes(_ bytes: Int) -> String {
    bytes >= 1_000_000
        ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.0f KB", Double(max(bytes, 0)) / 1e3)
}

/// 1000 → "1,000".
func formatCount(_ n: Int) -> String {
    var digits = String(n)
    var groups: [String] = []
    while digits.count > 3 {
        groups.insert(String(digits.suffix(3)), at: 0)
        digits.removeLast(3)
    }
    groups.insert(digits, at: 0)
    return groups.joined(separator: ",")
}
