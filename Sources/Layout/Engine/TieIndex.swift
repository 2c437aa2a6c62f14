import TrellisSolver

/// The ambiguous views grouped once by what makes them tie, so that each
/// view's equal-priority ties are found without a pass over every other view.
///
/// Two ambiguous views tie on an axis when they share a superview, both have
/// an intrinsic size on that axis, and their hugging or their compression
/// resistance priorities on it are equal (two labels in a row with room to
/// spare). A view's ties are the union of its hugging group and its
/// resistance group, less itself; their number comes from the group sizes
/// (a view in both groups is counted once, through the group of views equal
/// in both), and only the first few are listed, merged in creation order.
package struct TieIndex {
    /// The most tying views an explanation names; the rest are counted.
    package static let listed = 10

    private enum Shared: Hashable {
        case hugging(Priority)
        case resistance(Priority)
        case both(Priority, Priority)
    }

    private struct Key: Hashable {
        let superview: ObjectIdentifier?
        let axis: LayoutAxis
        let shared: Shared
    }

    /// The ambiguous views, in the order given (creation order).
    private let views: [View]
    /// Each view's place in `views`.
    private let positions: [ObjectIdentifier: Int]
    /// The places of the views in each group, ascending.
    private var groups: [Key: [Int]] = [:]

    /// Groups the views among the ambiguous items.
    ///
    /// - Parameter ambiguousItems: Every ambiguous item, in creation order.
    /// - Complexity: O(*n*) in the items.
    package init(_ ambiguousItems: [LayoutItem]) {
        views = ambiguousItems.compactMap { $0 as? View }
        var positions: [ObjectIdentifier: Int] = [:]
        for (index, view) in views.enumerated() {
            positions[ObjectIdentifier(view)] = index
            for axis in [LayoutAxis.horizontal, .vertical] where view.intrinsicContentSize[axis] >= 0 {
                for shared in Self.shared(of: view, axis: axis) {
                    groups[Key(superview: Self.identity(of: view.superview), axis: axis, shared: shared), default: []]
                        .append(index)
                }
            }
        }
        self.positions = positions
    }

    /// The views an ambiguous view ties with on an axis.
    ///
    /// - Parameters:
    ///   - view: One of the ambiguous views.
    ///   - axis: The axis.
    /// - Returns: The first `listed` views it ties with, in creation order, and how many it ties with in all.
    /// - Complexity: O(`listed`) after the look-ups.
    package func ties(of view: View, axis: LayoutAxis) -> (listed: [View], total: Int) {
        guard view.intrinsicContentSize[axis] >= 0, let own = positions[ObjectIdentifier(view)] else { return ([], 0) }
        let superview = Self.identity(of: view.superview)
        let members = Self.shared(of: view, axis: axis).map {
            groups[Key(superview: superview, axis: axis, shared: $0)] ?? []
        }
        let (hugging, resistance, both) = (members[0], members[1], members[2])
        // Each group holds the view itself once.
        let total = hugging.count + resistance.count - both.count - 1
        var listed: [View] = []
        var (h, r) = (0, 0)
        while listed.count < Self.listed && (h < hugging.count || r < resistance.count) {
            let next: Int
            if r == resistance.count || (h < hugging.count && hugging[h] <= resistance[r]) {
                next = hugging[h]
                if r < resistance.count && resistance[r] == next { r += 1 }
                h += 1
            } else {
                next = resistance[r]
                r += 1
            }
            if next != own { listed.append(views[next]) }
        }
        return (listed, total)
    }

    private static func shared(of view: View, axis: LayoutAxis) -> [Shared] {
        let hugging = view.contentHuggingPriority(for: axis)
        let resistance = view.contentCompressionResistancePriority(for: axis)
        return [.hugging(hugging), .resistance(resistance), .both(hugging, resistance)]
    }

    private static func identity(of view: View?) -> ObjectIdentifier? { view.map(ObjectIdentifier.init) }
}
