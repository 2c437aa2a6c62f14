extension ScriptExpression: CustomStringConvertible {
    /// The expression as the script printer writes it, e.g. `2 * a.width + 10`.
    ///
    /// Tokens are one space apart, numbers are written in full positional
    /// digits (`ScriptPrinter.number`), and parentheses appear exactly where
    /// the parser would otherwise read a different tree, so the text parses
    /// back to an equal expression (locations aside): `a + (b + c)` keeps its
    /// parentheses, as the parser reads `a + b + c` as one sum of three.
    public var description: String {
        var printer = LinePrinter(file: "", line: 1)
        _ = printer.expression(self)
        return printer.text
    }
}
