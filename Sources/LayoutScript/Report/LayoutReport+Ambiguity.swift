import TrellisLayout

extension LayoutReport {
    /// Why a view is ambiguous, as far as the builder can tell.
    public enum AmbiguityCause: Sendable, Equatable {
        /// Not known; `check` suggests both remedies.
        case unknown
        /// Too few constraints pin it.
        case underconstrained
        /// Constraints of equal priority tie, e.g. two labels with equal hugging
        /// in a row with room to spare: the names of the first few (at most ten)
        /// other views in the tie, in declaration order, and how many there are.
        case equalPriorities(with: [String], total: Int)
    }
}
