import Testing

@testable import TrellisSolver

/// The definitions' store on its own: a definition that refers to one taken
/// out is reported until its term refers to the symbol that replaces it.
@Suite struct DefinitionStoreTests {
    @Test func aTakenDefinitionsDependentsReferToItsReplacement() {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        // The constraints' contents do not matter to the store: it only names them.
        let first = Constraint(Expression(b), .equal)
        let second = Constraint(Expression(c), .equal)
        var store = DefinitionStore()
        store.appendSymbol()  // symbol 1, a's (symbol 0 exists already)
        store.appendSymbol()  // symbol 2, the first definition's dummy
        store.appendSymbol()  // symbol 3, the second's
        // b = a + 8, then c = b + 4.
        store.appendTerm(Definition.Term(reference: .symbol(1), coefficient: 1))
        store.append(
            Definition(
                unretainedVariable: .passUnretained(b), constraint: .passUnretained(first),
                marker: Symbol(id: 2), termStart: 0, termCount: 1, constant: 8, markerCoefficient: 1, pivot: -1),
            value: 8)
        store.appendTerm(Definition.Term(reference: .definition(0), coefficient: 1))
        store.append(
            Definition(
                unretainedVariable: .passUnretained(c), constraint: .passUnretained(second),
                marker: Symbol(id: 3), termStart: 1, termCount: 1, constant: 4, markerCoefficient: 1, pivot: -1),
            value: 12)
        #expect(store.invariantViolations() == [])
        #expect(!store.hasOutdated)

        _ = store.take(0)
        #expect(store.invariantViolations() == ["definition 1 refers to materialised definition 0"])

        // b gets symbol 4 in place of its definition.
        store.appendSymbol()
        store.replace(definition: 0, bySymbol: 4)
        store.compactAfterRemoval()
        #expect(store.invariantViolations() == [])
        #expect(store.terms(of: store[1]!).map(\.reference) == [.symbol(4)])
        #expect(store.outdated == [1])
        #expect(store.count == 2 && store[0] == nil)
        withExtendedLifetime((a, first, second)) {}
    }
}
