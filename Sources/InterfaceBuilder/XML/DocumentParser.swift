import TrellisLayoutScript

/// Parses the XML of an Interface Builder document into an element tree, safely.
///
/// The document must be UTF-8 (what Xcode writes), at most `byteLimit` bytes,
/// nested at most `nestingLimit` elements deep and hold at most
/// `elementLimit` elements, so memory stays bounded. `XMLReader` reads it
/// strictly and refuses a document type declaration at its place, so no
/// entity is ever declared, expanded (no exponential "billion laughs"
/// growth) or fetched from outside.
enum DocumentParser {
    /// The largest document read (64 MiB; the largest storyboards are a few MiB).
    static let byteLimit = 64 << 20
    /// The deepest element nesting accepted.
    static let nestingLimit = 512
    /// The most elements accepted.
    static let elementLimit = 2_000_000

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
        var reader = XMLReader(bytes: bytes, file: file, nestingLimit: nestingLimit, elementLimit: elementLimit)
        if let offset = firstInvalidUTF8(in: bytes) {
            throw DocumentError("the document is not valid UTF-8 here", at: reader.location(ofOffset: offset))
        }
        return try reader.read()
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    ///
    /// Checked before reading, so that the reader can make strings of any part.
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
}
