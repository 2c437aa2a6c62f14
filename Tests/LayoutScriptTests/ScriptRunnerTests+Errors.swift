import Testing

@testable import TrellisLayoutScript

/// Meaning errors: well-formed lines the builder refuses, each at its exact line and column.
@Suite struct ScriptRunnerErrorTests {
    static let cases: [(String, String)] = [
        // Unknown names, with suggestions from the names in scope of the right kind.
        ("view root\nview a in roto", "t.layout:2:11: error: unknown view 'roto'; did you mean 'root'?"),
        (
            "view root\nview a in root\na.width == rot.width",
            "t.layout:3:12: error: unknown view or guide 'rot'; did you mean 'root'?"
        ),
        ("var width\nwidht == 3", "t.layout:2:1: error: unknown var or metric 'widht'; did you mean 'width'?"),
        ("var x\nexpect y == 3", "t.layout:2:8: error: unknown var 'y'; did you mean 'x'?"),
        ("view r frame 0 0 w 10", "t.layout:1:18: error: unknown metric 'w'"),
        ("view r\nview a in r\nH:|-gap-[a]-|", "t.layout:3:5: error: unknown metric 'gap'"),
        ("view r\nview a in r\nH:|-[a]-[bb]-|", "t.layout:3:10: error: unknown view or guide 'bb'"),
        ("var x\nset L constant 3", "t.layout:2:5: error: unknown constraint label 'L'"),
        ("var x\nK: x == 1\nremove L", "t.layout:3:8: error: unknown constraint label 'L'; did you mean 'K'?"),
        (
            "view r\nexpect conflict r.frame.widht",
            "t.layout:2:17: error: unknown constraint 'r.frame.widht'; did you mean 'r.frame.width'?"
        ),
        ("view r\nset s frame 0 0 1 1", "t.layout:2:5: error: unknown view 's'; did you mean 'r'?"),
        ("var x\nedit y", "t.layout:2:6: error: unknown var 'y'; did you mean 'x'?"),
        // Used before its declaration.
        (
            "view root\na.width == 10\nview a in root",
            "t.layout:2:1: error: 'a' is used before its declaration on line 3"
        ),
        ("var x\nremove L\nL: x == 1", "t.layout:2:8: error: 'L' is used before its declaration on line 3"),
        ("view r frame 0 0 w 10\nlet w = 3", "t.layout:1:18: error: 'w' is used before its declaration on line 2"),
        // Second declarations: views, guides, vars and metrics share one namespace; labels their own.
        ("view root\nview root", "t.layout:2:6: error: 'root' is already declared as a view on line 1"),
        ("var x\nview x", "t.layout:2:6: error: 'x' is already declared as a var on line 1"),
        ("view r\nguide g in r\nvar x, g", "t.layout:3:8: error: 'g' is already declared as a layout guide on line 2"),
        ("let m = 1\nvar m", "t.layout:2:5: error: 'm' is already declared as a metric on line 1"),
        ("var x\nL: x == 1\nL: x == 2", "t.layout:3:1: error: label 'L' is already used on line 2"),
        // Ancestry and kinds.
        ("view a in a", "t.layout:1:11: error: view 'a' cannot be its own ancestor"),
        ("view r\nguide g in r\nview b in g", "t.layout:3:11: error: 'g' is a layout guide, not a view"),
        ("var x\nguide g in x", "t.layout:2:12: error: 'x' is a var, not a view"),
        ("var x\nx.width == 3", "t.layout:2:1: error: 'x' is a var, not a view or guide; it has no attributes"),
        (
            "view r\nr == 3",
            "t.layout:2:1: error: 'r' is a view, not a var or metric; name one of its attributes, such as 'r.width'"
        ),
        (
            "view r\nexpect r == 3",
            "t.layout:2:8: error: 'r' is a view, not a var; name one of its attributes, such as 'r.width'"
        ),
        ("view r\nset r constant 3", "t.layout:2:5: error: 'r' is a view, not a constraint label"),
        ("let m = 3\nexpect m ambiguous", "t.layout:2:8: error: 'm' is a metric, not a view, guide or var"),
        // Negative sizes.
        ("view root frame 0 0 -10 5", "t.layout:1:21: error: frame width must not be negative, got -10"),
        ("view root frame 0 0 10 -5", "t.layout:1:24: error: frame height must not be negative, got -5"),
        (
            "let w = -3\nview root intrinsic w 5",
            "t.layout:2:21: error: intrinsic width must not be negative, got -3 (metric 'w')"
        ),
        ("view r\nset r intrinsic 5 -1", "t.layout:2:19: error: intrinsic height must not be negative, got -1"),
        // Expressions.
        ("var x, y\nx * y == 3", "t.layout:2:3: error: non-linear expression: cannot multiply 'x' by 'y'"),
        ("var x, y\n2 == 3 / (x + y)", "t.layout:2:8: error: non-linear expression: cannot divide by 'x + y'"),
        ("var x\n1 == 2", "t.layout:2:1: error: the constraint relates numbers only; it needs an attribute or a var"),
        // Priorities via metrics.
        ("let p = 2000\nvar x\nx == 3 @p", "t.layout:3:9: error: priority 2000 (metric 'p') is outside 1…1000"),
        ("let h = 0.5\nview r hug h 3", "t.layout:2:12: error: priority 0.5 (metric 'h') is outside 1…1000"),
        (
            "let h = 250.5\nview r resist 750 h",
            "t.layout:2:19: error: priority 250.5 (metric 'h') is not a whole number"
        ),
        (
            "let p = 1000\nvar x\nedit x @p",
            "t.layout:3:9: error: an edit cannot be required; give a priority below 1000"
        ),
        (
            "var x\nL: x == 1\nlet p = 0\nset L priority p",
            "t.layout:4:16: error: priority 0 (metric 'p') is outside 1…1000"
        ),
        // Positions of different kinds, as Auto Layout refuses them.
        (
            "view r\nview a in r\na.leading == r.left",
            "t.layout:3:14: error: cannot relate 'r.left' to 'a.leading': leading and trailing never relate to left, right or centerX"
        ),
        (
            "view r\nview a in r\na.left == r.top + 3",
            "t.layout:3:11: error: cannot relate 'r.top' to 'a.left': a horizontal position never relates to a vertical one"
        ),
        (
            "view r\nview a in r\na.trailing == r.centerY",
            "t.layout:3:15: error: cannot relate 'r.centerY' to 'a.trailing': a horizontal position never relates to a vertical one"
        ),
        // Labels.
        ("var x\nL: x == 1\nremove L\nset L constant 3", "t.layout:4:5: error: constraint 'L' was removed on line 3"),
        ("var x\nL: x == 1\nremove L\nremove L", "t.layout:4:8: error: constraint 'L' was removed on line 3"),
        // Settings after the first view.
        (
            "view r\ndirection rtl",
            "t.layout:2:1: error: 'direction' must come before the first view (declared on line 1); use 'set direction' to change it later"
        ),
        (
            "view r\ncoordinates unflipped",
            "t.layout:2:1: error: 'coordinates' must come before the first view (declared on line 1)"
        ),
        // Edits.
        ("var x\nsuggest x 3", "t.layout:2:9: error: 'x' is not being edited; add 'edit x' before suggesting a value"),
        ("var x\nedit x\nedit x @500", "t.layout:3:6: error: 'x' is already being edited"),
        ("let m = 2\nedit m", "t.layout:2:6: error: 'm' is a metric, not a var"),
        // Expectations.
        (
            "var x\nlet t = -1\nexpect x == 3 within t",
            "t.layout:3:22: error: tolerance must not be negative, got -1 (metric 't')"
        ),
        // VFL.
        ("view r\nvar x\nH:|[x]|", "t.layout:3:5: error: 'x' is a var, not a view or guide"),
        (
            "view r\nview a in r\nview b\nH:|[a][b]|",
            "t.layout:4:1: error: the views of this line have no common parent for '|'"
        ),
        ("view r\nview a in r\nH:[a(==a)]", "t.layout:3:8: error: view 'a' cannot take its size from itself"),
    ]

    @Test(arguments: cases)
    func error(script: String, message: String) {
        #expect(runError(script) == message)
    }

    @Test func nothingIsReportedAfterAnError() {
        // The expectation on line 3 has run, but the error on line 4 discards the whole layout.
        #expect(
            runError("var x\nx == 1\nexpect x == 1\nexpect y == 1")
                == "t.layout:4:8: error: unknown var 'y'; did you mean 'x'?")
    }

    @Test func labelsAndNamesAreSeparateNamespaces() throws {
        // A label may share a view's name: they are used in different places.
        let report = try runScript("view a frame 0 0 10 10\na: a.width == 10\nset a constant 10\nset a frame 0 0 10 10")
        #expect(report.conflicts.isEmpty)
    }
}
