/// Runs parsed scripts: builds the layout, solves it, evaluates the expectations.
public enum ScriptRunner {
    /// Lays a script out and reports frames, values, conflicts, ambiguity and expectation results.
    ///
    /// The statements run top to bottom on one `LayoutEngine`: declarations
    /// make views, guides and vars; constraints and VFL lines are activated
    /// as they come; edits, `set` and `remove` change the layout in place;
    /// each `expect` line is evaluated against the layout as of its line
    /// (laid out lazily, only when an expectation needs it). The report then
    /// describes the layout as of the end of the script. See `Docs/ScriptReference.md`
    /// ("Meaning") for the decisions the builder makes where the format leaves room.
    ///
    /// When required constraints conflict, the engine breaks the member of a
    /// minimal conflicting set declared last and goes on; the report names
    /// each member by its label, `line N: TEXT`, or `VIEW.frame.x` and the like.
    ///
    /// - Parameters:
    ///   - script: The parsed script.
    /// - Returns: The report.
    /// - Throws: `ScriptError` at the first statement that is well-formed but
    ///   meaningless: an unknown name or one used before its declaration, a
    ///   second declaration, a view that is its own ancestor, a negative size,
    ///   a non-linear expression, a priority or tolerance metric out of range,
    ///   a required edit, positions of different kinds related, a reused,
    ///   unknown or removed label, `direction`/`coordinates` after the first
    ///   view. Nothing is reported then.
    /// - Complexity: One incremental solver change per constraint and change;
    ///   one ambiguity pass per ambiguity expectation and one for the report.
    public static func run(script: Script) throws(ScriptError) -> LayoutReport {
        try run(script: script, handingLayoutTo: { _ in })
    }

    /// `run(script:)`, handing the layout it made (the engine with its views,
    /// constraints and solver) to `keep` instead of freeing it on return.
    ///
    /// Freeing a layout visits every object in it, one cache miss after
    /// another once the layout outgrows the caches. A process about to exit
    /// (the `trellis` command) keeps what it is handed until then, and the
    /// operating system takes the memory back at once.
    ///
    /// - Parameters:
    ///   - script: The parsed script.
    ///   - keep: Receives the layout, also when the script throws.
    /// - Returns: The report, as `run(script:)` makes it.
    /// - Throws: `ScriptError` as `run(script:)` does.
    public static func run(script: Script, handingLayoutTo keep: (AnyObject) -> Void) throws(ScriptError)
        -> LayoutReport
    {
        let builder = ScriptBuilder(script: script)
        defer { keep(builder) }
        try builder.run()
        return builder.report()
    }

    /// Lays a script out as `run(script:)` does, and gives the first 100
    /// ambiguous items the optimal range of each ambiguous number
    /// (`Item.ambiguousRanges`), which tells a number left open without bound
    /// from one that constraints of equal priority leave open within bounds,
    /// and the first 100 ambiguous views in ambiguous superviews what stays
    /// open in the superview (`Item.ambiguousInSuperview`).
    ///
    /// - Parameters:
    ///   - script: The parsed script.
    ///   - containerConstraintsAreDeclaredWhenMade: Whether stacks' and grids'
    ///     constraints count as declared when the update pass makes them
    ///     (`LayoutEngine.containerConstraintsAreDeclaredWhenMade`), as an
    ///     imported document's do; false keeps the format's rule.
    /// - Returns: The report.
    /// - Throws: `ScriptError` as `run(script:)` does.
    public static func runWithAmbiguityRanges(
        script: Script, containerConstraintsAreDeclaredWhenMade: Bool = false
    ) throws(ScriptError) -> LayoutReport {
        let builder = ScriptBuilder(script: script)
        builder.engine.containerConstraintsAreDeclaredWhenMade = containerConstraintsAreDeclaredWhenMade
        try builder.run()
        var report = builder.report()
        builder.addAmbiguityRanges(to: &report)
        builder.addSuperviewAmbiguity(to: &report)
        return report
    }

    /// Lays a script out for a picture: the report `run(script:)` makes, with
    /// the constraints as I-beams, margins, intrinsic sizes and the range of
    /// each ambiguous number of the first 100 ambiguous items
    /// (`LayoutReport.measures`, `Item.ambiguousRanges`).
    ///
    /// - Parameters:
    ///   - script: The parsed script.
    ///   - line: When given, only the statements that start on this line or
    ///     before it run (and no `# trellis: allow` comment is read): the
    ///     layout as of that line.
    /// - Returns: The report.
    /// - Throws: `ScriptError` as `run(script:)` does, for the statements that run.
    public static func runForPicture(script: Script, upToLine line: Int? = nil) throws(ScriptError) -> LayoutReport {
        try runForPicture(script: script, upToLine: line, handingLayoutTo: { _ in })
    }

    /// `runForPicture(script:upToLine:)`, handing the layout to `keep`
    /// instead of freeing it, as `run(script:handingLayoutTo:)` does.
    ///
    /// - Parameters:
    ///   - script: The parsed script.
    ///   - line: When given, only the statements that start on this line or before it run.
    ///   - keep: Receives the layout, also when the script throws.
    /// - Returns: The report, as `runForPicture(script:upToLine:)` makes it.
    /// - Throws: `ScriptError` as `run(script:)` does, for the statements that run.
    public static func runForPicture(
        script: Script, upToLine line: Int? = nil, handingLayoutTo keep: (AnyObject) -> Void
    ) throws(ScriptError) -> LayoutReport {
        var script = script
        if let line {
            script.statements = script.statements.filter { $0.location.line <= line }
            script.allowances = []
        }
        let builder = ScriptBuilder(script: script)
        defer { keep(builder) }
        try builder.run()
        var report = builder.report()
        builder.addPictureData(to: &report)
        return report
    }
}
