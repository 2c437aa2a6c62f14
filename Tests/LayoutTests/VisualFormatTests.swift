import Testing

@testable import TrellisLayout

/// A constraint written compactly for the tables below.
private func c(
    _ first: VisualFormatItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
    _ second: VisualFormatItem?, _ secondAttribute: LayoutAttribute?, _ constant: Double = 0,
    priority: Double = 1000
) -> VisualFormatConstraint {
    VisualFormatConstraint(
        first, firstAttribute, relation, second, secondAttribute, constant: constant, priority: priority)
}

private func v(_ name: String) -> VisualFormatItem { .view(name) }

/// One format with the constraints worked out by hand from Apple's rules:
/// the item further along the line is the first item, sizes have no second item.
struct VisualFormatCase: Sendable, CustomTestStringConvertible {
    var format: String
    var metrics: [String: Double] = [:]
    var options: VisualFormatOptions = []
    var expected: [VisualFormatConstraint]
    var testDescription: String { format }
}

/// The examples of the Auto Layout Guide's "Visual Format Language" appendix.
let appleGuideExamples: [VisualFormatCase] = [
    // Standard Space: 8 between siblings.
    .init(format: "[button]-[textField]", expected: [c(v("textField"), .leading, .equal, v("button"), .trailing, 8)]),
    // Width Constraint.
    .init(format: "[button(>=50)]", expected: [c(v("button"), .width, .greaterThanOrEqual, nil, nil, 50)]),
    // Connection to Superview.
    .init(
        format: "|-50-[purpleBox]-50-|",
        expected: [
            c(v("purpleBox"), .leading, .equal, .superview, .leading, 50),
            c(.superview, .trailing, .equal, v("purpleBox"), .trailing, 50),
        ]),
    // Vertical Layout.
    .init(
        format: "V:[topField]-10-[bottomField]",
        expected: [c(v("bottomField"), .top, .equal, v("topField"), .bottom, 10)]),
    // Flush Views: spacing 0.
    .init(
        format: "[maroonView][blueView]", expected: [c(v("blueView"), .leading, .equal, v("maroonView"), .trailing, 0)]),
    // Priority.
    .init(format: "[button(100@20)]", expected: [c(v("button"), .width, .equal, nil, nil, 100, priority: 20)]),
    // Equal Widths.
    .init(format: "[button1(==button2)]", expected: [c(v("button1"), .width, .equal, v("button2"), .width)]),
    // Multiple Predicates.
    .init(
        format: "[flexibleButton(>=70,<=100)]",
        expected: [
            c(v("flexibleButton"), .width, .greaterThanOrEqual, nil, nil, 70),
            c(v("flexibleButton"), .width, .lessThanOrEqual, nil, nil, 100),
        ]),
    // A Complete Line of Layout: 20 to the superview edges, 8 between siblings.
    .init(
        format: "|-[find]-[findNext]-[findField(>=20)]-|",
        expected: [
            c(v("find"), .leading, .equal, .superview, .leading, 20),
            c(v("findNext"), .leading, .equal, v("find"), .trailing, 8),
            c(v("findField"), .leading, .equal, v("findNext"), .trailing, 8),
            c(v("findField"), .width, .greaterThanOrEqual, nil, nil, 20),
            c(.superview, .trailing, .equal, v("findField"), .trailing, 20),
        ]),
]

@Test(arguments: appleGuideExamples)
func appleGuideExample(_ example: VisualFormatCase) throws {
    #expect(
        try VisualFormat.parse(example.format, metrics: example.metrics, options: example.options) == example.expected)
}

let grammarCases: [VisualFormatCase] = [
    // An explicit H: is the default.
    .init(format: "H:[a]-[b]", expected: [c(v("b"), .leading, .equal, v("a"), .trailing, 8)]),
    // Relations in spacings; a >= spacing is a minimum gap.
    .init(format: "[a]-(>=8)-[b]", expected: [c(v("b"), .leading, .greaterThanOrEqual, v("a"), .trailing, 8)]),
    .init(
        format: "[a]-(==8@750,<=20)-[b]",
        expected: [
            c(v("b"), .leading, .equal, v("a"), .trailing, 8, priority: 750),
            c(v("b"), .leading, .lessThanOrEqual, v("a"), .trailing, 20),
        ]),
    // Inequalities to the superview edges.
    .init(
        format: "|-(>=20)-[a]-(<=30)-|",
        expected: [
            c(v("a"), .leading, .greaterThanOrEqual, .superview, .leading, 20),
            c(.superview, .trailing, .lessThanOrEqual, v("a"), .trailing, 30),
        ]),
    // Flush to both superview edges, vertically; standard superview spacing is 20.
    .init(
        format: "V:|[a]|",
        expected: [c(v("a"), .top, .equal, .superview, .top, 0), c(.superview, .bottom, .equal, v("a"), .bottom, 0)]),
    .init(
        format: "V:|-[a]-|",
        expected: [c(v("a"), .top, .equal, .superview, .top, 20), c(.superview, .bottom, .equal, v("a"), .bottom, 20)]),
    // Equal heights with a priority on a V: line.
    .init(format: "V:[b(==a@750)]", expected: [c(v("b"), .height, .equal, v("a"), .height, priority: 750)]),
    .init(
        format: "[a(>=70,<=100@750)]",
        expected: [
            c(v("a"), .width, .greaterThanOrEqual, nil, nil, 70),
            c(v("a"), .width, .lessThanOrEqual, nil, nil, 100, priority: 750),
        ]),
    // Signed and fractional numbers inside parentheses.
    .init(format: "[a]-(-5)-[b]", expected: [c(v("b"), .leading, .equal, v("a"), .trailing, -5)]),
    .init(
        format: "[a]-2.5-[b(.5)]",
        expected: [
            c(v("b"), .leading, .equal, v("a"), .trailing, 2.5), c(v("b"), .width, .equal, nil, nil, 0.5),
        ]),
    // Spaces and tabs between tokens.
    .init(
        format: " V : | - [ a ( >= 10 @ 500 ) ]\t",
        expected: [
            c(v("a"), .top, .equal, .superview, .top, 20),
            c(v("a"), .height, .greaterThanOrEqual, nil, nil, 10, priority: 500),
        ]),
    // Names with underscores and digits.
    .init(format: "[_a1][B_2]", expected: [c(v("B_2"), .leading, .equal, v("_a1"), .trailing, 0)]),
]

@Test(arguments: grammarCases)
func grammar(_ example: VisualFormatCase) throws {
    #expect(
        try VisualFormat.parse(example.format, metrics: example.metrics, options: example.options) == example.expected)
}

let metricCases: [VisualFormatCase] = [
    .init(
        format: "|-pad-[a(w@p)]-(>=pad,<=big@low)-|",
        metrics: ["pad": 12, "w": 100, "p": 750, "big": 40, "low": 250],
        expected: [
            c(v("a"), .leading, .equal, .superview, .leading, 12),
            c(v("a"), .width, .equal, nil, nil, 100, priority: 750),
            c(.superview, .trailing, .greaterThanOrEqual, v("a"), .trailing, 12),
            c(.superview, .trailing, .lessThanOrEqual, v("a"), .trailing, 40, priority: 250),
        ]),
    // A name in a view's parentheses is a metric when metrics has it, a view otherwise.
    .init(
        format: "[a(==w)][b(>=a)]", metrics: ["w": 44],
        expected: [
            c(v("a"), .width, .equal, nil, nil, 44),
            c(v("b"), .leading, .equal, v("a"), .trailing, 0),
            c(v("b"), .width, .greaterThanOrEqual, v("a"), .width),
        ]),
    // A negative metric in a simple spacing.
    .init(
        format: "[a]-overlap-[b]", metrics: ["overlap": -4],
        expected: [c(v("b"), .leading, .equal, v("a"), .trailing, -4)]),
]

@Test(arguments: metricCases)
func metrics(_ example: VisualFormatCase) throws {
    #expect(
        try VisualFormat.parse(example.format, metrics: example.metrics, options: example.options) == example.expected)
}
