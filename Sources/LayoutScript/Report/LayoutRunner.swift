/// Something that lays a parsed script out and reports the result.
///
/// The `trellis` command calls one of these for every script it reads. The
/// real one is `ScriptRunner.run(script:)`; tests may pass their own.
///
/// - Parameters:
///   - script: The parsed script.
/// - Returns: The report of the layout, with every expectation evaluated.
/// - Throws: `ScriptError` for a script that is well-formed but meaningless
///   (an unknown name, a negative size…), at the offending place.
public typealias LayoutRunner = @Sendable (_ script: Script) throws(ScriptError) -> LayoutReport
