import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// Edits, changes and expectations.
@Suite struct ParserChangeTests {
    static let cases: [(String, Statement.Kind)] = [
        ("edit width @900", .edit(Reference(name("width", 6)), priority: lit(900, 13))),
        ("edit a.left", .edit(Reference(name("a", 6), .left), priority: nil)),
        ("edit x @ low", .edit(Reference(name("x", 6)), priority: lit(250, 10))),
        ("suggest width 400", .suggest(Reference(name("width", 9)), value: lit(400, 15))),
        ("suggest a.centerX -2.5", .suggest(Reference(name("a", 9), .centerX), value: lit(-2.5, 19))),
        ("set a intrinsic 10 none", .setProperties(view: name("a", 5), [.intrinsic(width: lit(10, 17), height: nil)])),
        (
            "set root frame 0 0 568 320",
            .setProperties(
                view: name("root", 5), [.frame(x: lit(0, 16), y: lit(0, 18), width: lit(568, 20), height: lit(320, 24))]
            )
        ),
        (
            "set a hug high 1 margins 0 0 0 0",
            .setProperties(
                view: name("a", 5),
                [
                    .hugging(horizontal: lit(750, 11), vertical: lit(1, 16)),
                    .margins(top: lit(0, 26), left: lit(0, 28), bottom: lit(0, 30), right: lit(0, 32)),
                ])
        ),
        ("set a baseline 3", .setProperties(view: name("a", 5), [.baseline(lit(3, 16))])),
        ("set w constant -10", .setConstant(label: name("w", 5), lit(-10, 16))),
        ("set w constant m", .setConstant(label: name("w", 5), metric("m", 16))),
        ("set w priority 250", .setPriority(label: name("w", 5), lit(250, 16))),
        ("set w priority required", .setPriority(label: name("w", 5), lit(1000, 16))),
        ("set direction rtl", .setDirection(.rightToLeft)),
        ("set direction ltr", .setDirection(.leftToRight)),
        (
            "set direction frame 0 0 1 1",
            .setProperties(
                view: name("direction", 5),
                [.frame(x: lit(0, 21), y: lit(0, 23), width: lit(1, 25), height: lit(1, 27))])
        ),
        ("remove w", .remove(label: name("w", 8))),
    ]

    @Test(arguments: cases)
    func parses(source: String, expected: Statement.Kind) throws {
        #expect(try parseOne(source) == expected)
    }

    static let expectations: [(String, ScriptExpectation)] = [
        (
            "expect photo.frame == 70 162 200 200",
            ScriptExpectation(
                .frame(
                    view: name("photo", 8),
                    .init(x: lit(70, 23), y: lit(162, 26), width: lit(200, 30), height: lit(200, 34))))
        ),
        (
            "expect a.alignmentRect == 0 -1 w 2 within 0.5",
            ScriptExpectation(
                .alignmentRect(
                    view: name("a", 8), .init(x: lit(0, 27), y: lit(-1, 29), width: metric("w", 32), height: lit(2, 34))
                ),
                tolerance: lit(0.5, 43))
        ),
        ("expect a.centerY == -3", ScriptExpectation(.value(Reference(name("a", 8), .centerY), lit(-3, 21)))),
        (
            "expect x == 30 within 1",
            ScriptExpectation(.value(Reference(name("x", 8)), lit(30, 13)), tolerance: lit(1, 23))
        ),
        ("expect label2 ambiguous", ScriptExpectation(.viewAmbiguity(name("label2", 8), ambiguous: true))),
        ("expect a unambiguous", ScriptExpectation(.viewAmbiguity(name("a", 8), ambiguous: false))),
        ("expect layout ambiguous", ScriptExpectation(.layoutAmbiguity(ambiguous: true))),
        ("expect layout unambiguous", ScriptExpectation(.layoutAmbiguity(ambiguous: false))),
        ("expect conflict widthPin", ScriptExpectation(.conflict([name("widthPin", 17)]))),
        (
            "expect conflict w root.frame.width  h",
            ScriptExpectation(.conflict([name("w", 17), name("root.frame.width", 19), name("h", 37)]))
        ),
        ("expect satisfiable", ScriptExpectation(.satisfiable)),
        ("expect satisfiable within 2", ScriptExpectation(.satisfiable, tolerance: lit(2, 27))),
        ("expect satisfiable ambiguous", ScriptExpectation(.viewAmbiguity(name("satisfiable", 8), ambiguous: true))),
        ("expect layout.width == 3", ScriptExpectation(.value(Reference(name("layout", 8), .width), lit(3, 24)))),
    ]

    @Test(arguments: expectations)
    func expectation(source: String, expected: ScriptExpectation) throws {
        #expect(try parseOne(source) == .expect(expected))
    }

    @Test(arguments: [
        ("edit x @required", "t.layout:1:9: error: an edit cannot be required; give a priority below 1000"),
        ("edit x @1000", "t.layout:1:9: error: an edit cannot be required; give a priority below 1000"),
        ("edit", "t.layout:1:5: error: expected a var or VIEW.ATTRIBUTE after 'edit', found end of line"),
        ("suggest x", "t.layout:1:10: error: expected a number for the suggested value, found end of line"),
        ("set w constant", "t.layout:1:15: error: expected a number for the new constant, found end of line"),
        ("set w priority 0", "t.layout:1:16: error: priority 0 is outside 1…1000"),
        (
            "set w constnt 3",
            "t.layout:1:7: error: expected a view property, 'constant' or 'priority' after 'w', found 'constnt'; did you mean 'constant'?"
        ),
        (
            "set w",
            "t.layout:1:6: error: expected a view property, 'constant' or 'priority' after 'w', found end of line"
        ),
        (
            "set direction up",
            "t.layout:1:15: error: expected a view property, 'constant' or 'priority' after 'direction', found 'up'"
        ),
        ("remove", "t.layout:1:7: error: expected a constraint label, view or guide after 'remove', found end of line"),
        ("remove a b", "t.layout:1:10: error: expected end of line, found 'b'"),
        (
            "expect",
            "t.layout:1:7: error: expected a view, a var, 'layout', 'conflict' or 'satisfiable' after 'expect', found end of line"
        ),
        (
            "expect a.frame == 1 2 3",
            "t.layout:1:24: error: expected a number for the expected height, found end of line"
        ),
        ("expect a.frame <= 3", "t.layout:1:16: error: a rectangle compares with '==' only"),
        ("expect a.size == 3", "t.layout:1:10: error: unknown attribute 'size'"),
        (
            "expect a",
            "t.layout:1:9: error: expected '.', '==', '<=', '>=', 'between', 'inside', ',', 'ambiguous' or 'unambiguous', found end of line"
        ),
        ("expect conflict", "t.layout:1:16: error: expected a constraint label after 'conflict', found end of line"),
        ("expect conflict a.", "t.layout:1:19: error: expected a name after '.', found end of line"),
        ("expect x == 1 within -1", "t.layout:1:22: error: tolerance must not be negative"),
        (
            "expect x == 1 within",
            "t.layout:1:21: error: expected a number for the tolerance after 'within', found end of line"
        ),
        ("expect satisfiable now", "t.layout:1:20: error: expected end of line, found 'now'"),
    ])
    func errors(source: String, expected: String) {
        #expect(parseError(source) == expected)
    }
}
