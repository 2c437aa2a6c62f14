/// Apple's Visual Format Language: one line of ASCII art, such as
/// `H:|-[find]-[findNext]-[findField(>=20)]-|`, that stands for the
/// constraints of a row or column of views.
///
/// Parsing happens in two steps that can be used apart: `VisualFormatLine(parsing:metrics:)`
/// reads the text into a syntax tree (resolving metrics and reporting
/// errors by column), and `VisualFormatLine.constraints(options:)` turns the
/// tree into constraint descriptions. `parse(_:metrics:options:)` does both.
///
/// Where this differs from, or settles what Apple leaves open:
/// - Standard spacing is 8 between views and 20 to a superview edge.
/// - Spaces and tabs are allowed between tokens.
/// - A view may appear only once in a line, and may not take its size from itself.
/// - Priorities must lie in 1...1000.
/// - A name inside a view's parentheses is a metric if `metrics` has it,
///   otherwise another view; the caller checks that such views exist.
public enum VisualFormat {
    /// The standard spacing between two sibling views, written `-`.
    public static let standardSpacing: Double = 8
    /// The standard spacing between a view and its superview's edge, written `|-` or `-|`.
    public static let standardSuperviewSpacing: Double = 20

    /// Parses a visual format string into constraint descriptions.
    ///
    /// For example `[a]-8-[b]` gives `b.leading == a.trailing + 8`, and
    /// `V:|-[a(>=44@750)]` gives `a.top == superview.top + 20` and
    /// `a.height >= 44 @750`.
    ///
    /// - Parameters:
    ///   - format: One line of the Visual Format Language.
    ///   - metrics: Values for the metric names the format uses.
    ///   - options: The direction of an `H:` line and alignment options.
    /// - Returns: The constraints, in the order their text appears, then alignments.
    /// - Throws: `VisualFormatError` with a 1-based column for a syntax
    ///   error, an unknown metric, a bad number or priority, a repeated view,
    ///   or an alignment option along the line.
    /// - Complexity: O(*n*) in the length of `format`.
    public static func parse(
        _ format: String, metrics: [String: Double] = [:], options: VisualFormatOptions = []
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try VisualFormatLine(parsing: format, metrics: metrics).constraints(options: options)
    }
}

extension VisualFormatLine {
    /// Parses a visual format string into its syntax tree.
    ///
    /// - Parameters:
    ///   - format: One line of the Visual Format Language.
    ///   - metrics: Values for the metric names the format uses.
    /// - Throws: `VisualFormatError` with a 1-based column for a syntax
    ///   error, an unknown or non-finite metric, a number out of range, a
    ///   priority outside 1...1000, a repeated view, or a view sized from itself.
    /// - Complexity: O(*n*) in the length of `format`.
    public init(parsing format: String, metrics: [String: Double] = [:]) throws(VisualFormatError) {
        var parser = VisualFormatParser(format, metrics: metrics)
        self = try parser.parseLine()
    }
}
