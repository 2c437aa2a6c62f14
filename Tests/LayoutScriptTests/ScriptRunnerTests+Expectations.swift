import Testing

@testable import TrellisLayoutScript

/// `expect` lines: each sees the layout as of its own line, and reports `expected …, got …`.
@Suite struct ScriptRunnerExpectationTests {
    /// A script and, per `expect` line, `LINE: passed` or `LINE: expected …, got …`.
    static let cases: [(String, [String])] = [
        (
            // The shadowed image (alignment rect 70 162 180 180, frame 70 162 200 200).
            """
            view root frame 0 0 320 504
            view photo in root intrinsic 180 180 insets 0 0 20 20
            photo.centerX == root.centerX
            photo.centerY == root.centerY
            expect photo.frame == 70 162 200 200
            expect photo.alignmentRect == 70 162 180 180
            expect photo.frame == 70 150 200 200
            expect photo.centerX == 160
            expect photo.right == 251
            expect photo.right == 251 within 1
            expect photo unambiguous
            expect layout unambiguous
            expect satisfiable
            """,
            [
                "5: passed", "6: passed",
                "7: expected photo.frame == 70 150 200 200, got photo.frame == 70 162 200 200",
                "8: passed", "9: expected photo.right == 251, got photo.right == 250", "10: passed", "11: passed",
                "12: passed", "13: passed",
            ]
        ),
        (
            // Steps: each expectation sees the layout as of its line.
            """
            var x
            expect x ambiguous
            expect layout unambiguous
            L: x == 10
            expect x == 10
            set L constant 20
            expect x == 10
            expect x unambiguous
            remove L
            expect x ambiguous
            x == 30 @low
            expect x == 30.2 within 0.5
            expect x unambiguous
            """,
            [
                "2: passed", "3: expected layout unambiguous, got layout ambiguous (x)", "5: passed",
                "7: expected x == 10, got x == 20", "8: passed", "10: passed", "12: passed", "13: passed",
            ]
        ),
        (
            // Conflicts so far, by name; satisfiable until the first one.
            """
            view root frame 0 0 100 100
            view a in root
            expect satisfiable
            w1: a.width == 10
            w2: a.width == 20
            expect conflict w2 w1
            expect conflict w1
            expect satisfiable
            root.width == 50
            expect conflict root.frame.width
            expect conflict w1 w2
            """,
            [
                "3: passed", "6: passed", "7: expected conflict w1, got conflict w1 w2",
                "8: expected satisfiable, got conflict w1 w2",
                "10: expected conflict root.frame.width, got conflicts w1 w2; root.frame.width 'line 9: root.width == 50'",
                "11: passed",
            ]
        ),
        (
            // Ambiguity of a view, with what is open, and of the layout.
            """
            view root frame 0 0 100 100
            view a in root
            a.left == root.left
            a.width == 10
            expect a unambiguous
            expect a ambiguous
            expect layout unambiguous
            a.top == 0
            a.height == 5
            expect a unambiguous
            expect layout unambiguous
            """,
            [
                "5: expected a unambiguous, got a ambiguous (y, height)", "6: passed",
                "7: expected layout unambiguous, got layout ambiguous (a)", "10: passed", "11: passed",
            ]
        ),
        (
            // Metrics in expectations and tolerances.
            """
            let w = 40
            let t = 2
            var x
            x == 41
            expect x == w within t
            expect x == w
            """,
            ["5: passed", "6: expected x == 40, got x == 41"]
        ),
    ]

    @Test(arguments: cases)
    func expectations(script: String, lines: [String]) throws {
        #expect(try runScript(script).expectationLines == lines)
    }

    @Test func resultCarriesTextAndLocation() throws {
        let report = try runScript("var x\nx == 1\n  expect   x == 2   within 0.5 # comment")
        let result = try #require(report.expectations.first)
        #expect(result.location == loc(3, 3))
        #expect(result.text == "expect x == 2 within 0.5")
        #expect(result.expected == "x == 2 within 0.5")
        #expect(result.got == "x == 1")
        // x is determined and nothing conflicts: both implicit layout checks pass.
        #expect(report.passedCount == 2 && report.failedCount == 1)
        #expect(
            report.layoutChecks.map(\.text) == [LayoutReport.satisfiableCheckText, LayoutReport.unambiguousCheckText])
    }

    /// The compression and hugging seeds: 78×30 buttons.
    static let seeds: [(String, String, Double)] = [
        // width 40 @600 against resistance 750: resistance wins, 78.
        ("resist 750 750", "b.width == 40 @600", 78),
        // resistance 500 is below 600: the button is squeezed to 40.
        ("resist 500 750", "b.width == 40 @600", 40),
        // stretch to 200 @500 against hugging 501: hugging wins, 78.
        ("hug 501 250", "b.width == 200 @500", 78),
        // hugging 250 is below 500: stretched to 200.
        ("hug 250 250", "b.width == 200 @500", 200),
    ]

    @Test(arguments: seeds)
    func compressionAndHugging(property: String, constraint: String, width: Double) throws {
        let report = try runScript(
            """
            view root frame 0 0 320 100
            view b in root intrinsic 78 30 \(property)
            b.left == root.left + 10
            b.top == root.top + 10
            \(constraint)
            expect b.width == \(ReportNumber.text(width))
            expect b.height == 30
            expect layout unambiguous
            """)
        #expect(report.expectationLines == ["6: passed", "7: passed", "8: passed"])
        #expect(try report.item("b").frame == rect(10, 10, width, 30))
    }
}

/// The implicit layout checks `trellis test` counts for every script.
@Suite struct ImplicitLayoutCheckTests {
    /// No `expect` line: a conflict (w2 broken, line 4) and an ambiguous view
    /// (a has no position, line 2) are two failed tests, located there.
    @Test func scriptWithoutExpectationsStillFailsOnConflictAndAmbiguity() throws {
        let report = try runScript(
            "view root frame 0 0 100 100\nview a in root\nw1: a.width == 10\nw2: a.width == 20\n")
        #expect(report.passedCount == 0 && report.failedCount == 2)
        #expect(report.layoutChecks.map(\.location.line) == [4, 2])
        #expect(report.layoutChecks.map(\.got) == ["conflict w1, w2", "ambiguous a"])
    }

    /// `expect conflict` and `expect VIEW ambiguous` take the place of the implicit checks.
    @Test func expectationsSpeakForTheLayout() throws {
        let report = try runScript(
            "view root frame 0 0 100 100\nview a in root\nw1: a.width == 10\nw2: a.width == 20\n"
                + "expect conflict w1 w2\nexpect a ambiguous\n")
        #expect(report.layoutChecks.isEmpty)
        #expect(report.passedCount == 2 && report.failedCount == 0)
    }
}
