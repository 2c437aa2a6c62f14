import TrellisSolver

/// Why an item's layout is ambiguous, which of its numbers are open, over
/// what range, and what would pin them down — what `trellis check` prints,
/// available to Swift code.
///
/// Get one from `LayoutEngine.ambiguityExplanation(of:)` or, for every
/// ambiguous item at once, `LayoutEngine.ambiguityExplanations()`.
public struct AmbiguityExplanation: CustomStringConvertible {
    /// One of the four numbers of an alignment rect, as ambiguity is found per number.
    public enum Component: String, Sendable, Hashable, CaseIterable {
        case x, y, width, height

        /// The axis it lies on.
        public var axis: LayoutAxis { self == .x || self == .width ? .horizontal : .vertical }

        /// The number in words: `horizontal position (x)`, `width`.
        public var phrase: String {
            switch self {
            case .x: return "horizontal position (x)"
            case .y: return "vertical position (y)"
            case .width: return "width"
            case .height: return "height"
            }
        }

        /// What would pin it down.
        public var hint: String {
            switch self {
            case .x: return "add a constraint on its leading or trailing edge (or its centerX)"
            case .y: return "add a constraint on its top or bottom edge (or its centerY)"
            case .width:
                return "constrain its width, or both its leading and trailing edges, or give it an intrinsic width"
            case .height:
                return "constrain its height, or both its top and bottom edges, or give it an intrinsic height"
            }
        }
    }

    /// Why the item is ambiguous, as far as its constraints tell.
    public enum Cause {
        /// Not known: both remedies apply.
        case unknown
        /// Too few constraints pin it: one is missing.
        case underconstrained
        /// Content-size constraints of equal priority tie (two labels with equal
        /// hugging in a row with room to spare): the first few (at most ten) of
        /// the other views in the tie, in creation order, and how many there are.
        case equalPriorities(with: [View], total: Int)
    }

    /// The ambiguous item.
    public let item: LayoutItem
    /// Its numbers that differ between optimal layouts, in the order x, y, width, height.
    public let components: [Component]
    /// Why.
    public let cause: Cause
    /// The least and greatest value of each component over all optimal layouts,
    /// in attribute space (x right, y down), parallel to `components`; an
    /// unbounded end is infinite.
    public let ranges: [ClosedRange<Double>]

    /// The optimal range of one component, or nil when it is determined.
    public func range(of component: Component) -> ClosedRange<Double>? {
        components.firstIndex(of: component).map { ranges[$0] }
    }

    /// What to do about it, in the words `trellis check` uses.
    public var hint: String {
        let hints: [String]
        switch cause {
        case .equalPriorities(let others, let total):
            let tie = Self.tiePhrase(others.map(\.name), total: total)
            hints = [tie + "give one of the views a different hugging or compression resistance priority"]
        case .underconstrained:
            hints = components.map(\.hint)
        case .unknown:
            hints =
                components.map(\.hint) + ["or, if constraints tie, give one of the views a different hugging priority"]
        }
        return hints.joined(separator: "; ")
    }

    /// `view 'label' is ambiguous: its width is not determined; HINT`.
    public var description: String {
        let kind = item is LayoutGuide ? "layout guide" : "view"
        let verb = components.count == 1 ? "is" : "are"
        let what = Self.list(components.map(\.phrase))
        return "\(kind) '\(item.name)' is ambiguous: its \(what) \(verb) not determined; \(hint)"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    /// `it ties with 'a' and 'b' at equal priority; ` — the names listed, then how many others.
    package static func tiePhrase(_ names: [String], total: Int) -> String {
        guard total > 0 else { return "" }
        var quoted = names.map { "'\($0)'" }
        if total > names.count {
            let rest = total - names.count
            quoted.append(rest == 1 ? "1 other view" : "\(rest) other views")
        }
        return "it ties with \(list(quoted)) at equal priority; "
    }
}
