extension ScriptError {
    /// The widest part of a line an excerpt shows, in bytes; longer lines are cut around the column.
    static let excerptWidth = 120

    /// The diagnostic followed by the offending line and a caret under the column.
    ///
    /// The caret lines up in a terminal: every character before the column
    /// becomes one space (tabs stay tabs), whatever its UTF-8 length. A line
    /// longer than 120 bytes is cut to a window around the column, marked with
    /// `...`. Without a known source line this is just `description`.
    ///
    /// Control characters are escaped (`TerminalText`), and the excerpt and
    /// caret lines are indented by four spaces, so no text of the script
    /// starts a line of the output: a script line `::error file=…::` cannot
    /// become a GitHub Actions workflow command in a CI log.
    ///
    /// - Returns: One to three lines of text, without a trailing newline.
    public func renderedWithExcerpt() -> String {
        guard let sourceLine else { return TerminalText.escaped(description) }
        let bytes = Array(sourceLine.utf8)
        let caretOffset = min(max(location.column - 1, 0), bytes.count)
        var start = 0
        var end = bytes.count
        if bytes.count > Self.excerptWidth {
            start = max(0, caretOffset - Self.excerptWidth / 2)
            end = min(bytes.count, start + Self.excerptWidth)
            // Never cut a multi-byte character in half.
            while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        let prefix = start > 0 ? "..." : ""
        let suffix = end < bytes.count ? "..." : ""
        let shown = String(decoding: bytes[start..<end], as: UTF8.self)
        let lead = String(decoding: bytes[start..<max(start, min(caretOffset, end))], as: UTF8.self)
        var caret = String(repeating: " ", count: prefix.count)
        for scalar in lead.unicodeScalars {
            caret.append(scalar == "\t" ? "\t" : String(repeating: " ", count: TerminalText.escape(scalar).count))
        }
        caret.append("^")
        let indent = "    "
        return
            "\(TerminalText.escaped(description))\n\(indent)\(prefix)\(TerminalText.escaped(shown))\(suffix)\n\(indent)\(caret)"
    }
}
