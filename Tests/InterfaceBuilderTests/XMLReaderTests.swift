import Testing

@testable import TrellisInterfaceBuilder

/// The document reader's XML: what it accepts and, for what it refuses, the message and the place
/// (line and byte column of the offending markup, counted by hand in each case).
struct XMLReaderTests {
    func parse(_ text: String) throws(DocumentError) -> XMLElementNode {
        try DocumentParser.parse(Array(text.utf8), file: "t.xib")
    }

    @Test func elementsAttributesAndPlaces() throws {
        let root = try parse(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- a comment -->\n<document a='1' b = \"two\">\n"
                + "  <objects>\n    <view id=\"v\"/><view id=\"w\"></view>\n  </objects>\n</document>\n")
        #expect(root.name == "document" && root["a"] == "1" && root["b"] == "two")
        #expect(root.line == 3 && root.column == 1)
        let views = root.grandchildren(in: "objects")
        #expect(views.map { $0["id"] } == ["v", "w"])
        // `    <view id="v"/>`: the second view's `<` is after 4 spaces and 14 bytes.
        #expect(views.map(\.line) == [5, 5] && views.map(\.column) == [5, 19])
    }

    @Test func referencesAndWhitespaceInAttributeValues() throws {
        let root = try parse(
            "<d t=\"a &amp; b &lt;c&gt; &quot;q&quot; &apos;s&apos; &#65;&#x42;&#x1F600;\" n=\"x\ny\tz\r\nw\" k=\"&#10;\"/>"
        )
        #expect(root["t"] == "a & b <c> \"q\" 's' AB😀")
        // Literal line breaks and tabs are spaces (CR LF counts once); a character reference keeps its character.
        #expect(root["n"] == "x y z w")
        #expect(root["k"] == "\n")
    }

    @Test func textCommentsAndCDATAAreSkipped() throws {
        let root = try parse(
            "\u{FEFF}<d>text &amp; more<![CDATA[<not> & markup]]><!----><e/>tail</d>\n<!-- after -->\n")
        #expect(root.children.map(\.name) == ["e"])
    }

    static let refusals: [(String, String, Int, Int)] = [
        ("", "the document is empty", 1, 1),
        ("  \n", "the document is empty", 2, 1),
        ("<d>", "the document ends before its elements are closed (truncated?)", 1, 4),
        ("<d><e></d>", "an end tag does not match the element it closes", 1, 7),
        ("<d></d><e/>", "a second document element is not allowed", 1, 8),
        ("<d></d>x", "text after the document element", 1, 8),
        ("<d a=\"1\" a=\"2\"/>", "the attribute 'a' appears twice", 1, 10),
        ("<d a=\"1\"b=\"2\"/>", "expected an attribute, '>' or '/>'", 1, 9),
        ("<d a/>", "expected '=' after the attribute 'a'", 1, 5),
        ("<d a=1/>", "expected a quoted attribute value", 1, 6),
        ("<d a=\"<\"/>", "'<' is not allowed in an attribute value", 1, 7),
        ("<d a=\"x/>", "the attribute value is not closed", 1, 10),
        ("<d>&nbsp;</d>", "unknown entity '&nbsp;' (only the five XML defines)", 1, 4),
        ("<d>a & b</d>", "'&' starts no reference (write '&amp;')", 1, 6),
        ("<d a=\"&#0;\"/>", "'&#0;' refers to no allowed character", 1, 7),
        ("<d>&#xD800;</d>", "'&#xD800;' refers to no allowed character", 1, 4),
        ("<d>\u{1}</d>", "the control character U+0001 is not allowed in XML", 1, 4),
        ("<d><!-- a -- b --></d>", "'--' is not allowed inside a comment", 1, 11),
        ("<d><!-- open</d>", "the comment is not closed", 1, 4),
        ("<d>]]></d>", "']]>' is not allowed in text", 1, 4),
        ("<d><![CDATA[x</d>", "the CDATA section is not closed", 1, 13),
        ("<d>< e/></d>", "expected an element name after '<'", 1, 4),
        ("<d></ d>", "expected a name", 1, 6),
        ("<d></d >", "", 0, 0),
        (
            "\n<!DOCTYPE d>\n<d/>",
            "a document type declaration is not allowed (entities are never expanded or fetched)", 2, 1
        ),
        ("<d><!ENTITY x \"y\"></d>", "entity declarations are not allowed", 1, 4),
        ("<d><?pi data?></d>", "a processing instruction is not allowed (only the XML declaration, first)", 1, 4),
        (
            "\n<?xml version=\"1.0\"?><d/>",
            "a processing instruction is not allowed (only the XML declaration, first)", 2, 1
        ),
        ("<?xml encoding=\"UTF-8\"?><d/>", "the XML declaration has no version", 1, 1),
        ("<d a=\"1\"", "the document ends inside the start tag of 'd'", 1, 9),
    ]

    @Test(arguments: refusals.indices)
    func refusedAtItsPlace(_ index: Int) {
        let (text, message, line, column) = Self.refusals[index]
        do {
            _ = try parse(text)
            #expect(message.isEmpty, "\(text.debugDescription) was accepted")
        } catch {
            #expect(error.message == message, "\(text.debugDescription)")
            #expect(
                (error.location.line, error.location.column) == (line, column),
                "\(text.debugDescription): \(error.location)")
        }
    }

    /// A run of bare `&` and of unclosed comments stays linear: each is refused at the first.
    @Test func hostileRunsAreRefusedAtTheFirst() {
        let ampersands = "<d>" + String(repeating: "&", count: 100_000) + "</d>"
        #expect(throws: DocumentError.self) { try parse(ampersands) }
        let deep = String(repeating: "<a>", count: DocumentParser.nestingLimit + 1)
        do {
            _ = try parse(deep)
            Issue.record("accepted")
        } catch {
            #expect(error.message == "the document has nested deeper than 512 elements")
            // The 513th `<a>` starts at byte 512 · 3 = 1,536.
            #expect(error.location.column == 1_537)
        }
    }
}
