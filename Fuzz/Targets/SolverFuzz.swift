#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer target `solver`: a byte-driven session of solver operations
/// (`Tests/SolverTests/ReliabilitySolverProgram.swift`, compiled in with this
/// file), with invariants checked after every operation, the state compared
/// after every error, and the values compared with a from-scratch solve.
///
/// Tame numbers only, unless `TRELLIS_FUZZ_ALL_SCALES` is set: CI's
/// time-boxed run keeps to the tame scale so that a rounding finding at the
/// wide (1e-6…1e6) or hostile (1e300) scale cannot fail an unrelated change;
/// the soak and runs by hand cover those scales (Docs/Reliability.md).
///
/// With `TRELLIS_FUZZ_LISTS` set, one of the add operations adds two to four
/// constraints as one list (`Solver.add(_:)` with an array, which
/// re-optimises once per list). Off by default, so that the bytes of the
/// corpus and of the regression tests keep their meaning.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let scales: [SolverProgram.Scale] = getenv("TRELLIS_FUZZ_ALL_SCALES") != nil ? [.tame, .wide, .hostile] : [.tame]
    let problems = SolverProgram.run(
        Array(UnsafeBufferPointer(start: data, count: size)), scales: scales,
        addsInLists: getenv("TRELLIS_FUZZ_LISTS") != nil)
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}
