import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// What `trellis render` draws besides frames: I-beams with constants, the
/// broken constraint in place, ghosts at the ends of an ambiguous view's
/// range, margins, intrinsic sizes, a legend; the layout as of a line.
/// Expected values are worked out by hand in the comments.
@Suite struct SVGPictureTests {
    /// A 320-wide root; a banner pinned 20 in from both sides, 30 from the
    /// top, asked to be 300 wide (20 + 300 + 20 = 340 > 320: broken, so it is
    /// 280); a second banner 10 below the first, 300 wide at @750 (it gets 280).
    static let conflict = """
        view root frame 0 0 320 140
        view banner in root intrinsic none 40
        view banner2 in root intrinsic none 40
        bannerLeading: banner.leading == root.leading + 20
        bannerTrailing: banner.trailing == root.trailing - 20
        bannerWidth: banner.width == 300
        banner.top == root.top + 30
        banner2.leading == root.leading + 20
        banner2.width == 300 @750
        banner2.top == banner.bottom + 10
        """

    /// Three labels in a row with standard spacing (20 at the ends, 8
    /// between) and equal hugging: 320 − 56 = 264 for 60 + 80 + 70 = 210 of
    /// content, so 54 points go anywhere among them.
    static let tie = """
        view root frame 0 0 320 44
        view name in root intrinsic 60 20
        view detail in root intrinsic 80 20
        view date in root intrinsic 70 20
        H:|-[name]-[detail]-[date]-| align centerY
        name.centerY == root.centerY
        """

    static func picture(_ source: String, upTo line: Int? = nil) throws -> LayoutReport {
        try ScriptRunner.runForPicture(script: try ScriptParser.parse(source: source, file: "t.layout"), upToLine: line)
    }

    /// Pins, the spacing between the banners and the sizes, each over the
    /// distance the layout has: banner 20…300 (280 wide, as the broken width
    /// leaves it), banner2 top at 30 + 40 + 10 = 80.
    @Test func constraintsBecomeBeamsOverTheirDistances() throws {
        let report = try Self.picture(Self.conflict)
        let byName = Dictionary(report.measures.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let leading = try #require(byName["bannerLeading"])
        #expect((leading.kind, leading.axis, leading.start, leading.end) == (.spacing, .horizontal, 0, 20))
        #expect(leading.text == "20" && !leading.isBroken)
        // Across the overlap of banner (y 30…70) and root: its middle, y 50.
        #expect(leading.cross == 50)
        let trailing = try #require(byName["bannerTrailing"])
        // root.trailing 320 to banner.trailing 300; the constant −20 reads as 20.
        #expect((trailing.start, trailing.end, trailing.text) == (320, 300, "20"))
        let width = try #require(byName["bannerWidth"])
        #expect((width.kind, width.start, width.end, width.text, width.isBroken) == (.size, 20, 300, "300", true))
        // 40 high: 6 in from its bottom edge, 70 − 6.
        #expect(width.cross == 64)
        let gap = try #require(report.measures.first { $0.name.hasPrefix("line 10:") })
        #expect((gap.axis, gap.start, gap.end, gap.text) == (.vertical, 70, 80, "10"))
        let optional = try #require(report.measures.first { $0.name.hasPrefix("line 9:") })
        #expect(optional.text == "300 @750")
        // The frame pins `frame 0 0 320 140` makes repeat the frame: not drawn.
        #expect(!report.measures.contains { $0.name.hasPrefix("root.frame") })
    }

    /// The broken constraint is drawn where it is, red and dashed, saying
    /// what it asked for and what it got (280 = 320 − 2 × 20).
    @Test func theBrokenConstraintIsDrawnInPlace() throws {
        let svg = SVGReporter.render(try Self.picture(Self.conflict))
        let elements = SVGElements(svg)
        let broken = elements.filter { $0.name == "g" && $0["class"] == "constraint broken" }
        #expect(broken.count == 1)
        #expect(broken.first?["data-name"] == "bannerWidth")
        #expect(elements.contains { $0.name == "text" && $0.text == "300 (broken; is 280)" })
        #expect(elements.contains { $0.name == "line" && $0["stroke-dasharray"] == "4 2" })
        // The sentence under the picture stays.
        #expect(elements.contains { $0.name == "text" && $0.text.hasPrefix("broken: 'bannerWidth'") })
    }

    /// Every constraint of an unlabelled VFL line is named by the whole line;
    /// an I-beam shows at most 120 characters of it (119 and "…"), so the
    /// picture grows with the line, not with its square. The short names of
    /// `tie` are shown whole.
    @Test func aLongLineIsNamedByItsStart() throws {
        let n = 200
        var source = "view root frame 0 0 \(58 * n + 8) 100\n"
        for i in 0..<n { source += "view v\(i) in root intrinsic 50 20\n" }
        let line = "H:|-8-" + (0..<n).map { "[v\($0)]" }.joined(separator: "-8-") + "-8-|"
        source += line + " align top\nv0.top == root.top + 10\n"
        let name = "line \(n + 2): " + line + " align top"
        let elements = SVGElements(SVGReporter.render(try Self.picture(source)))
        let beams = elements.filter { $0.name == "g" && $0["class"] == "constraint" }
        let lineBeams = beams.filter { $0["data-name"]?.hasPrefix("line \(n + 2): ") == true }
        // The line's n + 1 gaps of 8 at least, every one showing the same cut name.
        #expect(lineBeams.count > n)
        #expect(lineBeams.allSatisfy { $0["data-name"] == String(name.prefix(119)) + "…" })
        #expect(beams.contains { $0["data-name"] == "line \(n + 3): v0.top == root.top + 10" })
        #expect(elements.filter { $0.name == "title" }.allSatisfy { $0.text.count <= 120 })
        let shortNames = SVGElements(SVGReporter.render(try Self.picture(Self.tie)))
            .filter { $0.name == "g" && $0["class"] == "constraint" }.compactMap { $0["data-name"] }
        #expect(shortNames.contains("line 5: H:|-[name]-[detail]-[date]-| align centerY"))
    }

    /// An undetermined row of 150 views, each at least 0 wide, in a 1,500-wide
    /// root: every view is ambiguous, and the picture gives ranges and ghosts
    /// to the first 100 in declaration order only. v0's width runs from 0
    /// (the others take the rest) to 1,500 (the others empty).
    @Test func onlyTheFirstHundredAmbiguousItemsGetRanges() throws {
        let n = 150
        var source = "view root frame 0 0 \(10 * n) 100\n"
        for i in 0..<n { source += "view v\(i) in root\nv\(i).width >= 0\n" }
        source += "H:|" + (0..<n).map { "[v\($0)]" }.joined() + "| align top, bottom\nV:|[v0]|\n"
        let report = try Self.picture(source)
        let views = report.items.filter { $0.name != "root" }
        #expect(views.count == n && views.allSatisfy(\.isAmbiguous))
        #expect(views.prefix(100).allSatisfy { !$0.ambiguousRanges.isEmpty && !$0.ghosts.isEmpty })
        #expect(views.dropFirst(100).allSatisfy { $0.ambiguousRanges.isEmpty && $0.ghosts.isEmpty })
        let widthOfFirst = try #require(views[0].ambiguousRanges.first { $0.component == .width })
        #expect((widthOfFirst.lower, widthOfFirst.upper) == (0, 1500))
    }

    /// name: x 20 fixed, width 60…114; detail: left 20 + 60 + 8 = 88 … 88 +
    /// 54 = 142, right 88 + 80 = 168 … 300 − 8 − 70 = 222; date: left 300 −
    /// 124 = 176 … 300 − 70 = 230, right 300. All 20 high at y 12.
    @Test func ambiguousViewsGetGhostsAtTheEndsOfTheirRange() throws {
        let report = try Self.picture(Self.tie)
        func ghosts(_ name: String) -> [[Double]] {
            (report.items.first { $0.name == name }?.ghosts ?? []).map(\.components)
        }
        #expect(ghosts("name") == [[20, 12, 60, 20], [20, 12, 114, 20]])
        #expect(ghosts("detail") == [[88, 12, 80, 20], [142, 12, 80, 20]])
        #expect(ghosts("date") == [[176, 12, 124, 20], [230, 12, 70, 20]])
        #expect(ghosts("root").isEmpty)
        let name = try #require(report.items.first { $0.name == "name" })
        #expect(name.ambiguousRanges == [.init(component: .width, lower: 60, upper: 114)])
        // The ghosts that differ from where each view is are drawn.
        let drawn = SVGElements(SVGReporter.render(report)).filter { $0["class"] == "ghost" }
        #expect(drawn.count >= 3)
    }

    /// `intrinsic 60 20` against the width the tie gives name is drawn; the
    /// legend lists exactly the kinds of mark present.
    @Test func intrinsicSizeAndLegend() throws {
        let report = try Self.picture(Self.tie)
        let name = try #require(report.items.first { $0.name == "name" })
        #expect((name.intrinsicWidth, name.intrinsicHeight) == (60, 20))
        let elements = SVGElements(SVGReporter.render(report))
        let legend = elements.filter { $0.name == "text" && $0.inLegend }.map(\.text)
        #expect(
            legend == [
                "view frame", "intrinsic content size (not met)", "constraint and its constant", "ambiguous view",
                "ambiguous view at the ends of its optimal range",
            ])
    }

    /// `leading == root.leadingMargin + 4` draws root's margins (8 by default: 8…312 × 8…36).
    @Test func marginsAreDrawnWhenAConstraintUsesThem() throws {
        let report = try Self.picture(
            """
            view root frame 0 0 320 44
            view a in root intrinsic 10 10
            a.leading == root.leadingMargin + 4
            a.top == root.top
            """)
        let root = try #require(report.items.first)
        #expect(root.marginRect == Rect(x: 8, y: 8, width: 304, height: 28))
        // a.top == root.top has no length and no constant: not drawn.
        #expect(report.measures.map(\.text) == ["4"])
        let beam = try #require(report.measures.first)
        #expect((beam.start, beam.end) == (8, 12))
    }

    /// Every text of the picture, beams' included, lies on the canvas, and no
    /// two labels or beam texts overlap.
    @Test(arguments: [conflict, tie])
    func textsStayOnTheCanvas(source: String) throws {
        let report = try Self.picture(source)
        let layout = SVGReporter.layout(of: report)
        #expect(layout.measureTexts.count == report.measures.count)
        let texts = layout.labels + layout.measureTexts
        for (index, text) in texts.enumerated() {
            for other in texts[(index + 1)...] {
                #expect(!SVGReporter.overlaps(text.box, other.box), "'\(text.text)' on '\(other.text)'")
            }
        }
        for text in texts + layout.notes {
            #expect(SVGLayoutTests.inside(text.box, width: layout.width, height: layout.height), "'\(text.text)'")
        }
        let legendBottom = layout.legendTop + Double(layout.marks.count) * SVGReporter.lineHeight
        #expect(legendBottom <= layout.height)
        #expect(SVGReporter.legendWidth(layout.marks) + 2 * SVGReporter.margin <= layout.width)
    }

    /// As of line 5 (before `bannerWidth`) nothing is broken and banner is
    /// 280 wide; as of line 6 the width is broken.
    @Test func theLayoutAsOfALine() throws {
        let before = try Self.picture(Self.conflict, upTo: 5)
        #expect(before.conflicts.isEmpty)
        #expect(before.items.count == 3)
        #expect(before.measures.allSatisfy { !$0.isBroken })
        #expect(before.measures.count == 2)
        let at = try Self.picture(Self.conflict, upTo: 6)
        #expect(at.conflicts.map(\.broken.name) == ["bannerWidth"])
        let first = try Self.picture(Self.conflict, upTo: 1)
        #expect(first.items.map(\.name) == ["root"])
    }
}

/// The elements of an SVG document, in order, with their attributes and
/// direct text: enough XML for the documents `SVGReporter` writes (no
/// comments, no CDATA, attributes in double quotes).
struct SVGElements: Sequence {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// Whether it is inside the legend's group.
        var inLegend = false
        subscript(key: String) -> String? { attributes[key] }
    }

    var elements: [Element] = []

    init(_ document: String) {
        var rest = document[...]
        var open: [Int] = []
        var legendDepth: Int?
        while let start = rest.firstIndex(of: "<") {
            if let last = open.last {
                elements[last].text += Self.unescaped(String(rest[..<start]))
            }
            let end = rest[start...].firstIndex(of: ">")!
            let tag = rest[rest.index(after: start)..<end]
            rest = rest[rest.index(after: end)...]
            if tag.hasPrefix("/") {
                open.removeLast()
                if let depth = legendDepth, open.count < depth { legendDepth = nil }
                continue
            }
            let selfClosing = tag.hasSuffix("/")
            let body = selfClosing ? tag.dropLast() : tag
            let name = String(body.prefix { $0 != " " })
            var attributes: [String: String] = [:]
            var scan = body.drop { $0 != " " }
            while let equals = scan.firstIndex(of: "=") {
                let key = scan[..<equals].trimmingPrefix(" ")
                let valueStart = scan.index(equals, offsetBy: 2)
                let valueEnd = scan[valueStart...].firstIndex(of: "\"")!
                attributes[String(key)] = Self.unescaped(String(scan[valueStart..<valueEnd]))
                scan = scan[scan.index(after: valueEnd)...]
            }
            elements.append(Element(name: name, attributes: attributes, inLegend: legendDepth != nil))
            if name == "g", attributes["class"] == "legend" { legendDepth = open.count + 1 }
            if !selfClosing { open.append(elements.count - 1) }
        }
    }

    func makeIterator() -> [Element].Iterator { elements.makeIterator() }

    static func unescaped(_ text: String) -> String {
        text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
            .replacing("&apos;", with: "'").replacing("&amp;", with: "&")
    }
}
