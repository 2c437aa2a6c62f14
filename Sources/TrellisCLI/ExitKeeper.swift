import Foundation

/// What the `trellis` executable leaves for the process's exit to reclaim
/// instead of freeing: the layouts it made (engines, views, constraints,
/// solvers) and their reports.
///
/// Freeing a layout visits every object in it, one cache miss after another
/// once it outgrows the caches, and the process exits right after printing
/// anyway; the operating system then takes the whole heap back at once, as
/// compilers do with their syntax trees. Only `Trellis.forExitingProcess`
/// keeps anything: a command run in-process (tests, an embedding app) frees
/// everything as it goes.
final class ExitKeeper: @unchecked Sendable {
    // @unchecked: `kept` is only touched under `lock`.
    private let lock = NSLock()
    private var kept: [Any] = []

    /// Keeps a value alive until the process exits.
    ///
    /// - Parameters:
    ///   - value: A layout or report the command is done with.
    func keep(_ value: Any) {
        lock.withLock { kept.append(value) }
    }
}
