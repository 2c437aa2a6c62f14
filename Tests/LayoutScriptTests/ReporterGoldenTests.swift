import Testing

@testable import TrellisLayoutScript

/// Every reporter's output for hand-built reports, compared with reviewed golden files.
@Suite struct ReporterGoldenTests {
    @Test func solveText() {
        assertGolden(SolveTextReporter.render(ReporterSamples.photo), "solve-photo.txt")
        assertGolden(SolveTextReporter.render(ReporterSamples.appKit), "solve-appkit.txt")
    }

    @Test func solveTextOfAnEmptyReport() {
        #expect(
            SolveTextReporter.render(LayoutReport(file: "e.layout"))
                == "e.layout (flipped coordinates)\n\nno views, guides or vars\n")
    }

    @Test func json() {
        assertGolden(JSONReporter.render(ReporterSamples.photo), "photo.json")
        assertGolden(JSONReporter.render([ReporterSamples.photo, ReporterSamples.appKit]), "files.json")
    }

    @Test func checkText() {
        let reports = [ReporterSamples.photo, ReporterSamples.appKit]
        let lines = reports.flatMap(CheckTextReporter.lines(for:)) + [CheckTextReporter.summary(of: reports)]
        assertGolden(lines.joined(separator: "\n") + "\n", "check.txt")
    }

    @Test func checkSummaryOfCleanFiles() {
        let clean = LayoutReport(file: "c.layout")
        #expect(CheckTextReporter.lines(for: clean).isEmpty)
        #expect(CheckTextReporter.summary(of: [clean]) == "checked 1 file: no conflicts or ambiguity")
        #expect(
            CheckTextReporter.summary(of: [clean, clean], badInputCount: 1)
                == "checked 2 files: no conflicts or ambiguity; 1 not checked (bad input)")
    }

    @Test func testText() {
        let reports = [ReporterSamples.photo, ReporterSamples.appKit]
        let lines = reports.flatMap(TestTextReporter.failureLines(for:)) + [TestTextReporter.summary(of: reports)]
        #expect(
            lines == [
                "photo.layout:21: expected label2.width == 80, got label2.width == 172.5",
                "photo.layout:22: expected layout unambiguous, got ambiguous: label2, y",
                "1 passed, 2 failed",
            ])
    }

    @Test func junit() {
        assertGolden(JUnitReporter.render([ReporterSamples.photo, ReporterSamples.appKit]), "junit.xml")
    }

    @Test func svg() {
        assertGolden(SVGReporter.render(ReporterSamples.photo), "photo.svg")
        assertGolden(SVGReporter.render(ReporterSamples.appKit), "appkit.svg")
    }

    @Test func hostileNames() {
        assertGolden(JUnitReporter.render([ReporterSamples.hostile]), "hostile.xml")
        assertGolden(SVGReporter.render(ReporterSamples.hostile), "hostile.svg")
        assertGolden(JSONReporter.render(ReporterSamples.hostile), "hostile.json")
    }

    @Test func outputIsDeterministic() {
        for _ in 0..<3 {
            #expect(JSONReporter.render(ReporterSamples.photo) == JSONReporter.render(ReporterSamples.photo))
            #expect(SVGReporter.render(ReporterSamples.appKit) == SVGReporter.render(ReporterSamples.appKit))
        }
    }
}
