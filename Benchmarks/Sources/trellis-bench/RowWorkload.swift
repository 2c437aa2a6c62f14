import TrellisSolver

/// README §2: N views in a row, at the solver level (x, y, w, h per view).
///
/// Constraints, added in this order (the kiwi script adds the same ones in the
/// same order):
///
/// ```
/// root.x == 0, root.y == 0, root.w == 60N, root.h == 100        (required)
/// per view i:  x_i == root.x + 8            (i = 0)
///              x_i == x_{i-1} + w_{i-1} + 8 (i > 0)
///              y_i == root.y + 10
///              w_i <= 50 @250, w_i >= 50 @750, h_i <= 20 @250, h_i >= 20 @750
/// last:        x_{N-1} + w_{N-1} <= root.x + root.w - 8
/// ```
///
/// 7N + 4 constraints. Every view comes out at x = 8 + 58·i, 50×20.
struct RowSystem {
    let n: Int
    let root: (x: Variable, y: Variable, w: Variable, h: Variable)
    var x: [Variable] = [], y: [Variable] = [], w: [Variable] = [], h: [Variable] = []
    var constraints: [Constraint] = []
    /// Per view: `w - 50 <= 0 @250` and `w - 50 >= 0 @750`.
    var widthConstraints: [(hug: Constraint, resist: Constraint)] = []

    init(n: Int) {
        self.n = n
        root = (Variable("root.x"), Variable("root.y"), Variable("root.w"), Variable("root.h"))
        constraints += [root.x .== 0, root.y .== 0, root.w .== 60 * Double(n), root.h .== 100]
        for i in 0..<n {
            let (xi, yi, wi, hi) = (Variable("x\(i)"), Variable("y\(i)"), Variable("w\(i)"), Variable("h\(i)"))
            x.append(xi); y.append(yi); w.append(wi); h.append(hi)
            constraints.append(i == 0 ? xi .== root.x + 8 : xi .== x[i - 1] + w[i - 1] + 8)
            constraints.append(yi .== root.y + 10)
            let hug = wi .<= 50 ~ Priority(250)
            let resist = wi .>= 50 ~ Priority(750)
            widthConstraints.append((hug, resist))
            constraints += [hug, resist, hi .<= 20 ~ Priority(250), hi .>= 20 ~ Priority(750)]
        }
        if n > 0 { constraints.append(x[n - 1] + w[n - 1] .<= root.x + root.w - 8) }
    }

    /// Adds every constraint to a new solver.
    func build() throws -> Solver {
        let solver = Solver()
        for c in constraints { try solver.add(c) }
        return solver
    }

    /// Reads every view's frame into the checksum.
    @inline(never)
    func readAll(_ solver: Solver) {
        var sum = 0.0
        for i in 0..<n {
            sum += solver.value(of: x[i]) + solver.value(of: y[i]) + solver.value(of: w[i]) + solver.value(of: h[i])
        }
        checksum += sum
    }

    /// Sets view `index`'s intrinsic width (both width constraints' constants).
    func setIntrinsicWidth(_ width: Double, of index: Int, in solver: Solver) throws {
        // Stored as `w - 50 OP 0`: the constant of intrinsic width W is -W.
        try solver.setConstant(-width, for: widthConstraints[index].hug)
        try solver.setConstant(-width, for: widthConstraints[index].resist)
    }

    /// Checks every frame, with view `widened` (if any) at width `width`. Fails loudly.
    func verify(_ solver: Solver, widened: Int? = nil, width: Double = 50) throws {
        var shift = 0.0
        for i in 0..<n {
            let expectedW = i == widened ? width : 50
            let expected = (8 + 58 * Double(i) + shift, 10.0, expectedW, 20.0)
            let actual = (
                solver.value(of: x[i]), solver.value(of: y[i]), solver.value(of: w[i]), solver.value(of: h[i])
            )
            if abs(actual.0 - expected.0) > 1e-6 || abs(actual.1 - expected.1) > 1e-6
                || abs(actual.2 - expected.2) > 1e-6 || abs(actual.3 - expected.3) > 1e-6
            {
                throw BenchmarkFailure(
                    "row N=\(n): view \(i) is (x \(actual.0), y \(actual.1), w \(actual.2), h \(actual.3)); expected \(expected)"
                )
            }
            if i == widened { shift += width - 50 }
        }
    }

    /// (a) build and solve; (b) widen view N/2 to 60 and re-solve (alternating
    /// 60 and 50 between operations), reading every value each time.
    /// (a) as a sampler: build, solve and read every value. The samples of
    /// every size are taken in turn (`sampleInTurn`), so that the scaling
    /// ratio compares samples from the same phases of a noisy machine. No
    /// warm-up of its own: `sampleInTurn` runs an untimed build before each
    /// timed one.
    func buildSampler() -> Sampler {
        Sampler("row.build.\(n)", warmup: 0) { _ in
            let solver = try build()
            readAll(solver)
        }
    }

    /// The checks on a fresh (untimed) build, then (b): view N/2's intrinsic
    /// width 50 ↔ 60, re-solve, read every value.
    func runResize(_ resize: Repetitions) throws -> [String: Samples] {
        var results: [String: Samples] = [:]
        let solver = try build()
        try verify(solver)
        let middle = n / 2
        try setIntrinsicWidth(60, of: middle, in: solver)
        try verify(solver, widened: middle, width: 60)
        try setIntrinsicWidth(50, of: middle, in: solver)
        try verify(solver)
        results["row.resize.\(n)"] = try measure(resize) { i in
            try setIntrinsicWidth(i % 2 == 0 ? 60 : 50, of: middle, in: solver)
            readAll(solver)
        }
        try setIntrinsicWidth(60, of: middle, in: solver)
        try verify(solver, widened: middle, width: 60)
        return results
    }
}
