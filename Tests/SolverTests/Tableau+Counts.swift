@testable import TrellisSolver

extension Tableau {
    /// How many rows the tableau holds (freed slots not counted).
    var basicRowCount: Int {
        var count = 0
        forEachBasicRow { _, _ in count += 1 }
        return count
    }

    /// How many cells the rows hold, all rows together.
    var cellCount: Int {
        var count = 0
        forEachBasicRow { _, row in count += row.count }
        return count
    }
}
