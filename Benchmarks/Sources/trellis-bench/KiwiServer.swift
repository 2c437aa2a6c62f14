import Foundation

/// `kiwi/bench_kiwi.py --serve` (kiwisolver) or `kiwi-cpp`'s `bench-kiwi
/// --serve` (kiwi's C++ core) as a long-lived child process: it loads the
/// enaml and K-blocks workloads once, then answers one JSON request a line on
/// its stdin with one JSON line on its stdout (one sample of one workload, or
/// the enaml values). Used to take kiwi's samples alternately with ours.
///
/// Every wait is bounded by `timeout`. When the child exits, times out or
/// answers anything unexpected, the server stops it and stays failed: every
/// later request throws the same `Failure`, whose text says why.
final class KiwiServer {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private(set) var version: String?
    private(set) var python: String?
    /// The C++ compiler that built a native child, as it reports it.
    private(set) var compiler: String?
    /// What failures are reported as: `bench_kiwi.py --serve`, say.
    let label: String
    private(set) var failure: Failure?
    private let process = Process()
    private let input = Pipe()
    private let output: PipeLines
    private let errors: PipeLines
    private let timeout: Double
    private let echo: Bool
    private var stopped = false

    /// Starts `bench_kiwi.py --serve` and waits for its `ready` line, which must list `names`.
    convenience init(
        python program: String, script: URL, workloads: URL, blocks: Int, only: [String], names: [String],
        timeout: Double, echo: Bool
    ) throws {
        try self.init(
            program: program, arguments: [script.path], label: "bench_kiwi.py --serve", workloads: workloads,
            blocks: blocks, only: only, names: names, timeout: timeout, echo: echo)
    }

    /// Starts `program arguments --serve …` and waits for its `ready` line, which must list `names`.
    init(
        program: String, arguments leading: [String], label: String, workloads: URL, blocks: Int, only: [String],
        names: [String], timeout: Double, echo: Bool
    ) throws {
        // A child that died while we write to it must be an error, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        self.label = label
        self.timeout = timeout
        self.echo = echo
        let arguments =
            leading + [
                "--serve", "--workloads", workloads.path, "--blocks", String(blocks),
                "--only", only.joined(separator: ","),
            ]
        process.setProgram(program, arguments: arguments)
        let out = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        output = PipeLines(out.fileHandleForReading)
        errors = PipeLines(err.fileHandleForReading)
        do {
            try process.run()
        } catch {
            stopped = true
            try? out.fileHandleForWriting.close()
            try? err.fileHandleForWriting.close()
            throw record("cannot start `\(program)`: \(error)")
        }
        let ready = try answer(kind: "ready")
        version = ready["kiwisolver"] as? String
        python = ready["python"] as? String
        compiler = ready["compiler"] as? String
        let loaded = Set(ready["names"] as? [String] ?? [])
        if let missing = names.first(where: { !loaded.contains($0) }) {
            throw fail("it did not load \(missing) (loaded: \(loaded.sorted().joined(separator: ", ")))")
        }
    }

    deinit { stop() }

    /// One sample of workload `name`: the mean seconds of one operation over `batch`.
    func sample(_ name: String, batch: Int) throws -> Double {
        let object = try request(["name": name, "batch": batch], kind: "sample")
        guard object["name"] as? String == name, let seconds = (object["seconds"] as? NSNumber)?.doubleValue,
            seconds.isFinite, seconds >= 0
        else { throw fail("it answered a bad sample for \(name): \(describe(object))") }
        return seconds
    }

    /// Kiwi's enaml values at 400×600, by variable name.
    func enamlValues() throws -> [String: Double] {
        let object = try request(["name": "enaml.values"], kind: "values")
        var values: [String: Double] = [:]
        for (key, value) in object["values"] as? [String: Any] ?? [:] {
            if let n = value as? NSNumber { values[key] = n.doubleValue }
        }
        if values.isEmpty { throw fail("it answered no enaml values: \(describe(object))") }
        return values
    }

    /// Closes the child's stdin (it exits at end of input); kills it if it has
    /// not exited within a few seconds. Never waits for long: Foundation only
    /// sees a child's exit once every process that inherited its descriptors has
    /// gone too (a grandchild, say), so `waitUntilExit()` could block.
    func stop() {
        if stopped { return }
        stopped = true
        try? input.fileHandleForWriting.close()
        if waitForExit(seconds: 3) { return }
        process.terminate()
        if waitForExit(seconds: 2) { return }
        kill(process.processIdentifier, SIGKILL)
        _ = waitForExit(seconds: 2)
    }

    private func waitForExit(seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return !process.isRunning
    }

    private func request(_ object: [String: Any], kind: String) throws -> [String: Any] {
        if let failure { throw failure }
        do {
            var data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            data.append(UInt8(ascii: "\n"))
            try input.fileHandleForWriting.write(contentsOf: data)
        } catch {
            throw fail("cannot send it a request: \(error)")
        }
        return try answer(kind: kind)
    }

    /// The next line, which must be a JSON object of `kind`.
    private func answer(kind: String) throws -> [String: Any] {
        switch output.next(timeout: timeout) {
        case .timeout:
            throw fail("no answer within \(trim(timeout)) s (--kiwi-timeout)")
        case .end:
            throw fail("it exited before answering")
        case .line(let line):
            if echo { log("  [\(label)] " + (line.count > 160 ? String(line.prefix(160)) + "…" : line)) }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw fail("it answered something that is not a JSON object: \(line.prefix(200))")
            }
            if object["kind"] as? String == "error" {
                throw fail("it answered an error: \(object["message"] as? String ?? describe(object))")
            }
            guard object["kind"] as? String == kind else {
                throw fail("it answered \(describe(object)), expected a line of kind \(kind)")
            }
            return object
        }
    }

    /// Stops the child and records why, with its exit status and the end of its stderr.
    private func fail(_ reason: String) -> Failure {
        stop()
        var text = reason
        if process.isRunning {
            text += "; no exit seen after SIGTERM and SIGKILL"
        } else if process.terminationReason == .exit {
            text += "; exit status \(process.terminationStatus)"
        } else {
            text += "; stopped by signal \(process.terminationStatus)"
        }
        let stderr = errors.all(waitingForEnd: 1).suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " / ")
        if !stderr.isEmpty { text += "; stderr: \(stderr.count > 300 ? "…" + String(stderr.suffix(300)) : stderr)" }
        return record(text)
    }

    private func record(_ reason: String) -> Failure {
        let failure = Failure(description: label + ": " + reason)
        self.failure = failure
        return failure
    }

    private func describe(_ object: [String: Any]) -> String {
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let text = data.map { String(decoding: $0, as: UTF8.self) } ?? "\(object)"
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }
}
