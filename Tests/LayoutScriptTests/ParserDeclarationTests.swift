import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// Every declaration form of the contract, with the tree it must give.
@Suite struct ParserDeclarationTests {
    static let cases: [(String, Statement.Kind)] = [
        ("direction ltr", .direction(.leftToRight)),
        ("direction rtl", .direction(.rightToLeft)),
        ("coordinates flipped", .coordinates(.flipped)),
        ("coordinates unflipped", .coordinates(.unflipped)),
        ("let pad = -12.5", .metric(name("pad", 5), lit(-12.5, 11))),
        ("let wide = pad", .metric(name("wide", 5), metric("pad", 12))),
        ("view root", .view(ViewDeclaration(name: name("root", 6), parent: nil, properties: []))),
        (
            "view root frame 0 0 568 320",
            .view(
                ViewDeclaration(
                    name: name("root", 6), parent: nil,
                    properties: [.frame(x: lit(0, 17), y: lit(0, 19), width: lit(568, 21), height: lit(320, 25))]))
        ),
        (
            "view a in root intrinsic 100 none hug 251 low resist required 1 insets 1 -2 3 m",
            .view(
                ViewDeclaration(
                    name: name("a", 6), parent: name("root", 11),
                    properties: [
                        .intrinsic(width: lit(100, 26), height: nil),
                        .hugging(horizontal: lit(251, 39), vertical: lit(250, 43)),
                        .compressionResistance(horizontal: lit(1000, 54), vertical: lit(1, 63)),
                        .alignmentInsets(
                            top: lit(1, 72), left: lit(-2, 74), bottom: lit(3, 77), right: metric("m", 79)),
                    ]))
        ),
        (
            "view l in root baseline 4 firstBaseline 12 margins 1 2 3 4 intrinsic none none",
            .view(
                ViewDeclaration(
                    name: name("l", 6), parent: name("root", 11),
                    properties: [
                        .baseline(lit(4, 25)), .firstBaseline(lit(12, 41)),
                        .margins(top: lit(1, 52), left: lit(2, 54), bottom: lit(3, 56), right: lit(4, 58)),
                        .intrinsic(width: nil, height: nil),
                    ]))
        ),
        ("guide content in root", .guide(name("content", 7), parent: name("root", 18))),
        ("var x", .variables([name("x", 5)])),
        ("var x, y ,z", .variables([name("x", 5), name("y", 8), name("z", 11)])),
    ]

    @Test(arguments: cases)
    func parses(source: String, expected: Statement.Kind) throws {
        #expect(try parseOne(source) == expected)
    }

    @Test func statementCarriesLocationAndCollapsedText() throws {
        let script = try ScriptParser.parse(source: "\n  view   a\tin root   # the view\n", file: "t.layout")
        #expect(script.statements.count == 1)
        #expect(script.statements[0].location == loc(2, 3))
        #expect(script.statements[0].text == "view a in root")
    }

    @Test(arguments: [
        ("direction up", "t.layout:1:11: error: expected 'ltr' or 'rtl' after 'direction', found 'up'"),
        ("direction", "t.layout:1:10: error: expected 'ltr' or 'rtl' after 'direction', found end of line"),
        ("direction ltr rtl", "t.layout:1:15: error: expected end of line, found 'rtl'"),
        ("coordinates up", "t.layout:1:13: error: expected 'flipped' or 'unflipped' after 'coordinates', found 'up'"),
        ("let x == 3", "t.layout:1:7: error: expected '=' after the metric name, found '=='"),
        ("let x = ", "t.layout:1:8: error: expected a number for the metric 'x', found end of line"),
        ("let 3 = 3", "t.layout:1:5: error: expected a metric name after 'let', found '3'"),
        ("view", "t.layout:1:5: error: expected a view name after 'view', found end of line"),
        ("view a in", "t.layout:1:10: error: expected a parent view name after 'in', found end of line"),
        ("view a frame 0 0 10", "t.layout:1:20: error: expected a number for the frame's height, found end of line"),
        (
            "view a frme 0 0 1 1",
            "t.layout:1:8: error: expected a view property (frame, intrinsic, hug, resist, insets, baseline, firstBaseline, margins, hidden, wraps, safeArea), found 'frme'; did you mean 'frame'?"
        ),
        ("view a hug 250 250 hug 1 1", "t.layout:1:20: error: property 'hug' is given twice"),
        ("view a frame 0 0 1 1 in root", "t.layout:1:22: error: 'in PARENT' must come right after the view name"),
        ("view a hug 1001 1", "t.layout:1:12: error: priority 1001 is outside 1…1000"),
        ("view a resist 0 1", "t.layout:1:15: error: priority 0 is outside 1…1000"),
        (
            "view a intrinsic - 3 4",
            "t.layout:1:18: error: expected a number for the intrinsic width (or 'none'), found '-'"
        ),
        (
            "view a frame -m 0 1 1",
            "t.layout:1:14: error: a metric cannot take a sign here; declare a negative metric with 'let'"
        ),
        (
            "guide g",
            "t.layout:1:8: error: expected 'in PARENT' after the guide name (a guide needs a parent view), found end of line"
        ),
        ("var a,", "t.layout:1:7: error: expected a variable name after ',', found end of line"),
        ("var a b", "t.layout:1:7: error: expected ',' or end of line, found 'b'"),
        ("veiw a in root", "t.layout:1:1: error: unknown statement 'veiw'; did you mean 'view'?"),
        ("frobnicate a", "t.layout:1:1: error: unknown statement 'frobnicate'"),
        ("View a", "t.layout:1:1: error: unknown statement 'View'; did you mean 'view'?"),
    ])
    func errors(source: String, expected: String) {
        #expect(parseError(source) == expected)
    }
}
