import Foundation

/// Held-out input families: shapes drawn at run time from a seed (the
/// clock's, or `TRELLIS_FAMILY_SEED`), printed with the report but not
/// chosen by anyone who tuned the engine, and reported apart from the
/// named families. Each family picks a kind (chain, row of views, stack,
/// grid, nesting, VFL line) and random shape parameters for it: relations,
/// priority levels, spacing, distribution, alignment, axis, hidden views,
/// columns, leaf interval, room in the line.
extension InputFamily {
    /// The seed of this run's held-out families.
    static func heldOutSeed() -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["TRELLIS_FAMILY_SEED"], let seed = UInt64(text) {
            return seed
        }
        return UInt64(Date().timeIntervalSince1970 * 1000)
    }

    /// `count` families drawn from `seed`; the same seed gives the same families.
    static func heldOut(seed: UInt64, count: Int) -> [InputFamily] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let name = "held-out-\(index + 1)"
            switch random.next(below: 6) {
            case 0: return randomChain(name, &random)
            case 1: return randomRow(name, &random)
            case 2: return randomStack(name, &random)
            case 3: return randomGrid(name, &random)
            case 4: return randomNesting(name, &random)
            default: return randomLine(name, &random)
            }
        }
    }

    /// A chain of vars, each link `==`, `<=` or `>=` (weights drawn), some
    /// links optional, some vars wishing for a value, at L priority levels.
    static func randomChain(_ name: String, _ random: inout SplitMix64) -> InputFamily {
        let weights = (0..<3).map { _ in random.next(below: 4) }
        let total = max(weights.reduce(0, +), 1)
        let optionalShare = random.next(below: 4)  // quarters of the links
        let wishShare = random.next(below: 5)  // quarters of the vars; 4 means all
        let levels = [1, 2, 4, 30, 999][random.next(below: 5)]
        let salt = random.next(below: 1000)
        let label =
            "chain: links == / <= / >= in \(weights.map(String.init).joined(separator: ":")), "
            + "\(optionalShare)/4 optional, \(min(wishShare, 4))/4 of the vars wishing, \(levels) levels"
        return InputFamily(name: name, label: label) { n in
            var text = (0..<max(n, 1)).map { "var x\($0)\n" }.joined() + "x0 >= 0\n"
            for i in 1..<max(n, 1) {
                let pick = (i * 7 + salt) % total
                let relation = pick < weights[0] ? "==" : pick < weights[0] + weights[1] ? "<=" : ">="
                let lhs = relation == "<=" ? "x\(i - 1) + \(1 + (i + salt) % 3)" : "x\(i)"
                let rhs = relation == "<=" ? "x\(i)" : "x\(i - 1) + \(1 + (i + salt) % 3)"
                let priority = (i + salt) % 4 < optionalShare ? " @\(level((i * 13 + salt) % levels, of: levels))" : ""
                text += "\(lhs) \(relation) \(rhs)\(priority)\n"
            }
            for i in 0..<max(n, 1) where (i + salt) % 4 < wishShare {
                text += "x\(i) == \(2 * i + (i * 11 + salt) % 7) @\(level((i * 17 + salt) % levels, of: levels))\n"
            }
            return text
        }
    }

    /// The K-th of `levels` priorities spread over 1…999.
    static func level(_ k: Int, of levels: Int) -> Int { 1 + k * 998 / max(levels - 1, 1) }

    /// A row of views in a root, each placed after the previous by an
    /// equality or an inequality at a drawn priority, sized by a drawn mix
    /// of fixed widths and intrinsic sizes, the root drawn tight or roomy.
    static func randomRow(_ name: String, _ random: inout SplitMix64) -> InputFamily {
        let relation = ["==", ">=", "<="][random.next(below: 3)]
        let priority = [1000, 750, 500, 250][random.next(below: 4)]
        let gap = random.next(below: 20)
        let intrinsicShare = random.next(below: 5)
        let room = [20, 30, 60][random.next(below: 3)]
        let label =
            "row: each view `\(relation)` \(gap) after the previous @\(priority), \(intrinsicShare)/4 intrinsic 40×20 "
            + "(else 40 wide), root \(room)N wide, right edge tied"
        return InputFamily(name: name, label: label) { n in
            var text = "view root frame 0 0 \(room * n + 10) 100\n"
            for i in 0..<n {
                text +=
                    i % 4 < intrinsicShare
                    ? "view v\(i) in root intrinsic 40 20\n"
                    : "view v\(i) in root\nv\(i).width == 40\nv\(i).height == 20\n"
                text += "v\(i).top == root.top + \(i % 5)\n"
                let previous = i == 0 ? "root.left" : "v\(i - 1).right"
                text += "v\(i).left \(relation) \(previous) + \(gap)\(priority < 1000 ? " @\(priority)" : "")\n"
            }
            text += "v\(max(n, 1) - 1).right <= root.right\n"
            return text
        }
    }

    /// A stack of a drawn axis, distribution, alignment and spacing, with
    /// drawn intrinsic sizes and a drawn share of hidden views.
    static func randomStack(_ name: String, _ random: inout SplitMix64) -> InputFamily {
        let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        let alignments = ["fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline"]
        let distribution = distributions[random.next(below: distributions.count)]
        let alignment = alignments[random.next(below: alignments.count)]
        let vertical = random.next(below: 2) == 1
        let spacing = random.next(below: 12)
        let hiddenEvery = [0, 2, 3, 7][random.next(below: 4)]
        let room = [30, 60, 90][random.next(below: 3)]
        let label =
            "stack: \(vertical ? "vertical" : "horizontal"), \(distribution), alignment \(alignment), spacing \(spacing), "
            + (hiddenEvery == 0 ? "none hidden" : "every \(hiddenEvery)th hidden") + ", \(room) points a view"
        return InputFamily(name: name, label: label) { n in
            let length = room * n
            let frame = vertical ? "0 0 200 \(length)" : "0 0 \(length) 200"
            var text =
                "view root frame \(frame)\nstack s in root \(vertical ? "vertical" : "horizontal") "
                + "distribution \(distribution) alignment \(alignment) spacing \(spacing) frame \(frame)\n"
            for i in 0..<n { text += "view v\(i) in s intrinsic \(30 + i % 23) \(15 + i % 9) baseline \(i % 5)\n" }
            if hiddenEvery > 0 {
                for i in stride(from: 0, to: n, by: hiddenEvery) { text += "set v\(i) hidden yes\n" }
            }
            return text
        }
    }

    /// A grid of a drawn column count, spacing and placement.
    static func randomGrid(_ name: String, _ random: inout SplitMix64) -> InputFamily {
        let columns = [2, 5, 16, 50][random.next(below: 4)]
        let xPlacement = ["leading", "center", "trailing", "fill"][random.next(below: 4)]
        let yPlacement = ["top", "center", "bottom", "fill"][random.next(below: 4)]
        let label =
            "grid: \(columns) columns (at least N/1,000: a grid has at most 1,000 rows), xPlacement \(xPlacement), "
            + "yPlacement \(yPlacement), sizes varying"
        return InputFamily(name: name, label: label) { n in
            let columns = max(columns, (n + 999) / 1000)
            let rows = (n + columns - 1) / columns
            var text = "view root frame 0 0 \(60 * columns) \(30 * rows)\n"
            text +=
                "grid g in root rowSpacing 2 columnSpacing 3 xPlacement \(xPlacement) yPlacement \(yPlacement) "
                + "frame 0 0 \(60 * columns) \(30 * rows)\n"
            for i in 0..<n {
                text += "view c\(i) in g cell \(i / columns) \(i % columns) intrinsic \(20 + i % 31) \(10 + i % 13)\n"
            }
            return text
        }
    }

    /// Nested views or stacks with a leaf every K levels.
    static func randomNesting(_ name: String, _ random: inout SplitMix64) -> InputFamily {
        let stacks = random.next(below: 2) == 1
        let every = [1, 3, 10, 50][random.next(below: 4)]
        let label =
            "nesting: \(stacks ? "stacks, axes alternating" : "views framed 1 1 10 10"), a leaf every \(every) levels"
        return InputFamily(name: name, label: label) { n in
            var text = "view root frame 0 0 1000 1000\n"
            text += stacks ? "stack p0 in root vertical frame 0 0 1000 1000\n" : "view p0 in root frame 0 0 1000 1000\n"
            for i in 1..<max(n, 1) {
                text +=
                    stacks
                    ? "stack p\(i) in p\(i - 1) \(i % 2 == 1 ? "horizontal" : "vertical")\n"
                    : "view p\(i) in p\(i - 1) frame 1 1 10 10\n"
                if i % every == 0 { text += "view l\(i) in p\(i) intrinsic 20 10\n" }
            }
            return text
        }
    }

    /// A VFL line with drawn spacing and room: compressed, exact or roomy.
    static func randomLine(_ name: String, _ random: inout SplitMix64) -> InputFamily {
        let spacing = random.next(below: 16)
        let room = [20, 50 + spacing, 80][random.next(below: 3)]
        let predicate = ["", "(>=30)", "(<=60@750)"][random.next(below: 3)]
        let label = "VFL: `[vI\(predicate)]` \(spacing) apart, intrinsic 50×20, root \(room)N wide"
        return InputFamily(name: name, label: label) { n in
            var text = "view root frame 0 0 \(room * n + 2 * spacing) 100\n"
            for i in 0..<n { text += "view v\(i) in root intrinsic 50 20\n" }
            text +=
                "H:|-\(spacing)-" + (0..<n).map { "[v\($0)\(predicate)]" }.joined(separator: "-\(spacing)-")
                + "-\(spacing)-| align top\nv0.top == root.top\n"
            return text
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood): a small generator whose sequence is
/// fixed by its seed, so a held-out run can be repeated from the seed printed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
