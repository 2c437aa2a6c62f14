import Foundation
import Testing

/// A script's finding covers its statement in GitHub's annotations and in SARIF:
/// from its column to the last column of its line before a comment.
@Suite final class AnnotationRangeTests {
    let trellis: InProcessTrellis

    /// `view a in root` (14 columns, then blanks and a comment) leaves `a` ambiguous: nothing sizes or places it.
    init() throws {
        trellis = InProcessTrellis(
            directory: try scratchDirectory([
                "range.layout": "view root frame 0 0 100 100\nview a in root   # no constraint on a\n"
            ]))
    }

    deinit { try? FileManager.default.removeItem(at: trellis.directory) }

    @Test func githubAnnotationEndsWithTheStatement() {
        let run = trellis.run(["check", "range.layout", "--format", "github"])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "::warning file=range.layout,line=2,col=1,endLine=2,endColumn=14,title=ambiguous-layout::view 'a'"))
    }

    /// SARIF's end column is one past the last: 14 + 1.
    @Test func sarifRegionEndsOnePastTheStatement() throws {
        let run = trellis.run(["check", "range.layout", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let region = try #require((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 2 && region["startColumn"] as? Int == 1)
        #expect(region["endLine"] as? Int == 2 && region["endColumn"] as? Int == 15)
    }

    /// GitLab's location gets the statement's last line as `lines.end`.
    @Test func gitlabLinesEndWithTheStatement() throws {
        let run = trellis.run(["check", "range.layout", "--format", "gitlab"])
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let lines = try #require((issues.first?["location"] as? [String: Any])?["lines"] as? [String: Any])
        #expect(lines["begin"] as? Int == 2 && lines["end"] as? Int == 2)
    }
}
