import Testing
import TrellisLayout
import TrellisLayoutScript
import TrellisSolver

/// A client that imports the solver, Layout and the script layer together
/// names every shared type unqualified: the script's syntax tree is
/// `ScriptExpression`, so `Expression` is the solver's, and there is one
/// `Relation`, one axis, one layout direction and one coordinate system.
@Suite struct ImportBothModulesTests {
    @Test func expressionIsTheSolversExpression() throws {
        let x = Variable("x")
        let expression: Expression = Expression([Term(x, 2)], constant: 3)
        #expect(expression.description == "2 * x + 3")
    }

    /// The parsed script holds the lower layers' own types: a constraint's
    /// relation is the solver's `Relation`, a format line's orientation
    /// Layout's `LayoutAxis`, the settings Layout's `LayoutDirection` and
    /// `CoordinateSystem` (each binding below only compiles so).
    @Test func eachLayerNamesTheSameVocabulary() throws {
        let script = try ScriptParser.parse(
            source: "direction rtl\ncoordinates unflipped\nview a\na.width <= 10\nV:|[a]|\n", file: "v.layout")
        let kinds = script.statements.map(\.kind)
        guard case .direction(let direction) = kinds[0], case .coordinates(let system) = kinds[1],
            case .constraint(let constraint) = kinds[3], case .visualFormat(let line) = kinds[4]
        else {
            Issue.record("statements \(kinds)")
            return
        }
        let relation: Relation = constraint.relation
        let axis: LayoutAxis = line.orientation
        let layoutDirection: LayoutDirection = direction
        let coordinates: CoordinateSystem = system
        #expect(relation == .lessThanOrEqual && LayoutAttribute.top.axis == axis)
        #expect(layoutDirection == .rightToLeft && coordinates == .unflipped)
    }
}
