import Testing

@testable import TrellisLayoutScript

/// A visual-format line that cannot fit puts all of its constraints in the
/// conflict: the reports name the line once, with how many of its constraints
/// the set holds, rather than once per constraint.
@Suite struct ConflictReportTests {
    /// Four views 50 wide with 8 between them and at the ends need
    /// 4 · 50 + 5 · 8 = 240 points; the root is 200 wide.
    static let source = """
        view root frame 0 0 200 100
        view v0 in root
        view v1 in root
        view v2 in root
        view v3 in root
        v0.width == 50
        v1.width == 50
        v2.width == 50
        v3.width == 50
        H:|-8-[v0]-8-[v1]-8-[v2]-8-[v3]-8-|
        """

    @Test func checkNamesTheLineOnce() throws {
        let report = try runScript(Self.source)
        let conflict = try #require(report.conflicts.first)
        // The line makes 5 constraints (two edges, three gaps); with the four
        // widths and the root's frame width, 10 members, named by 6 references.
        #expect(conflict.constraints.count == 10)
        #expect(conflict.members.map(\.count) == [1, 1, 1, 1, 1, 5])
        let line = "line 10: H:|-8-[v0]-8-[v1]-8-[v2]-8-[v3]-8-|"
        #expect(
            Finding(conflict: conflict).textLines == [
                "t.layout:10:1: error: conflicting constraints: broke '\(line)', which cannot hold together with "
                    + "'root.frame.width', 'line 6: v0.width == 50', 'line 7: v1.width == 50', "
                    + "'line 8: v2.width == 50' and 'line 9: v3.width == 50'",
                "t.layout:1:1: note: 'root.frame.width' declared here",
                "t.layout:6:1: note: 'line 6: v0.width == 50' declared here",
                "t.layout:7:1: note: 'line 7: v1.width == 50' declared here",
                "t.layout:8:1: note: 'line 8: v2.width == 50' declared here",
                "t.layout:9:1: note: 'line 9: v3.width == 50' declared here",
                "t.layout:10:1: note: '\(line)' declared here (5 of its constraints, broken)",
            ])
    }

    @Test func jsonListsEachNameOnceWithItsCount() throws {
        let json = JSONReporter.render(try runScript(Self.source))
        #expect(json.contains(#""counts": [1, 1, 1, 1, 1, 5]"#))
        #expect(json.components(separatedBy: "H:|-8-[v0]").count == 3)  // in "constraints" and "broken"
    }
}
