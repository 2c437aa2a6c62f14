/// Views leaving a stack, and the update pass that derives only the rules
/// around them.
///
/// Emptying a long stack a view at a time runs the update pass once a view
/// (a script's `remove` and `removeArranged` lay out or act at once); a pass
/// that derived every rule made that quadratic. When views only left since
/// the last pass, a rule can change only if it mentions a view that left
/// (those went from the stack's set when the view left:
/// `ManagedConstraints.detach(_:)`) or is one of the rules of a view next to
/// one that left (a new `UISV-spacing` between the views on either side, a
/// new canvas connection at an end), unless a rule of every view reads
/// something the departure changed. The pass then derives the rules of the
/// neighbours alone, in the order a full derivation gives them, and changes
/// the same constraints in the same order as it would.
///
/// Every view's rules read the first view across the axis under every
/// alignment but `fill`, along it under `fillEqually` (its length),
/// `equalSpacing` and `equalCentering` (the first two: the first gap or
/// distance); `fillProportionally`'s shares read every length; `fill`'s
/// index tie-break weights ((count − index)/2ᵏ) change for every view
/// before one that leaves, and for all when 2ᵏ changes. Those cases, and a
/// hidden arranged view, take the full derivation.
extension StackView {
    /// An arranged view's place when it left: the views on either side, and
    /// whether it was the first or the second.
    struct Departure {
        let previous: View?
        let next: View?
        let wasFirst: Bool
        let wasSecond: Bool
    }

    /// The place of an arranged view, read before it leaves.
    func departure(of view: View) -> Departure {
        let (previous, next) = arrangedList.neighbours(of: view)
        return Departure(
            previous: previous, next: next, wasFirst: previous == nil,
            wasSecond: previous != nil && previous === arrangedList.first)
    }

    /// The arranged views whose rules may differ after the departures, in
    /// arranged order; nil when every rule must be derived again.
    ///
    /// - Complexity: Linear in the departures.
    func viewsAroundDepartures() -> [View]? {
        guard !hadHiddenArrangedViews, distribution != .fillProportionally else { return nil }
        let readsFirst = alignment != .fill || distribution == .fillEqually || readsFirstGap
        var views: [View] = []
        var seen: Set<ObjectIdentifier> = []
        for departure in departures {
            if departure.wasFirst && readsFirst { return nil }
            if departure.wasSecond && readsFirstGap { return nil }
            if !departure.wasFirst && distribution == .fill { return nil }
            for case let view? in [departure.previous, departure.next]
            where isArranged(view) && seen.insert(ObjectIdentifier(view)).inserted {
                views.append(view)
            }
        }
        if distribution == .fill
            && Self.bitLength(arrangedList.count + departures.count) != Self.bitLength(arrangedList.count)
        {
            return nil
        }
        return views.sorted { arrangedList.orderKey(of: $0)! < arrangedList.orderKey(of: $1)! }
    }

    /// Whether the rules along the axis read the first gap (or distance between centres).
    private var readsFirstGap: Bool { distribution == .equalSpacing || distribution == .equalCentering }

    /// The number of binary digits of a count: 2ᵏ in `indexTieBreakWeight` is 2 to this power.
    private static func bitLength(_ count: Int) -> Int { Int.bitWidth - count.leadingZeroBitCount }
}
