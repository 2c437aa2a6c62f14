import Testing

@testable import TrellisLayout

/// The syntax tree, checked apart from the constraints it becomes. Columns
/// counted by hand: `V:|-[a(==b@750)]-(>=8)-[b][c]-pad-|` has `a` at 6, the
/// predicate's `b` at 10, `8` at 21, `[b]` at 24–26, `[c]` at 27–29, `pad` at 31.
@Test func syntaxTree() throws {
    let line = try VisualFormatLine(parsing: "V:|-[a(==b@750)]-(>=8)-[b][c]-pad-|", metrics: ["pad": 12])
    let expected = VisualFormatLine(
        orientation: .vertical,
        leadingEdge: .standard,
        views: [
            VisualFormatView(
                name: "a", column: 6, predicates: [VisualFormatPredicate(.equal, .view("b"), priority: 750, column: 10)]
            ),
            VisualFormatView(name: "b", column: 25),
            VisualFormatView(name: "c", column: 28),
        ],
        connections: [.predicates([VisualFormatPredicate(.greaterThanOrEqual, .constant(8), column: 21)]), .flush],
        trailingEdge: .predicates([VisualFormatPredicate(.equal, .constant(12), column: 31)]))
    #expect(line == expected)
}

@Test func lineWithoutEdges() throws {
    let line = try VisualFormatLine(parsing: "[a]")
    #expect(line.orientation == .horizontal)
    #expect(line.leadingEdge == nil && line.trailingEdge == nil)
    #expect(line.views == [VisualFormatView(name: "a", column: 2)])
    #expect(line.connections.isEmpty)
}

@Test(arguments: [
    (
        VisualFormatConstraint(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8),
        "b.leading == a.trailing + 8"
    ),
    (
        VisualFormatConstraint(.view("a"), .width, .greaterThanOrEqual, nil, nil, constant: 70, priority: 750),
        "a.width >= 70 @750"
    ),
    (
        VisualFormatConstraint(.superview, .trailing, .lessThanOrEqual, .view("a"), .trailing, constant: -2.5),
        "superview.trailing <= a.trailing - 2.5"
    ),
    (VisualFormatConstraint(.view("b"), .height, .equal, .view("a"), .height), "b.height == a.height"),
])
func constraintDescription(_ example: (VisualFormatConstraint, String)) {
    #expect(example.0.description == example.1)
}
