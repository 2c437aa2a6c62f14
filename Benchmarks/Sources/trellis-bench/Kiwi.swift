import Foundation

/// What the kiwi script reported.
struct KiwiResults {
    var samples: [String: Samples] = [:]
    var skipped: [String: String] = [:]
    var rssKilobytes: [String: Int] = [:]
    var enamlValues: [String: Double] = [:]
    var version: String?
    var python: String?
    /// Why kiwi did not run at all, if it did not.
    var unavailable: String?
    /// Why part of kiwi's side did not run (the serve child or the batch run failed).
    var failures: [String] = []
}

extension KiwiResults {
    /// Adds what a later run reported (the batch run after the serve child).
    mutating func merge(_ other: KiwiResults) {
        samples.merge(other.samples) { $1 }
        skipped.merge(other.skipped) { $1 }
        rssKilobytes.merge(other.rssKilobytes) { $1 }
        enamlValues.merge(other.enamlValues) { $1 }
        version = version ?? other.version
        python = python ?? other.python
        if let why = other.unavailable { failures.append(why) }
        failures += other.failures
    }
}

/// Why kiwi cannot run with `python`, or nil if it can.
func kiwiMissing(python: String) -> String? {
    runProcess(python, ["-c", "import kiwisolver"]).status == 0
        ? nil : "kiwisolver is not importable by `\(python)` (pip install kiwisolver)"
}

/// Runs `Benchmarks/kiwi/bench_kiwi.py` in a child process (batch mode: every
/// workload of `only`, one after the other) and reads its JSON lines.
func runKiwi(
    python: String, script: URL, workloads: URL, rows: [Int], maxRow: Int, feeds: [Int], maxFeed: Int, blocks: Int,
    reps: [String: Repetitions], echo: Bool, only: Set<String>
) -> KiwiResults {
    var results = KiwiResults()
    if let why = kiwiMissing(python: python) {
        results.unavailable = why
        return results
    }
    var repsJSON: [String: [Int]] = [:]
    for (name, r) in reps { repsJSON[name] = [r.samples, r.batch] }
    let repsText = String(
        data: try! JSONSerialization.data(withJSONObject: repsJSON, options: [.sortedKeys]), encoding: .utf8)!
    let arguments = [
        script.path, "--workloads", workloads.path, "--rows", rows.map(String.init).joined(separator: ","),
        "--max-row", String(maxRow), "--feeds", feeds.map(String.init).joined(separator: ","),
        "--max-feed", String(maxFeed), "--blocks", String(blocks), "--reps", repsText, "--only",
        only.sorted().joined(separator: ","),
    ]
    let run = runProcess(python, arguments, echoLines: echo ? "kiwi" : nil)
    guard run.status == 0 else {
        results.unavailable = "bench_kiwi.py failed (status \(run.status)): \(run.stderr)"
        return results
    }
    for line in run.stdout.split(separator: "\n") {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let kind = object["kind"] as? String
        else { continue }
        let name = object["name"] as? String ?? ""
        switch kind {
        case "meta":
            results.version = object["kiwisolver"] as? String
            results.python = object["python"] as? String
        case "samples":
            results.samples[name] = Samples(
                seconds: (object["seconds"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue },
                batch: (object["batch"] as? NSNumber)?.intValue ?? 1)
        case "skipped":
            results.skipped[name] = object["reason"] as? String ?? "skipped"
        case "rss":
            results.rssKilobytes[name] = (object["maxrss_kb"] as? NSNumber)?.intValue
        case "values":
            for (key, value) in object["values"] as? [String: Any] ?? [:] {
                if let n = value as? NSNumber { results.enamlValues[key] = n.doubleValue }
            }
        default: break
        }
    }
    return results
}

extension Process {
    /// Sets the program to run — a path, or a name looked up on PATH (through
    /// `/usr/bin/env`) — and its arguments.
    func setProgram(_ program: String, arguments: [String]) {
        if program.contains("/") {
            executableURL = URL(fileURLWithPath: program)
            self.arguments = arguments
        } else {
            executableURL = URL(fileURLWithPath: "/usr/bin/env")
            self.arguments = [program] + arguments
        }
    }
}

struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs a program (looked up on PATH when not a path) and collects its output.
/// With `echoLines`, each stdout line is also printed to stderr as it arrives.
func runProcess(_ program: String, _ arguments: [String], echoLines: String? = nil) -> ProcessResult {
    let process = Process()
    process.setProgram(program, arguments: arguments)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do { try process.run() } catch { return ProcessResult(status: -1, stdout: "", stderr: "\(error)") }
    // Drain stderr on another thread so a chatty child cannot block on a full pipe.
    let errorBox = ErrorBox()
    let errorThread = Thread {
        errorBox.data = err.fileHandleForReading.readDataToEndOfFile()
    }
    errorThread.start()
    var collected = Data()
    var pending = Data()
    while true {
        let chunk = out.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        collected.append(chunk)
        if let tag = echoLines {
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[pending.index(after: newline)...])
                let short = line.count > 160 ? String(line.prefix(160)) + "…" : line
                FileHandle.standardError.write(Data("  [\(tag)] \(short)\n".utf8))
            }
        }
    }
    process.waitUntilExit()
    while !errorBox.done { usleep(1000) }
    return ProcessResult(
        status: process.terminationStatus, stdout: String(decoding: collected, as: UTF8.self),
        stderr: String(decoding: errorBox.data ?? Data(), as: UTF8.self))
}

final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var _data: Data?
    var data: Data? {
        get { lock.lock(); defer { lock.unlock() }; return _data }
        set { lock.lock(); _data = newValue; lock.unlock() }
    }
    var done: Bool { data != nil }
}
