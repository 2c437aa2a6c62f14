import Foundation
import TrellisLayoutScript

#if canImport(Glibc)
    import Glibc
    private let posixWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let posixWrite = Darwin.write
#endif

/// Standard output and standard error, with a progress line for long runs.
///
/// The progress line (`[3/40] file.layout`) is written to standard error
/// only when it is a terminal, overwritten in place with a carriage return,
/// and erased before anything else is printed, so it never ends up in logs
/// or mixed into output.
///
/// A console made with `capturing()` keeps what is written in `output` and
/// `errors` instead, so a command runs in-process (in tests, or embedded).
public final class Console {
    /// Whether standard error is a terminal (the progress line is shown only then).
    let showsProgress: Bool
    /// Whether text goes to the process's descriptors or is kept.
    private let capturesText: Bool
    /// Whether a progress line is on screen.
    private var progressVisible = false
    /// What was written to standard output, when capturing.
    public private(set) var output = ""
    /// What was written to standard error, when capturing.
    public private(set) var errors = ""

    /// Creates a console on the process's standard output and standard error.
    ///
    /// - Parameters:
    ///   - showsProgress: Whether to show progress; by default, when standard error is a terminal.
    public convenience init(showsProgress: Bool = isatty(STDERR_FILENO) != 0) {
        self.init(showsProgress: showsProgress, capturesText: false)
    }

    private init(showsProgress: Bool, capturesText: Bool) {
        self.showsProgress = showsProgress
        self.capturesText = capturesText
    }

    /// A console that keeps its text in `output` and `errors`, with no progress line.
    ///
    /// - Returns: The console.
    public static func capturing() -> Console { Console(showsProgress: false, capturesText: true) }

    /// Writes text to standard output.
    ///
    /// - Parameters:
    ///   - text: The text, including its newlines.
    public func out(_ text: String) {
        clearProgress()
        if capturesText { output += text } else { Self.write(text, to: STDOUT_FILENO, named: "standard output") }
    }

    /// Writes text to standard error.
    ///
    /// - Parameters:
    ///   - text: The text, including its newlines.
    public func err(_ text: String) {
        clearProgress()
        if capturesText { errors += text } else { Self.write(text, to: STDERR_FILENO, named: "standard error") }
    }

    /// Shows `[index/count] file` on standard error, replacing the previous progress line
    /// (the file's name with its control characters escaped).
    ///
    /// - Parameters:
    ///   - index: The file's number, from 1.
    ///   - count: How many files there are.
    ///   - file: The file's name.
    func progress(_ index: Int, of count: Int, _ file: String) {
        guard showsProgress, count > 1 else { return }
        Self.write(
            "\r\u{1B}[K[\(index)/\(count)] \(TerminalText.escaped(file))", to: STDERR_FILENO, named: "standard error")
        progressVisible = true
    }

    /// Erases the progress line, if one is shown.
    func clearProgress() {
        guard progressVisible else { return }
        Self.write("\r\u{1B}[K", to: STDERR_FILENO, named: "standard error")
        progressVisible = false
    }

    /// Writes all of `text` to a descriptor, retrying short writes.
    ///
    /// A reader that went away (a pipe closed early, as by `head`) ends the
    /// program quietly with status 2; any other failure (a full disk, a
    /// closed descriptor) is reported on standard error, if that still
    /// works, and ends it with status 2. (`FileHandle.write` traps instead.)
    /// The program ignores SIGPIPE (`Trellis.run`), so a closed pipe is an
    /// `EPIPE` here rather than a signal.
    static func write(_ text: String, to descriptor: Int32, named name: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
            if written >= 0 {
                bytes = bytes.dropFirst(written)
                continue
            }
            let error = errno
            if error == EINTR || error == EAGAIN { continue }
            if error != EPIPE && descriptor != STDERR_FILENO {
                let message = "trellis: error: cannot write to \(name): \(String(cString: strerror(error)))\n"
                _ = message.utf8CString.withUnsafeBufferPointer {
                    posixWrite(STDERR_FILENO, $0.baseAddress, $0.count - 1)
                }
            }
            exit(ExitStatus.badInput.rawValue)
        }
    }
}
