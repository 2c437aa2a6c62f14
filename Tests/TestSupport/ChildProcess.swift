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
        childProcessStatus(within: seconds, body) == 0
    }

    /// Runs `body` in a child process, as `returnsInChildProcess` does, and
    /// tells whether a signal ended it (a trap raises one), rather than a
    /// return, an exit or the time limit.
    public func trapsInChildProcess(within seconds: Int = 30, _ body: () -> Void) -> Bool {
        guard let status = childProcessStatus(within: seconds, body) else { return false }
        let signal = status & 0x7f  // the terminating signal of a wait status; 0 for an exit
        return signal != 0 && signal != 0x7f
    }

    /// The child's wait status, or nil when it could not be started or did
    /// not end within `seconds` (it is then killed).
    private func childProcessStatus(within seconds: Int, _ body: () -> Void) -> Int32? {
        let child = fork()
        if child == 0 {
            body()
            _exit(0)
        }
        guard child > 0 else { return nil }
        var status: Int32 = 0
        var polls = 0
        while polls < seconds * 100 {
            let waited = waitpid(child, &status, WNOHANG)
            if waited == child { return status }
            if waited < 0 {
                if errno == EINTR { continue }
                return nil
            }
            polls += 1
            usleep(10_000)
        }
        kill(child, SIGKILL)
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return nil
    }
#endif
