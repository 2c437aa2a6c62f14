/// Stacks emptied a view at a time (issue 43): the `stack` family's layout
/// under each distribution, then `remove vI` for every arranged view, from
/// the back or always the middle one (`stack-removals` takes them from the
/// front, under `fill`).
extension InputFamily {
    /// The order in which a stack's views leave.
    enum RemovalOrder: String, CaseIterable {
        case front, back, middle

        /// The indices of `n` views in the order they leave: the middle one
        /// is the view at half the count of those left, rounded down.
        func indices(_ n: Int) -> [Int] {
            switch self {
            case .front: return Array(0..<n)
            case .back: return Array((0..<n).reversed())
            case .middle:
                var left = Array(0..<n)
                var order: [Int] = []
                while !left.isEmpty { order.append(left.remove(at: left.count / 2)) }
                return order
            }
        }
    }

    /// Every distribution from each end and the middle, but `fill` from the
    /// front (that is `stack-removals`).
    static let stackRemovals: [InputFamily] = makeStackRemovals()

    private static func makeStackRemovals() -> [InputFamily] {
        var families: [InputFamily] = []
        for distribution in ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"] {
            for order in RemovalOrder.allCases where distribution != "fill" || order != .front {
                let prefix = distribution == "fill" ? "" : distribution + "-"
                let proportional = distribution == "fillProportionally"
                let label =
                    "a `\(distribution)` stack of N views (as `stack`), then `remove vI` for each, "
                    + "from the \(order.rawValue)"
                families.append(
                    InputFamily(name: "stack-removals-" + prefix + order.rawValue, label: label) { n in
                        let script = stack(n, hidingEveryOther: false, distribution: distribution) { index in
                            proportional ? 40 + index % 20 : 50
                        }
                        return script + order.indices(n).map { "remove v\($0)\n" }.joined()
                    })
            }
        }
        return families
    }
}
