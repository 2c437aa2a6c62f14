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

    @Test func eachLayerNamesTheSameVocabulary() {
        let relation: Relation = ConstraintStatement.Relation.lessThanOrEqual
        #expect(LayoutRelation(rawValue: "<=") == relation)
        let axis: LayoutAxis = VisualFormatStatement.Orientation.vertical
        #expect(LayoutAttribute.top.axis == axis)
        let direction: LayoutDirection = Statement.LayoutDirection.rightToLeft
        #expect(direction.rawValue == "rtl")
        let system: CoordinateSystem = Statement.CoordinateSystem.unflipped
        #expect(system.rawValue == "unflipped")
    }
}
