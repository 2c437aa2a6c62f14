import Foundation

/// Standard output and standard error, with a progress line for long runs.
///
/// The progress line (`[3/40] file.layout`) is written to standard error
/// only when it is a terminal, overwritten in place with a carriage return,
/// and erased before anything else is printed, so it never ends up in logs
/// or mixed into output.
final class Console {
    /// Whether standard error is a terminal (the progress line is shown only then).
    let showsProgress: Bool
    /// Whether a progress line is on screen.
    private var progressVisible = false

    /// Creates the console.
    ///
    /// - Parameters:
    ///   - showsProgress: Whether to show progress; by default, when standard error is a terminal.
    init(showsProgress: Bool = isatty(STDERR_FILENO) != 0) {
        self.showsProgress = showsProgress
    }

    /// Writes text to standard output.
    ///
    /// - Parameters:
    ///   - text: The text, including its newlines.
    func out(_ text: String) {
        clearProgress()
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes text to standard error.
    ///
    /// - Parameters:
    ///   - text: The text, including its newlines.
    func err(_ text: String) {
        clearProgress()
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Shows `[index/count] file` on standard error, replacing the previous progress line.
    ///
    /// - Parameters:
    ///   - index: The file's number, from 1.
    ///   - count: How many files there are.
    ///   - file: The file's name.
    func progress(_ index: Int, of count: Int, _ file: String) {
        guard showsProgress, count > 1 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(index)/\(count)] \(file)".utf8))
        progressVisible = true
    }

    /// Erases the progress line, if one is shown.
    func clearProgress() {
        guard progressVisible else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        progressVisible = false
    }
}
