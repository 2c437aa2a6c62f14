import Testing

@testable import TrellisSolver

/// Solving a row for one of its symbols in place of its basic symbol (a
/// pivot's row). Expected rows are worked by hand from
/// `lhs = 1 + 2·s1 + 3·s3 + 4·s5`; every number is exact in binary.
@Suite struct RowSolveTests {
    func row() -> Row { .oneTwoThreeFour() }

    func cells(_ pairs: [(Int32, Double)]) -> [Cell] {
        pairs.map { Cell(symbol: Symbol(id: $0.0), coefficient: $0.1) }
    }

    /// s2 = 1 + 2·s1 + 3·s3 + 4·s5, so s5 = (s2 − 1 − 2·s1 − 3·s3) / 4:
    /// the new symbol goes below the one it replaces.
    @Test func theBasicSymbolComesBeforeTheSubject() {
        var solved = row()
        let capacity = solved.capacity
        solved.solve(for: Symbol(id: 5), replacing: Symbol(id: 2))
        #expect(solved.constant == -0.25)
        #expect(Array(solved.cells) == cells([(1, -0.5), (2, 0.25), (3, -0.75)]))
        #expect(solved.capacity == capacity)
    }

    /// s7 = 1 + 2·s1 + 3·s3 + 4·s5, so s1 = (s7 − 1 − 3·s3 − 4·s5) / 2:
    /// the new symbol goes above, the cells between move down.
    @Test func theBasicSymbolComesAfterTheSubject() {
        var solved = row()
        solved.solve(for: Symbol(id: 1), replacing: Symbol(id: 7))
        #expect(solved.constant == -0.5)
        #expect(Array(solved.cells) == cells([(3, -1.5), (5, -2), (7, 0.5)]))
    }

    /// s4 = 1 + 2·s1 + 3·s3 + 4·s5, so s3 = (s4 − 1 − 2·s1 − 4·s5) / 3 with
    /// coefficients −1/3·(1, 2, −1, 4): between the neighbours, in the
    /// subject's place (the divisions are the ones the row makes: × −1/3).
    @Test func theBasicSymbolTakesTheSubjectsPlace() {
        var solved = row()
        solved.solve(for: Symbol(id: 3), replacing: Symbol(id: 4))
        let factor = -1.0 / 3
        #expect(solved.constant == 1 * factor)
        #expect(Array(solved.cells) == cells([(1, 2 * factor), (4, -1 * factor), (5, 4 * factor)]))
    }

    /// A symbol already in the row is added to: s3 = 1 + 2·s1 + 3·s3 + 4·s5
    /// is 0 = 1 + 2·s1 + 2·s3 + 4·s5, so s5 = −0.25 − 0.5·s1 − 0.5·s3.
    @Test func aSymbolAlreadyInTheRowIsAddedTo() {
        var solved = row()
        solved.solve(for: Symbol(id: 5), replacing: Symbol(id: 3))
        #expect(solved.constant == -0.25)
        #expect(Array(solved.cells) == cells([(1, -0.5), (3, -0.5)]))
    }

    /// 0 = 1 + 2·s1 + 3·s3 + 4·s5 solved for each of its symbols: the others
    /// times −1 / (its coefficient), in order, its own cell gone.
    static let solvedForEach: [(subject: Int32, factor: Double, rest: [Cell])] = [
        (1, -1.0 / 2, [Cell(symbol: Symbol(id: 3), coefficient: 3), Cell(symbol: Symbol(id: 5), coefficient: 4)]),
        (3, -1.0 / 3, [Cell(symbol: Symbol(id: 1), coefficient: 2), Cell(symbol: Symbol(id: 5), coefficient: 4)]),
        (5, -1.0 / 4, [Cell(symbol: Symbol(id: 1), coefficient: 2), Cell(symbol: Symbol(id: 3), coefficient: 3)]),
    ]

    @Test(arguments: 0..<solvedForEach.count)
    func solvingForASymbolDropsItAndScales(case index: Int) {
        let (subject, factor, rest) = Self.solvedForEach[index]
        var solved = row()
        solved.solve(for: Symbol(id: subject))
        #expect(solved.constant == 1 * factor)
        #expect(Array(solved.cells) == rest.map { Cell(symbol: $0.symbol, coefficient: $0.coefficient * factor) })
    }

    /// The solved row is written in place only when no copy shares it.
    @Test func aCopyKeepsTheRowAsItWas() {
        let kept = row()
        var solved = kept
        solved.solve(for: Symbol(id: 5), replacing: Symbol(id: 2))
        #expect(kept == row())
        #expect(solved != kept)
    }
}
