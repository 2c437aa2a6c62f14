@testable import TrellisSolver

extension Row {
    /// 1 + 2·s1 + 3·s3 + 4·s5, with room to spare (as every new row has):
    /// the row the row tests write to, copy and solve.
    static func oneTwoThreeFour() -> Row {
        Row(
            constant: 1,
            sortedCells: [
                Cell(symbol: Symbol(id: 1), coefficient: 2),
                Cell(symbol: Symbol(id: 3), coefficient: 3),
                Cell(symbol: Symbol(id: 5), coefficient: 4),
            ])
    }
}
