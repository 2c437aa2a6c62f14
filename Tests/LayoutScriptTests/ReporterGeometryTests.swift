import Testing

@testable import TrellisLayoutScript

/// Parent-relative frames turned into attribute space.
@Suite struct ReporterGeometryTests {
    @Test func unflippedFramesCountUpFromTheParentsBottom() {
        // See `ReporterSamples.appKit` for the arithmetic.
        let placements = ReporterSamples.appKit.absolutePlacements()
        #expect(
            placements.map(\.frame) == [
                ReporterSamples.rect(0, 0, 200, 100), ReporterSamples.rect(10, 60, 50, 30),
                ReporterSamples.rect(15, 75, 10, 10), ReporterSamples.rect(120, 30, 30, 30),
            ])
        #expect(placements[2].alignmentRect == ReporterSamples.rect(16, 76, 8, 8))
    }

    @Test func flippedFramesAddTheParentsOrigin() {
        var report = LayoutReport(file: "f.layout")
        report.items = [
            .init(name: "root", frame: ReporterSamples.rect(100, 50, 300, 300), location: ReporterSamples.at(1)),
            .init(
                name: "a", parent: "root", frame: ReporterSamples.rect(10, 20, 30, 40), location: ReporterSamples.at(2)),
            .init(name: "b", parent: "a", frame: ReporterSamples.rect(1, 2, 3, 4), location: ReporterSamples.at(3)),
        ]
        #expect(
            report.absolutePlacements().map(\.frame) == [
                ReporterSamples.rect(100, 50, 300, 300), ReporterSamples.rect(110, 70, 30, 40),
                ReporterSamples.rect(111, 72, 3, 4),
            ])
    }

    @Test func derivedProperties() {
        let report = ReporterSamples.photo
        #expect(report.views.map(\.name) == ["root", "photo", "label1", "label2"])
        #expect(report.guides.map(\.name) == ["content"])
        #expect(report.ambiguousNames == ["label2", "y"])
        #expect(!report.isClean)
        #expect(report.items[4].ambiguousComponents == [.x, .width])
        #expect(report.conflicts[0].broken.name == "line 14: photo.width >= 300")
        #expect(LayoutReport(file: "c.layout").isClean)
    }
}
