import Foundation

/// A goal printed next to a measurement.
enum Target {
    /// ours / kiwi ≤ limit.
    case ratio(Double)
    /// ours / kiwi's C++ core (the faster compiler) ≤ limit.
    case native(Double)
    /// ours at `large` / ours at `small` ≤ limit.
    case scaling(small: String, large: String, Double)
    /// ours (a fraction: one time over another) < limit.
    case share(Double)

    /// Whether the target is judged against kiwi's C++ core.
    var isNative: Bool {
        if case .native = self { return true }
        return false
    }

    var text: String {
        switch self {
        case .ratio(let limit): return "ratio ≤ \(trim(limit))"
        case .native(let limit): return "C++ ratio ≤ \(trim(limit))"
        case .scaling(_, _, let limit): return "ours ≤ \(trim(limit))"
        case .share(let limit): return "ours < \(trim(limit * 100))%"
        }
    }
}

/// One line of the report.
struct Line {
    var group: String
    var name: String
    var label: String
    var ours: Double?
    var kiwi: Double?
    var kiwiNote: String?
    var target: Target?
    var oursSamples = 0
    var kiwiSamples = 0
    /// For workloads whose samples were taken alternately with kiwi's: the
    /// median of the ratios ours_i / kiwi_i of the pairs.
    var pairRatio: Double?
    /// Whether `ours` is a factor even without a scaling target (a diagnostic).
    var isFactor = false
    /// Kiwi's C++ core: the median of the faster compiler, which one, and the
    /// median of our pair ratios against it.
    var native: Double?
    var nativeCompiler: String?
    var nativePairRatio: Double?

    /// `ours` as printed: a time, a factor (scaling) or a percentage (share).
    var oursText: String {
        if isFactor { return formatRatio(ours) + "×" }
        switch target {
        case .scaling?: return formatRatio(ours) + "×"
        case .share?: return formatPercent(ours)
        default: return formatSeconds(ours)
        }
    }

    var ratio: Double? {
        guard let ours, let kiwi, kiwi > 0 else { return nil }
        return ours / kiwi
    }

    var nativeRatio: Double? {
        guard let ours, let native, native > 0 else { return nil }
        return ours / native
    }

    /// Whether the target is met; nil when it cannot be told.
    var met: Bool? {
        switch target {
        case .ratio(let limit)?: return ratio.map { $0 <= limit }
        case .native(let limit)?: return nativeRatio.map { $0 <= limit }
        case .scaling(_, _, let limit)?: return ours.map { $0 <= limit }
        case .share(let limit)?: return ours.map { $0 < limit }
        case nil: return nil
        }
    }
}

func trim(_ x: Double) -> String {
    x == x.rounded() ? String(Int(x)) : String(x)
}

/// A duration, in the unit that suits it.
func formatSeconds(_ s: Double?) -> String {
    guard let s, s.isFinite else { return "—" }
    if s >= 1 { return String(format: "%.2f s", s) }
    if s >= 1e-3 { return String(format: "%.2f ms", s * 1e3) }
    if s >= 1e-6 { return String(format: "%.2f µs", s * 1e6) }
    return String(format: "%.0f ns", s * 1e9)
}

func formatRatio(_ r: Double?) -> String {
    guard let r, r.isFinite else { return "—" }
    if r >= 100 { return String(format: "%.0f", r) }
    if r >= 10 { return String(format: "%.1f", r) }
    if r >= 0.1 { return String(format: "%.2f", r) }
    if r >= 0.001 { return String(format: "%.3f", r) }
    return String(format: "%.1e", r)
}

func formatPercent(_ f: Double?) -> String {
    guard let f, f.isFinite else { return "—" }
    let p = f * 100
    if p >= 10 { return String(format: "%.0f%%", p) }
    if p >= 0.1 { return String(format: "%.2f%%", p) }
    return String(format: "%.3f%%", p)
}

func formatMet(_ met: Bool?) -> String {
    switch met {
    case true?: return "yes"
    case false?: return "**no**"
    case nil: return "—"
    }
}

/// The plain-text table.
func textTable(_ lines: [Line]) -> String {
    let pairs = lines.contains { $0.pairRatio != nil }
    let native = lines.contains { $0.native != nil }
    let header =
        ["workload", "ours", "kiwi", "ours/kiwi"] + (pairs ? ["pairs"] : [])
        + (native ? ["kiwi C++", "ours/C++", "C++ pairs"] : []) + ["target", "met"]
    var rows: [[String]] = []
    for line in lines {
        let ours = line.oursText
        var row: [String] = [line.name, ours, line.kiwiNote ?? formatSeconds(line.kiwi), formatRatio(line.ratio)]
        if pairs { row.append(line.pairRatio.map { formatRatio($0) } ?? "") }
        if native {
            row.append(line.native.map { formatSeconds($0) + " " + shortCompiler(line.nativeCompiler) } ?? "—")
            row.append(formatRatio(line.nativeRatio))
            row.append(line.nativePairRatio.map { formatRatio($0) } ?? "")
        }
        row.append(line.target?.text ?? "")
        row.append(formatMet(line.met).replacingOccurrences(of: "*", with: ""))
        rows.append(row)
    }
    var widths = header.map(\.count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    func render(_ row: [String]) -> String {
        row.enumerated().map { i, cell in
            i == 0
                ? cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
                : String(repeating: " ", count: widths[i] - cell.count) + cell
        }.joined(separator: "  ")
    }
    var text = render(header) + "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
    for row in rows { text += render(row) + "\n" }
    if pairs {
        text += "ours/kiwi: ratio of the medians (met? is judged on it); pairs: median of ours_i / kiwi_i over\n"
        text += "samples taken alternately (one of ours, then one of kiwi's).\n"
    }
    if native {
        text += "kiwi C++: kiwi's C++ core (kiwi-cpp/bench_kiwi.cpp), the faster compiler's median; C++ pairs:\n"
        text += "median of ours_i / C++_i against that compiler.\n"
    }
    return text
}

/// `g++` or `clang++`, from a compiler's version text.
func shortCompiler(_ compiler: String?) -> String {
    guard let compiler, let name = compiler.split(separator: " ").first else { return "" }
    return "(\(name))"
}

/// The Markdown table of one group; with a column for the median of the pair
/// ratios when a line of the group has one.
func markdownTable(_ lines: [Line]) -> String {
    if lines.contains(where: { $0.native != nil || $0.target?.isNative == true }) { return markdownNativeTable(lines) }
    let pairs = lines.contains { $0.pairRatio != nil }
    var text =
        "| workload | ours (median) | kiwi (median) | ours / kiwi |\(pairs ? " median of pair ratios |" : "") target | met? |\n"
    text += "|---|---:|---:|---:|\(pairs ? "---:|" : "")---|---|\n"
    for line in lines {
        let ours = line.oursText
        let pair = pairs ? " \(formatRatio(line.pairRatio)) |" : ""
        text +=
            "| \(line.label) | \(ours) | \(line.kiwiNote ?? formatSeconds(line.kiwi)) | \(formatRatio(line.ratio)) |\(pair) \(line.target?.text ?? "") | \(formatMet(line.met)) |\n"
    }
    return text
}

/// The Markdown table of a group measured against kiwi's C++ core as well:
/// kiwisolver (Python) and the C++ core side by side, targets against the core.
func markdownNativeTable(_ lines: [Line]) -> String {
    var text =
        "| workload | ours (median) | kiwisolver (median) | ours / kiwisolver | kiwi C++ core (median, faster compiler) | ours / C++ | median of pair ratios (C++) | target | met? |\n"
    text += "|---|---:|---:|---:|---:|---:|---:|---|---|\n"
    for line in lines {
        let native = line.native.map { formatSeconds($0) + " " + shortCompiler(line.nativeCompiler) } ?? "not run"
        text +=
            "| \(line.label) | \(line.oursText) | \(line.kiwiNote ?? formatSeconds(line.kiwi)) | \(formatRatio(line.ratio)) | \(native) | \(formatRatio(line.nativeRatio)) | \(formatRatio(line.nativePairRatio)) | \(line.target?.text ?? "") | \(formatMet(line.met)) |\n"
    }
    return text
}

/// Machine facts for the report.
struct Machine {
    var cores: Int
    var cpu: String
    var swift: String
    var os: String

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
            ?? "unknown"
        let swift = runProcess("swift", ["--version"])
        let swiftLine =
            (swift.stdout + swift.stderr).split(separator: "\n").first { $0.contains("Swift version") }
            .map(String.init) ?? "unknown"
        let uname = runProcess("uname", ["-srm"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return Machine(
            cores: ProcessInfo.processInfo.activeProcessorCount, cpu: model, swift: swiftLine, os: uname)
    }
}
