import Foundation

/// Whether the slow tests run: those that compile clients with `swiftc`,
/// build packages, launch the `trellis` binary many times or sweep long
/// random sequences. They run when `TRELLIS_SLOW_TESTS=1` is set, as
/// `.ci/run` sets it, so that a plain `swift test` stays short and CI still
/// runs everything. A slow suite says so with
/// `.enabled(if: SlowTests.areEnabled, SlowTests.skipNote)`.
public enum SlowTests {
    /// `TRELLIS_SLOW_TESTS=1` is set.
    public static let areEnabled = ProcessInfo.processInfo.environment["TRELLIS_SLOW_TESTS"] == "1"

    /// Why a slow suite was skipped, and how to run it.
    public static let skipNote = "slow: set TRELLIS_SLOW_TESTS=1 to run it (.ci/run does)"

    /// The chunks of a fixture a test runs: all `count` of them when the slow
    /// tests run, else the first, so the quick loop still checks a sample of
    /// every fixture.
    ///
    /// - Parameter count: How many chunks the fixture is cut into.
    /// - Returns: The chunk indices to run.
    public static func chunks(_ count: Int) -> [Int] { areEnabled ? Array(0..<count) : [0] }
}
