import Foundation
import TrellisLayoutScript

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension DocumentParser {
    /// The XML parser's delegate: builds the element tree and enforces the limits.
    final class TreeBuilder: NSObject, XMLParserDelegate {
        /// The document's bytes, to find each start tag's column.
        private let bytes: [UInt8]
        /// The offset at which each line starts (index 0 is line 1).
        private var lineStarts: [Int] = [0]
        /// The document's path.
        private let file: String
        /// The elements open, outermost first.
        private var stack: [XMLElementNode] = []
        /// How many elements were read.
        private var count = 0
        /// The document element, once read.
        private(set) var root: XMLElementNode?
        /// The first limit broken, if any (the parse is aborted then).
        private(set) var error: DocumentError?

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                lineStarts.append(index + 1)
            }
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            count += 1
            let line = max(parser.lineNumber, 1)
            let column = startColumn(of: elementName, line: line, reported: parser.columnNumber)
            if stack.count >= nestingLimit || count > elementLimit {
                let what =
                    count > elementLimit
                    ? "more than \(elementLimit) elements" : "nested deeper than \(nestingLimit) elements"
                error = DocumentError(
                    "the document has \(what)", at: SourceLocation(file: file, line: line, column: column))
                parser.abortParsing()
                return
            }
            let node = XMLElementNode(name: elementName, attributes: attributes, line: line, column: column)
            if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
            stack.append(node)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            refuseEntities(parser)
        }

        func parser(
            _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
            systemID: String?
        ) {
            refuseEntities(parser)
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            refuseEntities(parser)
            return nil
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard error == nil else { return }
            let code = (parseError as NSError).code
            let reason =
                switch code {
                case 5: "the document ends before its elements are closed (truncated?)"
                case 76: "an end tag does not match the element it closes"
                default: "malformed XML (parser error \(code))"
                }
            error = DocumentError(
                reason,
                at: SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
        }

        /// Aborts on any entity declaration (the byte scan should have refused the document already).
        private func refuseEntities(_ parser: XMLParser) {
            guard error == nil else { return }
            error = DocumentError(
                "entity declarations are not allowed",
                at: SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
            parser.abortParsing()
        }

        /// The column of the `<` of a start tag on a line, at or before the column the parser reports.
        ///
        /// The parser reports where it is after reading the tag; the tag starts
        /// at the last `<NAME` on that line before there.
        private func startColumn(of name: String, line: Int, reported: Int) -> Int {
            guard line - 1 < lineStarts.count else { return max(reported, 1) }
            let start = lineStarts[line - 1]
            let end = line < lineStarts.count ? lineStarts[line] : bytes.count
            let limit = reported > 0 ? min(end, start + reported) : end
            let pattern = [UInt8(ascii: "<")] + Array(name.utf8)
            var index = limit - pattern.count
            while index >= start {
                if Array(bytes[index..<(index + pattern.count)]) == pattern { return index - start + 1 }
                index -= 1
            }
            return max(reported, 1)
        }
    }
}
