import Foundation
import TrellisLayoutScript

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses the XML of an Interface Builder document into an element tree, safely.
///
/// Hostile input is refused before the XML parser sees it: a document type
/// declaration (`<!DOCTYPE`, and with it every entity declaration — Interface
/// Builder never writes one) is an error at its place, so no entity is
/// expanded (no exponential "billion laughs" growth) and no external entity
/// or DTD is fetched; the parser is also told not to resolve external
/// entities. Documents must be UTF-8 (what Xcode writes), at most
/// `byteLimit` bytes, nested at most `nestingLimit` elements deep and hold at
/// most `elementLimit` elements, so memory stays bounded.
enum DocumentParser {
    /// The largest document read (64 MiB; the largest storyboards are a few MiB).
    static let byteLimit = 64 << 20
    /// The deepest element nesting accepted.
    static let nestingLimit = 512
    /// The most elements accepted.
    static let elementLimit = 2_000_000
    /// Serialises parsing: Foundation's XMLParser on Linux crashed when two parsed at once on different threads.
    private static let lock = NSLock()

    /// Parses a document's bytes.
    ///
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: Its path, for locations.
    /// - Returns: The root element.
    /// - Throws: `DocumentError` for anything that is not a well-formed, safe UTF-8 XML document.
    static func parse(_ bytes: [UInt8], file: String) throws(DocumentError) -> XMLElementNode {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard bytes.count <= byteLimit else {
            throw DocumentError("the document is larger than \(byteLimit >> 20) MiB", at: start)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.first == 0 {
            throw DocumentError("only UTF-8 documents are read (this one is UTF-16 or UTF-32)", at: start)
        }
        if let offset = firstInvalidUTF8(in: bytes) {
            throw DocumentError(
                "the document is not valid UTF-8 here", at: location(ofOffset: offset, in: bytes, file: file))
        }
        if let offset = find(Array("<!DOCTYPE".utf8), in: bytes) ?? find(Array("<!ENTITY".utf8), in: bytes) {
            throw DocumentError(
                "a document type declaration is not allowed (entities are never expanded or fetched)",
                at: location(ofOffset: offset, in: bytes, file: file))
        }
        if let offset = processingInstruction(in: bytes) {
            throw DocumentError(
                "a processing instruction is not allowed (only the XML declaration, first)",
                at: location(ofOffset: offset, in: bytes, file: file))
        }
        let builder = TreeBuilder(bytes: bytes, file: file)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = builder
        lock.lock()
        let parsed = parser.parse()
        lock.unlock()
        if let error = builder.error { throw error }
        guard parsed, let root = builder.root else {
            let line = max(parser.lineNumber, 1)
            let column = max(parser.columnNumber, 1)
            let reason = parser.parserError.map { describe($0) } ?? "the document is not well-formed XML"
            throw DocumentError(reason, at: SourceLocation(file: file, line: line, column: column))
        }
        return root
    }

    /// A short reason for an XML parser error.
    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 5: return "the document ends before its elements are closed (truncated?)"
        case 4: return "the document is empty"
        default: return "malformed XML (parser error \(code))"
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    ///
    /// Checked before parsing because Foundation's XMLParser on Linux traps on
    /// a name that is not valid UTF-8 instead of reporting it.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// The offset of the first `<?` that is not the XML declaration at the start, if any.
    ///
    /// Foundation's XMLParser on Linux crashes on a processing instruction
    /// without data (`<?xml?>`, `<?pi?>`); Interface Builder writes none but
    /// the declaration, so every other one is refused.
    static func processingInstruction(in bytes: [UInt8]) -> Int? {
        let pattern: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: "?")]
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var from = start
        while from < bytes.count, let offset = find(pattern, in: bytes, from: from) {
            let declaration = Array("<?xml".utf8)
            let isDeclaration =
                offset == start && bytes.count > offset + 5 && bytes[offset..<(offset + 5)].elementsEqual(declaration)
                && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(
                    bytes[offset + 5])
            if !isDeclaration { return offset }
            from = offset + 2
        }
        return nil
    }

    /// The offset of the first occurrence of a byte pattern.
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard pattern.count <= bytes.count, let first = pattern.first else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first {
                var matched = true
                for k in 1..<pattern.count where bytes[index + k] != pattern[k] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    /// The line and column of a byte offset.
    static func location(ofOffset offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }
}
