import Testing

@testable import TrellisLayout

/// A bad format with the error it must give; columns are 1-based and were
/// counted by hand.
struct VisualFormatErrorCase: Sendable, CustomTestStringConvertible {
    var format: String
    var metrics: [String: Double] = [:]
    var column: Int
    var kind: VisualFormatError.Kind
    var testDescription: String { format.isEmpty ? "(empty)" : format }
}

let errorCases: [VisualFormatErrorCase] = [
    .init(format: "", column: 1, kind: .expected("'|' or '[' to start the line", found: nil)),
    .init(format: "H:", column: 3, kind: .expected("'|' or '[' to start the line", found: nil)),
    .init(format: "V|[backgroundBox]|", column: 2, kind: .expected("':' after 'V'", found: "|")),
    .init(format: "h:[a]", column: 1, kind: .expected("'|' or '[' to start the line", found: "h")),
    .init(format: "[a", column: 3, kind: .expected("']' or '(' after view name", found: nil)),
    .init(format: "[a b]", column: 4, kind: .expected("']' or '(' after view name", found: "b")),
    .init(format: "[]", column: 2, kind: .expected("a view name after '['", found: "]")),
    .init(format: "[1a]", column: 2, kind: .expected("a view name after '['", found: "1")),
    .init(format: "[é]", column: 2, kind: .expected("a view name after '['", found: "é")),
    .init(format: "|-|", column: 3, kind: .expected("'['", found: "|")),
    .init(format: "||", column: 2, kind: .expected("'['", found: "|")),
    .init(format: "[a]x", column: 4, kind: .expected("'-', '[' or '|' after a view", found: "x")),
    .init(format: "[a]-", column: 5, kind: .expected("a number, a metric, '(', '[' or '|' after '-'", found: nil)),
    .init(format: "[a]--[b]", column: 5, kind: .expected("a number, a metric, '(', '[' or '|' after '-'", found: "-")),
    .init(format: "[a]-8", column: 6, kind: .expected("'-' after the spacing", found: nil)),
    .init(format: "[a]-8-", column: 7, kind: .expected("'[' or '|' after a spacing", found: nil)),
    .init(format: "[a]-8-]", column: 7, kind: .expected("'[' or '|' after a spacing", found: "]")),
    .init(format: "[a]|x", column: 5, kind: .expected("the end of the format after '|'", found: "x")),
    .init(format: "[a]-|-[b]", column: 6, kind: .expected("the end of the format after '|'", found: "-")),
    .init(format: "[a]-(8-[b]", column: 7, kind: .expected("',' or ')' after a predicate", found: "-")),
    .init(format: "[a]-()-[b]", column: 6, kind: .expected("a number or a metric", found: ")")),
    .init(format: "[a(>=)]", column: 6, kind: .expected("a number, a metric or a view", found: ")")),
    .init(format: "[a(=70)]", column: 5, kind: .expected("'=='", found: "7")),
    .init(format: "[a(<70)]", column: 5, kind: .expected("'<='", found: "7")),
    .init(format: "[a(70@)]", column: 7, kind: .expected("a number or a metric", found: ")")),
    .init(format: "[a(70", column: 6, kind: .expected("',' or ')' after a predicate", found: nil)),
    .init(format: "[a(70)", column: 7, kind: .expected("']' after the view's predicates", found: nil)),
    // Metrics.
    .init(format: "[a]-pad-[b]", column: 5, kind: .unknownMetric("pad")),
    .init(format: "|-(>=pad)-[b]", column: 6, kind: .unknownMetric("pad")),
    .init(format: "[a(>=70,<=100@pr)]", column: 15, kind: .unknownMetric("pr")),
    .init(format: "[a]-(==b)-[c]", column: 8, kind: .unknownMetric("b")),
    .init(format: "[a]-x-[b]", metrics: ["x": .infinity], column: 5, kind: .invalidMetric("x", value: .infinity)),
    // Numbers and priorities.
    .init(format: "[a]-1e999-[b]", column: 5, kind: .invalidNumber("1e999")),
    .init(format: "[a(70@1001)]", column: 7, kind: .priorityOutOfRange(1001)),
    .init(format: "[a(70@0)]", column: 7, kind: .priorityOutOfRange(0)),
    .init(format: "[a(70@-5)]", column: 7, kind: .priorityOutOfRange(-5)),
    .init(format: "[a(70@p)]", metrics: ["p": 0.5], column: 7, kind: .priorityOutOfRange(0.5)),
    // Views.
    .init(format: "[a]-[a]", column: 6, kind: .duplicateView("a")),
    .init(format: "|[a][b][c][b]|", column: 12, kind: .duplicateView("b")),
    .init(format: "[a(==a)]", column: 6, kind: .sizeRelatedToItself("a")),
]

@Test(arguments: errorCases)
func error(_ example: VisualFormatErrorCase) {
    #expect(throws: VisualFormatError(example.kind, column: example.column)) {
        try VisualFormatLine(parsing: example.format, metrics: example.metrics)
    }
}

@Test func messages() {
    #expect(
        VisualFormatError(.unknownMetric("pad"), column: 5).description == "column 5: unknown metric 'pad'")
    #expect(
        VisualFormatError(.expected("']' or '(' after view name", found: nil), column: 3).message
            == "expected ']' or '(' after view name, found the end of the format")
    #expect(
        VisualFormatError(.expected("':' after 'V'", found: "|"), column: 2).message
            == "expected ':' after 'V', found '|'")
    #expect(VisualFormatError(.priorityOutOfRange(1001), column: 7).message == "priority 1001 is outside 1...1000")
    #expect(VisualFormatError(.duplicateView("a"), column: 6).message == "view 'a' appears twice in one line")
    #expect(
        VisualFormatError(.alignmentAlongLine(.leading, .horizontal), column: 1).message
            == "cannot align all leading edges in a horizontal line: the option runs along the line")
}
