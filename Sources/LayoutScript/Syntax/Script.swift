/// A parsed `.layout` script: its statements, top to bottom.
///
/// This is syntax only. Names are not resolved, metrics not substituted,
/// linearity not checked: the builder does that, in statement order, and
/// reports what it finds at the locations the tree carries.
public struct Script: Sendable, Equatable {
    /// The file name the script was parsed under.
    public var file: String
    /// The statements, in source order; blank and comment lines leave none.
    public var statements: [Statement]
    /// The `# trellis: allow …` comments, in source order.
    public var allowances: [Allowance] = []

    /// Creates a script.
    ///
    /// - Parameters:
    ///   - file: The file name.
    ///   - statements: The statements in source order.
    public init(file: String, statements: [Statement]) {
        self.file = file
        self.statements = statements
    }
}
