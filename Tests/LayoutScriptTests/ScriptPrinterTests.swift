import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// `ScriptPrinter` and `ScriptParser` agree: a printed statement parses back as the statement printed, with
/// every location; a canonical line prints back as itself.
@Suite struct ScriptPrinterTests {
    /// One canonical line (tokens one space apart, `.`, `:`, `@`, `,`, signs and parentheses against their
    /// neighbour) for every form the printer writes; `caseName` checks that every `Statement.Kind` case is here.
    static let canonicalLines = [
        "direction rtl",
        "coordinates unflipped",
        "let gap = 8",
        "let inset = -2.5",
        "let other = gap",
        "view a",
        "view b in a frame 0 -10 100 50.25 intrinsic 10 none hug 251 250 resist 750 749 insets 1 2 3 4 "
            + "baseline 12 firstBaseline none margins 8 8 8 8 hidden yes wraps text 10 7 16 safeArea 20 0 34 0",
        "view c in a wraps steps 100 40 200 20",
        "view d in a wraps none hidden no intrinsic none 0.000000000001",
        "guide g in a",
        "guide s in a safeArea",
        "stack st in a vertical distribution fillEqually alignment center spacing 8 baselineRelative "
            + "alignmentPriority 999 marginsRelative hug 1 1",
        "stack st2 in a horizontal spacing system",
        "var x, y, z",
        "var w",
        "c: a.left == b.right + 8 @750",
        "a.width == 0.5 * b.width - 3",
        "c_1: a.left - o.left == -0.25 * b.left + 0.25 * o.left + 10000000000000000000",
        "x <= -(a.width + 3) * 2",
        "a.width == b.width * (c.width - d.width) / 4",
        "(a.left + b.left) * 2 == c.width @gap",
        "a.left == b.left - (c.left - d.left)",
        "a.left == (b.left + c.left) + d.left",
        "(a.left * 2) * 3 == -(x * y)",
        "x >= --y",
        "edit a.width @500",
        "edit x",
        "suggest x 10",
        "end edit x",
        "set a hidden no intrinsic 5 5",
        "set st spacing 4",
        "set st spacingAfter b system",
        "set st axis horizontal",
        "set st distribution fill",
        "set st alignment leading",
        "set st marginsRelative yes",
        "set st baselineRelative no",
        "set st insert b at 0",
        "set st removeArranged b",
        "set c constant -12",
        "set c priority 250",
        "set lbl.2 constant 3",
        "set direction ltr",
        "remove c",
        "remove lbl.1",
        "expect a.frame == 0 0 100 50 within 0.5",
        "expect a.alignmentRect == 1 2 3 4",
        "expect a.width == 100",
        "expect x == -3",
        "expect a ambiguous",
        "expect a unambiguous within 1",
        "expect layout ambiguous",
        "expect layout unambiguous",
        "expect conflict c1 c2 lbl.1",
        "expect satisfiable",
        "expect a.width <= 10",
        "expect a.width >= 10",
        "expect x between 1 and 2",
        "expect a inside b",
        "expect a, b, c disjoint",
        "expect a.fittingSize == 10 20",
        "expect a.fittingSize expanded == 10 20",
        "expect a.fittingSize width 100 == 10 20",
        "expect broken c1",
        "grid gr in a",
        "grid gr2 in gr cell 0 1 span 1 2 xPlacement center rowSpacing 4 columnSpacing 2 xPlacement leading "
            + "yPlacement top hug 250 250",
        "view v in gr cell 0 0",
        "view w in gr cell 1 1 yPlacement lastBaseline intrinsic 4 4",
        "stack s in gr cell 1 0 span 1 2 vertical",
        "set gr rowSpacing 4",
        "set gr columnSpacing 2",
        "set gr xPlacement center",
        "set gr yPlacement bottom",
        "set gr row 0 yPlacement inherit",
        "set gr column 1 xPlacement leading",
        "set gr row 2 hidden yes",
        "set gr column 0 hidden no",
        "set gr row 1 padding 2 3",
        "set gr column 1 padding 4 5",
        "set gr row 0 height content",
        "set gr column 0 width 100",
        "set gr cell v xPlacement inherit",
        "set gr cell v yPlacement top",
        "H:|-[a]-|",
        "V:|-8-[a(>=20)]-(8)-[b]|",
        "[a][b] align top, bottom direction leftToRight",
        "lbl: H:|[a]|",
        "|-[a( >= 20 )]-[b]-|",
    ]

    /// A Visual Format line's format is written as held; the statement's text has its blanks collapsed, as the
    /// parser's has.
    @Test func formatBlanksCollapseInTheText() throws {
        let statement = try Self.parsed("H:|-[a(  >=\t20)]-|  align top")
        let printed = ScriptPrinter.statement(statement.kind, file: "printed.layout", line: 3)
        // The format keeps its blanks; the option is one space after it.
        let expectedLine = "H:|-[a(  >=\t20)]-| align top"
        #expect(printed.text == "H:|-[a( >= 20)]-| align top")
        #expect(printed == (try Self.parsed(expectedLine)))
    }

    /// Each line parsed, printed on line 3 of a file.
    static func parsed(_ line: String) throws -> Statement {
        let script = try ScriptParser.parse(source: "\n\n" + line + "\n", file: "printed.layout")
        return try #require(script.statements.first)
    }

    @Test(arguments: canonicalLines)
    func canonicalLinePrintsAsItself(_ line: String) throws {
        let statement = try Self.parsed(line)
        let printed = ScriptPrinter.statement(statement.kind, file: "printed.layout", line: 3)
        #expect(printed.text == line)
        // The printed statement is the parsed one: the same kind, every location, and the text.
        #expect(printed == statement)
    }

    @Test(arguments: canonicalLines)
    func printedStatementParsesBack(_ line: String) throws {
        // Any locations the kind holds are replaced by the printer's: print a kind moved to other places.
        let moved = try Self.parsed(line)
        let printed = ScriptPrinter.statement(moved.kind, file: "other.layout", line: 7)
        let again = try ScriptParser.parse(
            source: String(repeating: "\n", count: 6) + printed.text, file: "other.layout")
        #expect(again.statements == [printed])
    }

    /// Built trees the parser never makes from a canonical line print with the parentheses that keep them.
    @Test func builtTreesKeepTheirShape() throws {
        let nowhere = TrellisLayoutScript.SourceLocation(file: "", line: 0, column: 0)
        func ref(_ item: String) -> ScriptExpression { .reference(Reference(Name(item, at: nowhere), .width)) }
        func n(_ value: Double) -> ScriptExpression { .number(value, at: nowhere) }
        let sum = ScriptExpression.sum(ref("a"), [.init(.plus, n(1), operatorLocation: nowhere)])
        let product = ScriptExpression.product(ref("b"), [.init(.times, n(2), operatorLocation: nowhere)])
        let trees: [(ScriptExpression, String)] = [
            // (a.width + 1) + (b.width * 2) - (a.width + 1): a sum as the first operand and after an operator.
            (
                .sum(
                    sum,
                    [.init(.plus, product, operatorLocation: nowhere), .init(.minus, sum, operatorLocation: nowhere)]),
                "(a.width + 1) + b.width * 2 - (a.width + 1)"
            ),
            // A product of a product and a sum.
            (
                .product(product, [.init(.dividedBy, sum, operatorLocation: nowhere)]),
                "(b.width * 2) / (a.width + 1)"
            ),
            (.negation(.negation(product, at: nowhere), at: nowhere), "--(b.width * 2)"),
            (
                .product(.negation(ref("a"), at: nowhere), [.init(.times, n(3), operatorLocation: nowhere)]),
                "-a.width * 3"
            ),
            // A sum as the second addend of a sum: the parser reads `a.width + a.width + 1` as one sum of three.
            (.sum(ref("a"), [.init(.plus, sum, operatorLocation: nowhere)]), "a.width + (a.width + 1)"),
            // A literal past 10^15 in positional digits, which the grammar reads (it refuses an exponent).
            (.sum(ref("a"), [.init(.plus, n(1e20), operatorLocation: nowhere)]), "a.width + 100000000000000000000"),
        ]
        for (tree, text) in trees {
            // An expression's description is the printer's text for it.
            #expect(tree.description == text)
            let kind = Statement.Kind.constraint(
                ConstraintStatement(
                    label: nil, lhs: ref("x"), relation: .equal, relationLocation: nowhere, rhs: tree, priority: nil))
            let printed = ScriptPrinter.statement(kind, file: "built.layout", line: 1)
            #expect(printed.text == "x.width == " + text)
            let again = try ScriptParser.parse(source: printed.text, file: "built.layout")
            #expect(again.statements == [printed])
        }
    }

    /// Literals are written in positional digits that read back as the same double.
    @Test(arguments: [
        (20.0, "20"), (0.5, "0.5"), (-12.25, "-12.25"), (1e19, "10000000000000000000"), (1e-12, "0.000000000001"),
        (131.0 / 284.0, "0.4612676056338028"), (-0.0, "-0"), (9_500_000_000_000_000, "9500000000000000"),
        (0.0001, "0.0001"), (0.00001, "0.00001"), (-123456789012345.5, "-123456789012345.5"),
    ])
    func numbersReadBack(_ value: Double, _ text: String) throws {
        #expect(ScriptPrinter.number(value) == text)
        let statement = try Self.parsed("let m = " + text)
        guard case .metric(_, let number) = statement.kind else {
            Issue.record("not a metric")
            return
        }
        let read = try #require(number.literalValue)
        #expect(read == value && read.sign == value.sign)
    }

    /// Every `Statement.Kind` case has a canonical line above: a new case fails to compile here until it is
    /// given one.
    @Test func everyFormIsCovered() throws {
        let all: Set<String> = [
            "direction", "coordinates", "metric", "view", "guide", "safeAreaGuide", "stack", "grid", "variables",
            "constraint", "visualFormat", "edit", "suggest", "endEdit", "setProperties", "setStack", "setGrid",
            "setConstant", "setPriority", "setDirection", "remove", "expect",
        ]
        var covered: Set<String> = []
        for line in Self.canonicalLines {
            covered.insert(Self.caseName(try Self.parsed(line).kind))
        }
        #expect(covered == all)
    }

    static func caseName(_ kind: Statement.Kind) -> String {
        switch kind {
        case .direction: return "direction"
        case .coordinates: return "coordinates"
        case .metric: return "metric"
        case .view: return "view"
        case .guide: return "guide"
        case .safeAreaGuide: return "safeAreaGuide"
        case .stack: return "stack"
        case .grid: return "grid"
        case .variables: return "variables"
        case .constraint: return "constraint"
        case .visualFormat: return "visualFormat"
        case .edit: return "edit"
        case .suggest: return "suggest"
        case .endEdit: return "endEdit"
        case .setProperties: return "setProperties"
        case .setStack: return "setStack"
        case .setGrid: return "setGrid"
        case .setConstant: return "setConstant"
        case .setPriority: return "setPriority"
        case .setDirection: return "setDirection"
        case .remove: return "remove"
        case .expect: return "expect"
        }
    }
}
