/// Many changes at once, with the defined values brought up to date once.
extension Solver {
    /// Runs `body`, whose changes to the solver keep the values of defined
    /// variables (those of required equalities kept out of the tableau) for
    /// the next read instead of updating them after every change.
    ///
    /// After each change the solver recomputes the defined values that depend
    /// on what moved. A batch that moves the start of a long chain of
    /// definitions again and again — filling the cells of a feed whose tops
    /// are already chained, one after the other — would recompute the chain
    /// each time; inside a batch each definition is recomputed once, at the
    /// next `value(of:)`. Reads inside the batch are correct too (each one
    /// brings the values up to date first).
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
