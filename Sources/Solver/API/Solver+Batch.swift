/// Many changes at once, with the defined values brought up to date once.
extension Solver {
    /// Runs `body`, whose new definitions (required equalities kept out of
    /// the tableau) take their values at the next read.
    ///
    /// The values of defined variables always wait for the next read: a
    /// change notes what moved, and a read recomputes the definitions that
    /// depend on it, each once. Adding a definition outside a batch brings
    /// the values up to date first, so that its own value, and the check
    /// that it does not overflow, are exact; a batch that adds many — the
    /// chained tops of a feed's cells, filled one after the other — skips
    /// that, and checks each against the values as of the last read. Reads
    /// inside the batch are correct too (each one brings the values up to
    /// date first).
    ///
    /// - Parameter body: The changes; batches may nest.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    /// - Complexity: That of the changes, plus one propagation of the defined
    ///   values at the next read: O(changed symbols + affected definitions · log).
    public func performBatchUpdates<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outer = core.defersValues
        core.defersValues = true
        defer { core.defersValues = outer }
        return try body()
    }
}
