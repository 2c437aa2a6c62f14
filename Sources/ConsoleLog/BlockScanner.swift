/// Finds the "Unable to simultaneously satisfy constraints" blocks in a log
/// and cuts out the constraint descriptions each one lists.
///
/// A block starts at a line holding UIKit's or AppKit's header (also macOS
/// 14's "Conflicting constraints detected"), lists descriptions `<CLASS:0x…
/// …>` (quoted or not, one per line or wrapped), and ends with the
/// description after "Will attempt to recover by breaking constraint". Lines
/// outside blocks are skipped. Text a web page escaped (`&lt;`, `\<`) reads
/// as the console printed it.
struct BlockScanner {
    /// Lines that open a block.
    static let headers: [[UInt8]] = [
        Array(ascii: "Unable to simultaneously satisfy constraints"),
        Array(ascii: "Conflicting constraints detected"),
    ]
    /// The words before the broken constraint: "… breaking constraint" (UIKit,
    /// AppKit), "… breaking <…>." (macOS 14, after "Conflicting constraints detected").
    static let recoveryMarker: [UInt8] = Array(ascii: "Will attempt to recover by breaking")
    /// How many lines a block may run without a description before it is given up.
    static let maximumGap = 400
    /// How long one description may be, in bytes.
    static let maximumDescriptionLength = 16_384
    /// How many constraints one block may list.
    static let maximumConstraints = 20_000

    let text: LogText

    /// Every block, in order.
    func blocks() -> [RawBlock] {
        var blocks: [RawBlock] = []
        var line = 1
        while line <= text.lineCount {
            guard let (header, length) = header(inLine: line) else {
                line += 1
                continue
            }
            let (block, next) = scanBlock(from: header + length, headerLine: line, headerOffset: header)
            blocks.append(block)
            line = max(next, line + 1)
        }
        return blocks
    }

    /// Where a header starts in a line, and its length.
    private func header(inLine line: Int) -> (Int, Int)? {
        for header in Self.headers {
            if let offset = text.find(header, inLine: line) { return (offset, header.count) }
        }
        return nil
    }

    /// Reads one block from just after its header.
    ///
    /// - Returns: The block and the line where scanning goes on.
    private func scanBlock(from start: Int, headerLine: Int, headerOffset: Int) -> (RawBlock, Int) {
        var block = RawBlock(location: text.location(of: headerOffset), descriptions: [], broken: nil, error: nil)
        var offset = start
        var line = headerLine
        var sawMarker = false
        var sawPrivate = false
        var lastUseful = headerLine
        while line <= text.lineCount {
            let lineRange = text.range(ofLine: line)
            if line > headerLine, offset <= lineRange.lowerBound, header(inLine: line) != nil {
                break
            }
            var end = lineRange.upperBound
            if !sawMarker, let marker = LogText.find(Self.recoveryMarker, in: text.bytes, range: offset..<end) {
                end = marker
            }
            if LogText.find(Array(ascii: "<private>"), in: text.bytes, range: offset..<end) != nil { sawPrivate = true }
            var index = offset
            while index < end {
                guard let opener = openerLength(at: index, limit: end) else {
                    index += 1
                    continue
                }
                switch readDescription(at: index, openerLength: opener) {
                case .failure(let error):
                    block.error = error
                    return (block, text.location(of: index).line + 1)
                case .success(let (description, after)):
                    if sawMarker {
                        block.broken = description
                        return (block, text.location(of: after).line + 1)
                    }
                    block.descriptions.append(description)
                    if block.descriptions.count > Self.maximumConstraints {
                        block.error = ConsoleLogError(
                            at: description.location,
                            "the block lists more than \(Self.maximumConstraints) constraints, more than explain reads")
                        return (block, text.location(of: after).line + 1)
                    }
                    lastUseful = text.location(of: after).line
                    index = after
                    if after > end {
                        // The description ran over lines: go on from where it ended.
                        end = after
                    }
                }
            }
            if index > lineRange.upperBound {
                line = text.location(of: index).line
                offset = index
                continue
            }
            if !sawMarker, end < lineRange.upperBound {
                sawMarker = true
                lastUseful = line
                // The marker may run past the line's end (bytes that are not text split lines): never past it.
                offset = min(end + Self.recoveryMarker.count, lineRange.upperBound)
                continue
            }
            if line - lastUseful > Self.maximumGap { break }
            line += 1
            offset = line <= text.lineCount ? text.lineStarts[line - 1] : text.bytes.count
        }
        let message: String
        if sawPrivate {
            message = "the log hides the constraints (<private>); run the app with a debugger attached to see them"
        } else if sawMarker {
            message = "no constraint follows 'Will attempt to recover by breaking'"
        } else {
            message = "the block has no 'Will attempt to recover by breaking' line"
        }
        block.error = ConsoleLogError(at: block.location, message)
        return (block, line)
    }

    /// The length of a description's opening `<` (1, or 4 for `&lt;`, 2 for `\<`)
    /// when a description starts at `index`: the opener, a class name, `:`.
    private func openerLength(at index: Int, limit: Int) -> Int? {
        let bytes = text.bytes
        let length: Int
        if bytes[index] == UInt8(ascii: "<") {
            length = 1
        } else if bytes[index] == UInt8(ascii: "&"), index + 4 <= bytes.count,
            Array(bytes[index..<index + 4]) == Array(ascii: "&lt;")
        {
            length = 4
        } else if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<") {
            length = 2
        } else {
            return nil
        }
        var cursor = index + length
        let nameStart = cursor
        while cursor < bytes.count, cursor - nameStart < 200, Self.isNameByte(bytes[cursor]) { cursor += 1 }
        guard cursor > nameStart, cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return nil }
        return length
    }

    /// Letters, digits, `_`, `.` and `$`: the bytes of a class name.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
    }

    /// Letters and digits.
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
