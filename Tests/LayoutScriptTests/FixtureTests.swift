import Foundation
import TestSupport
import Testing

@testable import TrellisLayoutScript

/// Real scripts from the workloads parse.
@Suite struct FixtureTests {
    @Test func enamlParses() throws {
        let bytes = try RepositoryFile.bytes(ofFixture: "enaml.layout", of: "LayoutScriptTests")
        let script = try ScriptParser.parse(source: bytes, file: "enaml.layout")
        var variables = 0
        var constraints = 0
        var edits = 0
        var suggestions = 0
        for statement in script.statements {
            switch statement.kind {
            case .variables(let names): variables += names.count
            case .constraint(let constraint):
                constraints += 1
                _ = try constraint.lhs.linearized()
                _ = try constraint.rhs.linearized()
            case .edit: edits += 1
            case .suggest: suggestions += 1
            default: Issue.record("unexpected statement \(statement.text)")
            }
        }
        #expect(variables == 37)
        #expect(constraints == 111)
        #expect(edits == 2)
        #expect(suggestions == 2)
        let first = try #require(script.statements.first { if case .constraint = $0.kind { true } else { false } })
        #expect(first.diagnosticName == "line 9: left >= 0")
    }
}
