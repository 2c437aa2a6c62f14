import Testing
import TrellisLayout
import TrellisSolver

/// Constraints made in Swift know where they were made, and conflict reports say it.
@Suite struct SourceLocationTests {
    @Test func anchorMethodsRecordTheirCaller() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let made = a.widthAnchor.constraint(equalToConstant: 100); let line = #line
        #expect(made.sourceLocation == LayoutConstraint.SourceLocation(fileID: #fileID, line: line))
        #expect(made.sourceLocation?.description == "SourceLocationTests.swift:\(line)")
        let general = try? LayoutConstraint(a[.height], .equal, root[.height]); let generalLine = #line
        #expect(general?.sourceLocation?.line == generalLine)
    }

    /// Operators cannot take `#line`: the constraint takes the `activate` call's;
    /// `isActive = true` gives none, and a location already there is kept.
    @Test func operatorsTakeTheActivationSite() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let byOperator = a.widthAnchor .== 100
        let bySetter = a.heightAnchor .== 20
        let byMethod = a.leftAnchor.constraint(equalTo: root.leftAnchor); let methodLine = #line
        #expect(byOperator.sourceLocation == nil)
        LayoutConstraint.activate([byOperator, byMethod]); let activationLine = #line
        bySetter.isActive = true
        #expect(byOperator.sourceLocation?.line == activationLine)
        #expect(byMethod.sourceLocation?.line == methodLine)
        #expect(bySetter.sourceLocation == nil)
    }

    /// `a.width == 100` then `a.width == 200`: the report names both with their lines,
    /// and the broken one (the later) with its line.
    @Test func conflictDescriptionsShowTheLocation() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let first = a.widthAnchor.constraint(equalToConstant: 100); let firstLine = #line
        let second = a.widthAnchor.constraint(equalToConstant: 200); let secondLine = #line
        LayoutConstraint.activate([first, second])
        let text = try #require(engine.conflicts.first).description
        #expect(text.contains("    \"<a.width == 100>\" (SourceLocationTests.swift:\(firstLine)),\n"))
        #expect(text.hasSuffix("<a.width == 200> (SourceLocationTests.swift:\(secondLine))"))
    }

    /// `a.leftMargin == a.left + 20` cannot hold with the default margin of 8
    /// (x + 8 == x + 20): the report names the margin by its property and
    /// value, not by the engine's internal pin.
    @Test func conflictDescriptionsNameParametersByProperty() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        engine.activate([try LayoutConstraint(a[.leftMargin], .equal, a[.left] + 20)])
        let report = try #require(engine.conflicts.first)
        #expect(report.constraints.count == 1)
        #expect(report.description.contains("    \"<a.layoutMargins.left = 8>\",\n"))
        #expect(!report.description.contains("marginLeft") && !report.description.contains("parameter pin"))
    }

    /// A visual format line's constraints all carry the call's location.
    @Test func visualFormatRecordsItsCaller() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let made = try engine.constraints(withVisualFormat: "H:|-[a]-|", views: ["a": a]); let line = #line
        #expect(made.count == 2)
        #expect(made.allSatisfy { $0.sourceLocation?.line == line })
    }
}
