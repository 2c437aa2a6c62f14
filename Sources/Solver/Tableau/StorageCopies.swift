#if DEBUG
    /// Counts, in debug builds, the row storage copied because another row
    /// shared it when one was about to be written (`Row.makeStorageUnique()`,
    /// and a merge that would have fitted in place).
    ///
    /// The tableau hands rows on by moving them (`consume`, the column index's
    /// placeholder), so a write finds its storage unshared and copies nothing;
    /// a harmless-looking copy of a row kept alive across a write would copy
    /// every cell instead, and only the instruction counts would show it. The
    /// tests that guard the hand-offs count through this. The counter is
    /// task-local, so tests that run at once count apart, and the count is
    /// taken only on the copying branch, which the hot paths do not reach.
    enum StorageCopies {
        /// The tally of one test.
        final class Tally: @unchecked Sendable {
            /// How many row storages were copied before a write.
            var rows = 0
        }

        @TaskLocal static var tally: Tally?
    }
#endif
