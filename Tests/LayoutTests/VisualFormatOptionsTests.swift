import Testing

@testable import TrellisLayout

private func c(
    _ first: VisualFormatItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
    _ second: VisualFormatItem?, _ secondAttribute: LayoutAttribute?, _ constant: Double = 0
) -> VisualFormatConstraint {
    VisualFormatConstraint(first, firstAttribute, relation, second, secondAttribute, constant: constant)
}

private func v(_ name: String) -> VisualFormatItem { .view(name) }

let optionCases: [VisualFormatCase] = [
    // Left to right: the same form with left/right.
    .init(
        format: "|-[a]-[b]-|", options: .leftToRight,
        expected: [
            c(v("a"), .left, .equal, .superview, .left, 20),
            c(v("b"), .left, .equal, v("a"), .right, 8),
            c(.superview, .right, .equal, v("b"), .right, 20),
        ]),
    // Right to left runs towards smaller x: the earlier item (further right) comes first.
    .init(
        format: "|-[a]-(>=8)-[b]-|", options: .rightToLeft,
        expected: [
            c(.superview, .right, .equal, v("a"), .right, 20),
            c(v("a"), .left, .greaterThanOrEqual, v("b"), .right, 8),
            c(v("b"), .left, .equal, .superview, .left, 20),
        ]),
    // Directions do not touch V: lines.
    .init(format: "V:[a]-[b]", options: .rightToLeft, expected: [c(v("b"), .top, .equal, v("a"), .bottom, 8)]),
    // Alignment: later.attribute == earlier.attribute for each neighbouring pair, after the spacings.
    .init(
        format: "[a]-[b]-[c]", options: [.alignAllTop, .alignAllCenterY],
        expected: [
            c(v("b"), .leading, .equal, v("a"), .trailing, 8),
            c(v("c"), .leading, .equal, v("b"), .trailing, 8),
            c(v("b"), .top, .equal, v("a"), .top),
            c(v("b"), .centerY, .equal, v("a"), .centerY),
            c(v("c"), .top, .equal, v("b"), .top),
            c(v("c"), .centerY, .equal, v("b"), .centerY),
        ]),
    .init(
        format: "V:[a][b]", options: [.alignAllLeading, .alignAllRight, .alignAllCenterX],
        expected: [
            c(v("b"), .top, .equal, v("a"), .bottom),
            c(v("b"), .leading, .equal, v("a"), .leading),
            c(v("b"), .right, .equal, v("a"), .right),
            c(v("b"), .centerX, .equal, v("a"), .centerX),
        ]),
    .init(
        format: "[a][b]", options: [.alignAllFirstBaseline, .alignAllLastBaseline, .alignAllBottom],
        expected: [
            c(v("b"), .leading, .equal, v("a"), .trailing),
            c(v("b"), .bottom, .equal, v("a"), .bottom),
            c(v("b"), .firstBaseline, .equal, v("a"), .firstBaseline),
            c(v("b"), .lastBaseline, .equal, v("a"), .lastBaseline),
        ]),
    // One view: nothing to align.
    .init(format: "[a]", options: .alignAllTop, expected: []),
]

@Test(arguments: optionCases)
func options(_ example: VisualFormatCase) throws {
    #expect(
        try VisualFormat.parse(example.format, metrics: example.metrics, options: example.options) == example.expected)
}

@Test func alignAllByAttribute() {
    #expect(VisualFormatOptions.alignAll(.top) == .alignAllTop)
    #expect(VisualFormatOptions.alignAll(.lastBaseline) == .alignAllLastBaseline)
    #expect(VisualFormatOptions.alignAll(.width) == nil)
    #expect(VisualFormatOptions.alignAll(.leadingMargin) == nil)
    let every = LayoutAttribute.allCases.compactMap(VisualFormatOptions.alignAll)
    #expect(every.count == 10)
    #expect(VisualFormatOptions(every).alignmentAttributes.count == 10)
}

/// Each direction by name gives its option; leading to trailing is the empty set (the default).
@Test func directionByName() {
    #expect(VisualFormatDirection(rawValue: "leftToRight")?.option == .leftToRight)
    #expect(VisualFormatDirection(rawValue: "rightToLeft")?.option == .rightToLeft)
    #expect(VisualFormatDirection(rawValue: "leadingToTrailing")?.option == [])
    #expect(VisualFormatDirection(rawValue: "topToBottom") == nil)
}

/// Alignment options that run along their line, with the attribute the error names.
let alignmentsAlongTheLine: [(String, VisualFormatOptions, LayoutAttribute)] = [
    ("[a][b]", .alignAllLeading, .leading),
    ("[a][b]", .alignAllCenterX, .centerX),
    ("H:[a][b]", [.alignAllTop, .alignAllRight], .right),
    ("V:[a][b]", .alignAllTop, .top),
    ("V:[a][b]", .alignAllLastBaseline, .lastBaseline),
]

@Test(arguments: alignmentsAlongTheLine)
func alignmentAlongTheLineIsAnError(_ example: (String, VisualFormatOptions, LayoutAttribute)) throws {
    let (format, options, attribute) = example
    let line = try VisualFormatLine(parsing: format)
    #expect(throws: VisualFormatError(.alignmentAlongLine(attribute, line.orientation), column: 1)) {
        try line.constraints(options: options)
    }
}
