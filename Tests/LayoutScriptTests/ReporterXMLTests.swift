import Testing

@testable import TrellisLayoutScript

/// Escaping in the XML reports (JUnit, SVG), checked without an XML parser
/// (XMLDocument is not in every Linux Foundation).
@Suite struct ReporterXMLTests {
    @Test func escapesEveryMarkupCharacter() {
        #expect(XMLText.escaped(#"a<b&"c'"#) == "a&lt;b&amp;&quot;c&apos;")
        #expect(XMLText.escaped("]]>\t\n\u{7}") == "]]&gt;&#9;&#10;\u{FFFD}")
    }

    @Test(arguments: [
        JUnitReporter.render([ReporterSamples.hostile]), SVGReporter.render(ReporterSamples.hostile),
        JUnitReporter.render([ReporterSamples.photo]), SVGReporter.render(ReporterSamples.photo),
    ])
    func hostileTextNeverBreaksTheMarkup(document: String) {
        #expect(!document.contains("a<b"))
        #expect(!document.contains("&\""))
        #expect(!document.contains("\u{7}"))
        #expect(isBalanced(document))
    }

    /// Whether every element that opens also closes, in order, and every `&` starts an entity.
    func isBalanced(_ document: String) -> Bool {
        var stack: [Substring] = []
        var rest = document[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return false }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("?") || tag.hasSuffix("/") { continue }
            let name = tag.prefix { $0 != " " }
            if name.hasPrefix("/") {
                guard stack.popLast() == name.dropFirst() else { return false }
            } else {
                stack.append(name)
            }
        }
        let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#"]
        var index = document.startIndex
        while let amp = document[index...].firstIndex(of: "&") {
            guard entities.contains(where: { document[amp...].hasPrefix($0) }) else { return false }
            index = document.index(after: amp)
        }
        return stack.isEmpty
    }
}
