/// A plain-text table with aligned columns, for terminal output.
///
/// Each column is left- or right-aligned and as wide as its widest cell;
/// columns are separated by two spaces and trailing blanks are removed, so
/// the output is stable and diff-friendly. Widths count Unicode scalars.
struct TextTable {
    /// How a column's cells are aligned.
    enum Alignment {
        case left, right
    }

    /// The header cells and their alignments.
    let columns: [(title: String, alignment: Alignment)]
    /// The body rows; each has as many cells as there are columns.
    var rows: [[String]] = []

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - columns: Header titles and alignments.
    init(_ columns: [(title: String, alignment: Alignment)]) {
        self.columns = columns
    }

    /// The table as lines: the header, then the rows.
    ///
    /// - Returns: One string per line, without newlines.
    func lines() -> [String] {
        let all = [columns.map(\.title)] + rows
        var widths = Array(repeating: 0, count: columns.count)
        for row in all {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.unicodeScalars.count) }
        }
        return all.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                if index > 0 { line += "  " }
                let padding = String(repeating: " ", count: widths[index] - cell.unicodeScalars.count)
                line += columns[index].alignment == .left ? cell + padding : padding + cell
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
