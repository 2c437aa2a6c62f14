@testable import TrellisSolver

/// The chain of `<=` links the definition tests build on.
extension Solver {
    /// x0 >= 0, then x(i-1) + 1 <= x(i) for i in 1..<count: each link the
    /// first constraint to mention x(i), which the solver keeps as x(i)'s
    /// definition over the link's slack.
    func addInequalityChain(_ count: Int) throws -> (xs: [Variable], links: [Constraint]) {
        let xs = (0..<count).map { Variable("x\($0)") }
        try add(xs[0] .>= 0)
        var links: [Constraint] = []
        for i in 1..<count {
            let link = xs[i - 1] + 1 .<= xs[i]
            try add(link)
            links.append(link)
        }
        return (xs, links)
    }
}
