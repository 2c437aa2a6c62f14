/// Input families along the dimensions issue 43 lists, beyond the first
/// ones (`InputFamily.all`): chains of equalities, inequalities and optional
/// equalities; priorities at one level, a few and many; nesting with leaves
/// at every depth; compression; ambiguity through inequalities; changes
/// (constants, priorities, deactivation and activation); stacks of every
/// alignment and both axes; grids. Each grows with N as the label says.
extension InputFamily {
    static let dimensions: [InputFamily] = [
        InputFamily(name: "eq-chain", label: "a chain of N equalities between vars (`x0 == 0`, `xI == xI-1 + 1`)") {
            chain($0, link: { "x\($0) == x\($0 - 1) + 1\n" })
        },
        InputFamily(name: "le-chain", label: "a chain of N inequalities (`x0 >= 0`, `xI-1 + 1 <= xI`)") {
            chain($0, link: { "x\($0 - 1) + 1 <= x\($0)\n" })
        },
        InputFamily(
            name: "le-chain-wishes",
            label: "the `<=` chain, each var also wishing for a value (`xI == C @500`): one priority level"
        ) { n in
            chain(n, link: { "x\($0 - 1) + 1 <= x\($0)\n" }) + wishes(n) { _ in 500 }
        },
        InputFamily(
            name: "le-chain-wishes-few", label: "the same wishes at four priority levels (300, 400, 500, 600)"
        ) { n in
            chain(n, link: { "x\($0 - 1) + 1 <= x\($0)\n" }) + wishes(n) { 300 + 100 * ($0 % 4) }
        },
        InputFamily(
            name: "le-chain-wishes-many", label: "the same wishes at up to 999 priority levels (`@(1 + 7I mod 999)`)"
        ) { n in
            chain(n, link: { "x\($0 - 1) + 1 <= x\($0)\n" }) + wishes(n) { 1 + (7 * $0) % 999 }
        },
        InputFamily(
            name: "optional-row",
            label: "a row of N views 10×10, each placed by an optional equality to the previous (`@750`)"
        ) { n in
            placedRow(n, first: "v0.left == root.left @750\n") { "v\($0).left == v\($0 - 1).right + 2 @750\n" }
        },
        InputFamily(name: "priorities-one", label: "N views, each with 5 constraints at one optional priority") {
            mixedPriorities($0) { _ in 500 }
        },
        InputFamily(name: "priorities-few", label: "the same at 4 priorities (250, 500, 750, 900)") {
            mixedPriorities($0) { [250, 500, 750, 900][$0 % 4] }
        },
        InputFamily(name: "priorities-many", label: "the same at up to 999 priorities (`1 + 7K mod 999`)") {
            mixedPriorities($0) { 1 + (7 * $0) % 999 }
        },
        InputFamily(
            name: "nested-leaves",
            label: "views nested N/2 deep, each `frame 1 1 10 10` in the previous, a leaf 5×5 at every depth"
        ) { n in
            var text = "view d0 frame 0 0 1000 1000\nview l0 in d0 frame 0 0 5 5\n"
            for i in 1..<max(n / 2, 1) {
                text += "view d\(i) in d\(i - 1) frame 1 1 10 10\nview l\(i) in d\(i) frame 0 0 5 5\n"
            }
            return text
        },
        InputFamily(
            name: "nested-stacks-leaves",
            label: "stacks nested N deep, axes alternating, a view 50×20 every 10 levels"
        ) { n in
            var text = "view root frame 0 0 1000 1000\nstack s0 in root vertical frame 0 0 1000 1000\n"
            for i in 1..<max(n, 1) {
                text += "stack s\(i) in s\(i - 1) \(i % 2 == 1 ? "horizontal" : "vertical")\n"
                if i % 10 == 0 { text += "view l\(i) in s\(i) intrinsic 50 20\n" }
            }
            return text
        },
        InputFamily(
            name: "compression",
            label: "a VFL line of N views, intrinsic 50×20, in a root 30N wide: every view compressed"
        ) { vflLine($0, rootWidth: 30 * $0) },
        InputFamily(
            name: "ge-chain-ambiguous",
            label: "N views 10×10, each `>=` 2 right of the previous: every view ambiguous"
        ) { n in
            placedRow(n, first: "v0.left >= root.left\n") { "v\($0).left >= v\($0 - 1).right + 2\n" }
                + "v\(max(n, 1) - 1).right <= root.right\n"
        },
        InputFamily(
            name: "constant-edits", label: "N placed views, a labelled width each, then `set wI constant 20` for each"
        ) { changes($0, change: { "set w\($0) constant 20\n" }) },
        InputFamily(
            name: "priority-edits",
            label: "the same, then `set wI priority 500` for each (required to optional: removed and added)"
        ) { changes($0, change: { "set w\($0) priority 500\n" }) },
        InputFamily(
            name: "deactivate-activate",
            label: "the same, then `remove wI` and a new `vI.width == 30` for each in turn"
        ) { changes($0, change: { "remove w\($0)\nv\($0).width == 30\n" }) },
        InputFamily(
            name: "stack-center", label: "a fill stack of N views, intrinsic 50×20, `alignment center`"
        ) { stack($0, hidingEveryOther: false, alignment: "center") },
        InputFamily(
            name: "stack-leading", label: "the same with `alignment leading`"
        ) { stack($0, hidingEveryOther: false, alignment: "leading") },
        InputFamily(
            name: "stack-trailing", label: "the same with `alignment trailing`"
        ) { stack($0, hidingEveryOther: false, alignment: "trailing") },
        InputFamily(
            name: "stack-baseline", label: "the same with `alignment firstBaseline`, every view `baseline 5`"
        ) { stack($0, hidingEveryOther: false, alignment: "firstBaseline", viewProperties: " baseline 5") },
        InputFamily(
            name: "stack-vertical", label: "a vertical fill stack of N views, intrinsic 50×20, framed 30N high"
        ) { n in
            var text = "view root frame 0 0 100 \(30 * n)\nstack s in root vertical frame 0 0 100 \(30 * n)\n"
            for i in 0..<n { text += "view v\(i) in s intrinsic 50 20\n" }
            return text
        },
        InputFamily(
            name: "grid", label: "a grid of N views in 10 columns, intrinsic 40×20, spacing 4"
        ) { grid($0, columns: 10) },
        InputFamily(
            name: "grid-square", label: "a grid of N views in √N columns, intrinsic 40×20, spacing 4"
        ) { n in grid(n, columns: max(1, Int(Double(n).squareRoot()))) },
    ]

    /// `var x0 … xN-1`, `x0 >= 0` (the chain's anchor) unless the link is an
    /// equality (then `x0 == 0`), and `link(I)` for I = 1…N−1.
    /// N views 10×10 along the top of a root 12N + 10 wide, the first placed by
    /// `first`, each other by `link(I)` from the previous.
    static func placedRow(_ n: Int, first: String, link: (Int) -> String) -> String {
        var text = "view root frame 0 0 \(12 * n + 10) 100\n"
        for i in 0..<n {
            text += "view v\(i) in root\nv\(i).width == 10\nv\(i).height == 10\nv\(i).top == root.top\n"
            text += i == 0 ? first : link(i)
        }
        return text
    }

    static func chain(_ n: Int, link: (Int) -> String) -> String {
        var text = (0..<max(n, 1)).map { "var x\($0)\n" }.joined()
        text += link(1).contains("==") ? "x0 == 0\n" : "x0 >= 0\n"
        for i in 1..<max(n, 1) { text += link(i) }
        return text
    }

    /// `xI == C @P` for each var, C = 3I + (7I mod 5) − 2 (sometimes below
    /// the chain's `xI >= I`, sometimes above), P = `priority(I)`.
    static func wishes(_ n: Int, priority: (Int) -> Int) -> String {
        (0..<max(n, 1)).map { "x\($0) == \(3 * $0 + (7 * $0) % 5 - 2) @\(priority($0))\n" }.joined()
    }

    /// N views in a root, each with five optional constraints (width, a
    /// lower width bound, left to the previous, top, height) whose K-th
    /// (K counted over the whole script) has priority `priority(K)`.
    static func mixedPriorities(_ n: Int, priority: (Int) -> Int) -> String {
        var text = "view root frame 0 0 \(50 * n + 10) 100\n"
        var k = 0
        func next() -> Int {
            defer { k += 1 }
            return priority(k)
        }
        for i in 0..<n {
            text += "view v\(i) in root\n"
            text += "v\(i).width == 40 @\(next())\n"
            text += "v\(i).width >= 30 @\(next())\n"
            text += (i == 0 ? "v0.left == root.left" : "v\(i).left == v\(i - 1).right + 8") + " @\(next())\n"
            text += "v\(i).top == root.top + \(i % 7) @\(next())\n"
            text += "v\(i).height == 20 @\(next())\n"
        }
        return text
    }

    /// N views placed at (10I, 0), 10 high, each with a labelled width
    /// `wI: vI.width == 10`; then `change(I)` for each.
    static func changes(_ n: Int, change: (Int) -> String) -> String {
        var text = "view root frame 0 0 \(30 * n + 10) 100\n"
        for i in 0..<n {
            text += "view v\(i) in root\nv\(i).left == root.left + \(30 * i)\nv\(i).top == root.top\n"
            text += "v\(i).height == 10\nw\(i): v\(i).width == 10\n"
        }
        for i in 0..<n { text += change(i) }
        return text
    }

    /// A grid framed to fit N views of 40×20 in `columns` columns, 4 apart.
    static func grid(_ n: Int, columns: Int) -> String {
        let rows = (n + columns - 1) / columns
        var text = "view root frame 0 0 \(44 * columns) \(24 * rows)\n"
        text += "grid g in root rowSpacing 4 columnSpacing 4 frame 0 0 \(44 * columns) \(24 * rows)\n"
        for i in 0..<n { text += "view c\(i) in g cell \(i / columns) \(i % columns) intrinsic 40 20\n" }
        return text
    }
}
