import Foundation

/// The lines a child process writes to a pipe, read on a thread of their own,
/// so that whoever waits for the next line can give up after a time limit (a
/// hung or silent child must not hang the run).
final class PipeLines: @unchecked Sendable {
    enum Next {
        case line(String)
        /// The pipe was closed (the child exited) and every line has been taken.
        case end
        case timeout
    }

    private let condition = NSCondition()
    private var lines: [String] = []
    private var taken = 0
    private var ended = false

    /// Starts reading `handle` until end of file.
    init(_ handle: FileHandle) {
        Thread { [self] in read(handle) }.start()
    }

    private func read(_ handle: FileHandle) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            var complete: [String] = []
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                complete.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending = Data(pending[pending.index(after: newline)...])
            }
            if !complete.isEmpty { append(complete, end: false) }
        }
        append(pending.isEmpty ? [] : [String(decoding: pending, as: UTF8.self)], end: true)
    }

    private func append(_ new: [String], end: Bool) {
        condition.lock()
        lines += new
        if end { ended = true }
        condition.broadcast()
        condition.unlock()
    }

    /// The next line not yet taken, waiting at most `timeout` seconds for it.
    func next(timeout: Double) -> Next {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while taken == lines.count, !ended {
            if !condition.wait(until: deadline) { break }
        }
        if taken < lines.count {
            taken += 1
            return .line(lines[taken - 1])
        }
        return ended ? .end : .timeout
    }

    /// Waits at most `timeout` seconds for the end of the pipe; returns every
    /// line read so far (taken or not).
    func all(waitingForEnd timeout: Double) -> [String] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) { break }
        }
        return lines
    }
}
