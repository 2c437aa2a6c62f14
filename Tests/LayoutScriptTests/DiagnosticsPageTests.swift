import Foundation
import TestSupport
import Testing

@testable import TrellisLayoutScript

/// `Docs/Diagnostics.md` says what the code does: one row per rule in the
/// severities table at the rule's severity, and a section per rule (the
/// anchor of its SARIF `helpUri`) holding its `help` text.
@Suite struct DiagnosticsPageTests {
    static let page: String = {
        let url = RepositoryFile.url("Docs/Diagnostics.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test(arguments: Finding.Rule.allCases)
    func severityRowAgrees(rule: Finding.Rule) throws {
        let row = try #require(
            Self.page.split(separator: "\n").first { $0.hasPrefix("| `\(rule.rawValue)` |") },
            "no row for \(rule.rawValue) in the severities table")
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        // rule, what it finds, text, GitHub, SARIF, GitLab, exit 1.
        #expect(cells.count == 7)
        let severity = "`\(rule.severity.rawValue)`"
        if rule == .diagnostic {
            #expect(cells[2] == "`error` or `warning`")
        } else {
            #expect(cells[2] == severity)
            #expect(cells[4] == severity)
        }
    }

    @Test(arguments: Finding.Rule.allCases)
    func sectionHoldsTheHelp(rule: Finding.Rule) {
        #expect(Self.page.contains("\n### \(rule.rawValue)\n\n\(rule.helpMarkdown)\n"))
        #expect(rule.helpURI.hasSuffix("Docs/Diagnostics.md#\(rule.rawValue)"))
    }
}
