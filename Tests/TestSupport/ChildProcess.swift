#if os(Linux)
    import Glibc

    /// Runs `body` in a child process and tells whether it returned: a trap
    /// in it (a run-time check stopping the program, say) ends the child
    /// only, so a test can expect one not to happen. The child leaves with
    /// `_exit`, running nothing of the parent's; one that neither returns nor
    /// traps within `seconds` is killed and counts as not returning.
    ///
    /// The child has only the calling thread: `body` should use what the
    /// test made before (no first use of a type, no printing).
    public func returnsInChildProcess(within seconds: Int = 30, _ body: () -> Void) -> Bool {
        let child = fork()
        if child == 0 {
            body()
            _exit(0)
        }
        guard child > 0 else { return false }
        var status: Int32 = 0
        for _ in 0..<(seconds * 100) {
            let waited = waitpid(child, &status, WNOHANG)
            if waited == child { return status == 0 }
            if waited < 0 { return false }
            usleep(10_000)
        }
        kill(child, SIGKILL)
        _ = waitpid(child, &status, 0)
        return false
    }
#endif
