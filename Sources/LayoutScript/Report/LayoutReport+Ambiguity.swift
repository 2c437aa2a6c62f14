import TrellisLayout

extension LayoutReport {
    /// One of the four numbers of an alignment rect, as ambiguity is reported per number.
    public enum RectComponent: String, Sendable, Equatable, CaseIterable {
        case x, y, width, height

        /// The axis and attribute in words, as `check` prints them: `horizontal position (x)`, `width`.
        public var phrase: String { layoutComponent.phrase }

        /// What would pin it down, as `check` suggests it.
        public var hint: String { layoutComponent.hint }

        /// The same number in Layout's terms, which words it.
        private var layoutComponent: AmbiguityExplanation.Component {
            AmbiguityExplanation.Component(rawValue: rawValue)!
        }

        /// Whether it is a horizontal quantity (x or width).
        public var isHorizontal: Bool { self == .x || self == .width }
    }

    /// Why a view is ambiguous, as far as the builder can tell.
    public enum AmbiguityCause: Sendable, Equatable {
        /// Not known; `check` suggests both remedies.
        case unknown
        /// Too few constraints pin it.
        case underconstrained
        /// Constraints of equal priority tie, e.g. two labels with equal hugging
        /// in a row with room to spare; the names are the other views in the tie.
        case equalPriorities(with: [String])
    }
}
