import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// Constraints, expressions and Visual Format lines.
@Suite struct ParserConstraintTests {
    static func ref(_ item: String, _ column: Int, _ attribute: LayoutAttribute? = nil) -> ScriptExpression {
        .reference(Reference(name(item, column), attribute))
    }

    static let cases: [(String, ConstraintStatement)] = [
        (
            "a.width == 40",
            ConstraintStatement(
                label: nil, lhs: ref("a", 1, .width), relation: .equal, relationLocation: loc(1, 9),
                rhs: .number(40, at: loc(1, 12)), priority: nil)
        ),
        (
            "w: a.width == 0.5 * b.width + 10 @750",
            ConstraintStatement(
                label: name("w", 1), lhs: ref("a", 4, .width), relation: .equal, relationLocation: loc(1, 12),
                rhs: .sum(
                    .product(
                        .number(0.5, at: loc(1, 15)),
                        [ScriptExpression.Factor(.times, ref("b", 21, .width), operatorLocation: loc(1, 19))]),
                    [ScriptExpression.Addend(.plus, .number(10, at: loc(1, 31)), operatorLocation: loc(1, 29))]),
                priority: lit(750, 35))
        ),
        (
            "-top + x <= 10 @ low",
            ConstraintStatement(
                label: nil,
                lhs: .sum(
                    .negation(ref("top", 2), at: loc(1, 1)),
                    [ScriptExpression.Addend(.plus, ref("x", 8), operatorLocation: loc(1, 6))]),
                relation: .lessThanOrEqual, relationLocation: loc(1, 10), rhs: .number(10, at: loc(1, 13)),
                priority: lit(250, 18))
        ),
        (
            "x >= (y - 2) / 3 @fitting",
            ConstraintStatement(
                label: nil, lhs: ref("x", 1), relation: .greaterThanOrEqual, relationLocation: loc(1, 3),
                rhs: .product(
                    .sum(
                        ref("y", 7),
                        [ScriptExpression.Addend(.minus, .number(2, at: loc(1, 11)), operatorLocation: loc(1, 9))]),
                    [ScriptExpression.Factor(.dividedBy, .number(3, at: loc(1, 16)), operatorLocation: loc(1, 14))]),
                priority: lit(50, 19))
        ),
        (
            "view >= 0 @required",
            ConstraintStatement(
                label: nil, lhs: ref("view", 1), relation: .greaterThanOrEqual, relationLocation: loc(1, 6),
                rhs: .number(0, at: loc(1, 9)), priority: lit(1000, 12))
        ),
        (
            "x == m @prio",
            ConstraintStatement(
                label: nil, lhs: ref("x", 1), relation: .equal, relationLocation: loc(1, 3), rhs: ref("m", 6),
                priority: metric("prio", 9))
        ),
    ]

    @Test(arguments: cases)
    func parses(source: String, expected: ConstraintStatement) throws {
        #expect(try parseOne(source) == .constraint(expected))
    }

    @Test(arguments: [
        "a.width == 2 * b.width", "a.width * 2 == b.width / 4", "a.top == b.bottom + 8",
        "-(a.left - b.right) == --x", "x + 2 * (y - 3 * (z + 1)) <= 4", "a.centerXWithinMargins == b.leadingMargin",
    ])
    func descriptionReadsBack(source: String) throws {
        guard case .constraint(let constraint) = try parseOne(source) else {
            Issue.record("not a constraint")
            return
        }
        let text = "\(constraint.lhs) \(constraint.relation.rawValue) \(constraint.rhs)"
        guard case .constraint(let again) = try parseOne(text) else {
            Issue.record("not a constraint")
            return
        }
        #expect("\(again.lhs) \(again.relation.rawValue) \(again.rhs)" == text)
    }

    @Test(arguments: [
        ("a.width = 3", "t.layout:1:9: error: expected '==', '<=' or '>=', found '='; equality is written '=='"),
        ("a.width", "t.layout:1:8: error: expected an operator or '==', '<=' or '>=', found end of line"),
        ("a.widht == 3", "t.layout:1:3: error: unknown attribute 'widht'; did you mean 'width'?"),
        ("a. == 3", "t.layout:1:4: error: expected an attribute name after '.', found '=='"),
        ("a == b == c", "t.layout:1:8: error: expected an operator, '@PRIORITY' or end of line, found '=='"),
        ("a == b @750 c", "t.layout:1:13: error: expected end of line, found 'c'"),
        ("a == b @1001", "t.layout:1:9: error: priority 1001 is outside 1…1000"),
        ("a == b @0", "t.layout:1:9: error: priority 0 is outside 1…1000"),
        ("a == b @-5", "t.layout:1:9: error: priority -5 is outside 1…1000"),
        ("a == b @2.5", "t.layout:1:9: error: priority 2.5 is not a whole number"),
        (
            "a == b @",
            "t.layout:1:9: error: expected a number for a priority after '@' (1…1000, required, high, low or fitting), found end of line"
        ),
        ("a == (b", "t.layout:1:8: error: expected ')' or an operator, found end of line"),
        ("a == b)", "t.layout:1:7: error: expected an operator, '@PRIORITY' or end of line, found ')'"),
        ("a == * b", "t.layout:1:6: error: expected a number, a name or '(', found '*'"),
        ("== b", "t.layout:1:1: error: expected a number, a name or '(', found '=='"),
        ("H : a == b", "t.layout:1:1: error: 'H' cannot be a label; a Visual Format line starts with 'H:' (no space)"),
        ("lbl: a", "t.layout:1:7: error: expected an operator or '==', '<=' or '>=', found end of line"),
    ])
    func errors(source: String, expected: String) {
        #expect(parseError(source) == expected)
    }

    static let formats: [(String, VisualFormatStatement)] = [
        (
            "H:|-[find]-[findNext]-[findField(>=20)]-|",
            VisualFormatStatement(
                format: "H:|-[find]-[findNext]-[findField(>=20)]-|", formatLocation: loc(1, 1), orientation: .horizontal
            )
        ),
        (
            "V:[top]-10-[bottom]",
            VisualFormatStatement(format: "V:[top]-10-[bottom]", formatLocation: loc(1, 1), orientation: .vertical)
        ),
        (
            "  [a(>=70,<=100@750)]  # c",
            VisualFormatStatement(format: "[a(>=70,<=100@750)]", formatLocation: loc(1, 3), orientation: .horizontal)
        ),
        ("|[a][b]|", VisualFormatStatement(format: "|[a][b]|", formatLocation: loc(1, 1), orientation: .horizontal)),
        (
            "H:[a]-[b] align top, bottom",
            VisualFormatStatement(
                format: "H:[a]-[b]", formatLocation: loc(1, 1), orientation: .horizontal,
                alignments: [.init(.top, at: loc(1, 17)), .init(.bottom, at: loc(1, 22))])
        ),
        (
            "H:[a]-[b]   align firstBaseline,lastBaseline direction rightToLeft",
            VisualFormatStatement(
                format: "H:[a]-[b]", formatLocation: loc(1, 1), orientation: .horizontal,
                alignments: [.init(.firstBaseline, at: loc(1, 19)), .init(.lastBaseline, at: loc(1, 33))],
                direction: .rightToLeft)
        ),
        (
            "V:[a]-[b] align leading align centerX",
            VisualFormatStatement(
                format: "V:[a]-[b]", formatLocation: loc(1, 1), orientation: .vertical,
                alignments: [.init(.leading, at: loc(1, 17)), .init(.centerX, at: loc(1, 31))])
        ),
        (
            "H:[align]-[b]",
            VisualFormatStatement(format: "H:[align]-[b]", formatLocation: loc(1, 1), orientation: .horizontal)
        ),
    ]

    @Test(arguments: formats)
    func visualFormat(source: String, expected: VisualFormatStatement) throws {
        #expect(try parseOne(source) == .visualFormat(expected))
    }

    @Test func visualFormatOffsetsMapToTheScript() throws {
        guard case .visualFormat(let line) = try parseOne("   H:|-[a]-|") else {
            Issue.record("not a format")
            return
        }
        #expect(line.location(ofOffset: 4) == loc(1, 8))
    }

    @Test(arguments: [
        (
            "H:[a][b] align width",
            "t.layout:1:16: error: cannot align 'width'; expected one of top, bottom, leading, trailing, left, right, centerX, centerY, firstBaseline, lastBaseline"
        ),
        (
            "H:[a][b] align tpo",
            "t.layout:1:16: error: cannot align 'tpo'; expected one of top, bottom, leading, trailing, left, right, centerX, centerY, firstBaseline, lastBaseline; did you mean 'top'?"
        ),
        ("H:[a][b] align top,", "t.layout:1:20: error: expected an attribute to align, found end of line"),
        (
            "H:[a][b] align top bottom",
            "t.layout:1:20: error: expected 'align' or 'direction' after the format, found 'bottom'"
        ),
        (
            "H:[a][b] direction up",
            "t.layout:1:20: error: expected leadingToTrailing, leftToRight, rightToLeft after 'direction', found 'up'"
        ),
    ])
    func visualFormatErrors(source: String, expected: String) {
        #expect(parseError(source) == expected)
    }
}
