import TestSupport

/// A random layout built by a script, changed in place step by step with
/// frames read between the steps, and the script that declares its final
/// state fresh (`InPlaceEqualsFreshTests`).
///
/// The layouts have plain views, stacks and grids (nested), insets,
/// intrinsic sizes, hugging and resistance, margins, baselines, hidden
/// arranged views and labelled constraints at every priority. The changes
/// are every in-place form of the script — `set` of each view property, of
/// a constraint's constant and priority, of each stack and grid setting and
/// of the direction, `remove` of constraints and views, new declarations —
/// and reparenting through the Swift API (`addSubview`), which the script
/// has no form for.
struct MetamorphicProgram {
    /// One step of the in-place program.
    enum Step {
        /// A script line.
        case line(String)
        /// `addSubview` of a view to a new (plain) parent, through the Swift API.
        case reparent(view: String, to: String)
        /// Frames and baselines of these views, read through the engine.
        case read([String])
    }

    /// The in-place program, in order.
    var steps: [Step] = []
    /// The script that declares the final state.
    var fresh = ""

    /// The in-place program as text, reparenting shown as comments (for a failure's message).
    var inPlaceText: String {
        steps.map { step in
            switch step {
            case .line(let line): return line
            case .reparent(let view, let parent): return "# swift: \(parent).addSubview(\(view))"
            case .read(let names): return "# read \(names.joined(separator: " "))"
            }
        }.joined(separator: "\n")
    }

    /// Makes the program of a seed.
    init(seed: UInt64) {
        var generator = MetamorphicGenerator(seed: seed)
        generator.build()
        steps = generator.steps
        fresh = generator.model.freshScript()
    }
}

/// The state a program declares: what the fresh script writes.
struct MetamorphicModel {
    enum Kind { case plain, stack, grid }

    struct ViewState {
        let name: String
        let kind: Kind
        var parent: String?
        var intrinsic: (width: Double?, height: Double?) = (nil, nil)
        var hug = (250, 250)
        var resist = (750, 750)
        var insets: [Double] = [0, 0, 0, 0]
        var baseline: Double?
        var firstBaseline: Double?
        var margins: [Double] = [8, 8, 8, 8]
        var hidden = false
        /// `wraps text N C L`: characters, character width, line height.
        var wraps: (count: Int, width: Int, line: Int)?
        var cell: (row: Int, column: Int)?
        var cellX: String?
        var cellY: String?
        var frame: [Double]?
        // A stack's settings.
        var axis = "horizontal"
        var distribution = "fill"
        var alignment = "fill"
        var spacing = 0.0
        var baselineRelative = false
        var marginsRelative = false
        var spacingAfter: [(view: String, spacing: Double)] = []
        // A grid's settings.
        var rowSpacing = 6.0
        var columnSpacing = 6.0
        var xPlacement = "leading"
        var yPlacement = "top"
        var rowPlacements: [Int: String] = [:]
        var columnPlacements: [Int: String] = [:]
        var hiddenRows: Set<Int> = []
        var hiddenColumns: Set<Int> = []
    }

    struct ConstraintState {
        let label: String
        let lhs: String
        let relation: String
        let rhs: String?
        var constant: Double
        var priority: Int
        /// The views it mentions.
        let views: [String]

        var line: String {
            var text = "\(label): \(lhs) \(relation) "
            if let rhs {
                text += rhs
                if constant != 0 { text += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))" }
            } else {
                text += number(constant)
            }
            if priority != 1000 { text += " @\(priority)" }
            return text
        }
    }

    var rightToLeft = false
    /// Each view by name.
    var views: [String: ViewState] = [:]
    /// Each view's subviews, in the order they joined it (a stack's arranged order).
    var children: [String: [String]] = [:]
    var constraints: [ConstraintState] = []

    /// The views in the tree, parents before children, children in order.
    var treeOrder: [String] {
        var order: [String] = []
        var pending = ["root"]
        while let name = pending.popLast() {
            order.append(name)
            pending += (children[name] ?? []).reversed()
        }
        return order
    }

    /// A view's properties as the script writes them after its name.
    func properties(of view: ViewState) -> String {
        var words: [String] = []
        if let frame = view.frame { words.append("frame " + frame.map(number).joined(separator: " ")) }
        if view.intrinsic.width != nil || view.intrinsic.height != nil {
            let w = view.intrinsic.width.map(number) ?? "none", h = view.intrinsic.height.map(number) ?? "none"
            words.append("intrinsic \(w) \(h)")
        }
        if view.hug != (250, 250) { words.append("hug \(view.hug.0) \(view.hug.1)") }
        if view.resist != (750, 750) { words.append("resist \(view.resist.0) \(view.resist.1)") }
        if view.insets != [0, 0, 0, 0] { words.append("insets " + view.insets.map(number).joined(separator: " ")) }
        if let baseline = view.baseline { words.append("baseline \(number(baseline))") }
        if let first = view.firstBaseline { words.append("firstBaseline \(number(first))") }
        if view.margins != [8, 8, 8, 8] { words.append("margins " + view.margins.map(number).joined(separator: " ")) }
        if view.hidden { words.append("hidden yes") }
        if let wraps = view.wraps { words.append("wraps text \(wraps.count) \(wraps.width) \(wraps.line)") }
        return words.isEmpty ? "" : " " + words.joined(separator: " ")
    }

    /// The declaration of a view as it stands now.
    func declaration(of view: ViewState) -> String {
        guard let parent = view.parent else { return "view \(view.name)\(properties(of: view))" }
        switch view.kind {
        case .plain:
            var cell = view.cell.map { " cell \($0.row) \($0.column)" } ?? ""
            if let x = view.cellX { cell += " xPlacement \(x)" }
            if let y = view.cellY { cell += " yPlacement \(y)" }
            return "view \(view.name) in \(parent)\(cell)\(properties(of: view))"
        case .stack:
            var words = [
                "stack \(view.name) in \(parent) \(view.axis) distribution \(view.distribution)",
                "alignment \(view.alignment) spacing \(number(view.spacing))",
            ]
            if view.baselineRelative { words.append("baselineRelative") }
            if view.marginsRelative { words.append("marginsRelative") }
            return words.joined(separator: " ") + properties(of: view)
        case .grid:
            return
                "grid \(view.name) in \(parent) rowSpacing \(number(view.rowSpacing)) columnSpacing "
                + "\(number(view.columnSpacing)) xPlacement \(view.xPlacement) yPlacement \(view.yPlacement)"
                + properties(of: view)
        }
    }

    /// The script that declares this state.
    func freshScript() -> String {
        var lines: [String] = []
        if rightToLeft { lines.append("direction rtl") }
        let order = treeOrder
        for name in order { lines.append(declaration(of: views[name]!)) }
        for name in order {
            let view = views[name]!
            for (arranged, spacing) in view.spacingAfter {
                lines.append("set \(name) spacingAfter \(arranged) \(number(spacing))")
            }
            // Rows and columns have no declaration: their settings are set,
            // for those that exist (a view claims a cell in them or after them).
            let (rows, columns) = gridSize(name)
            for (row, placement) in view.rowPlacements.sorted(by: { $0.key < $1.key }) where row < rows {
                lines.append("set \(name) row \(row) yPlacement \(placement)")
            }
            for (column, placement) in view.columnPlacements.sorted(by: { $0.key < $1.key }) where column < columns {
                lines.append("set \(name) column \(column) xPlacement \(placement)")
            }
            for row in view.hiddenRows.sorted() where row < rows { lines.append("set \(name) row \(row) hidden yes") }
            for column in view.hiddenColumns.sorted() where column < columns {
                lines.append("set \(name) column \(column) hidden yes")
            }
        }
        lines += constraints.map(\.line)
        return lines.joined(separator: "\n")
    }

    /// How many rows and columns a grid has: to the last one a view claims.
    func gridSize(_ grid: String) -> (rows: Int, columns: Int) {
        let cells = (children[grid] ?? []).compactMap { views[$0]?.cell }
        return ((cells.map(\.row).max() ?? -1) + 1, (cells.map(\.column).max() ?? -1) + 1)
    }

    /// Whether `name` is `ancestor` or inside it.
    func isInside(_ name: String, _ ancestor: String) -> Bool {
        var current: String? = name
        while let view = current {
            if view == ancestor { return true }
            current = views[view]?.parent
        }
        return false
    }

    /// Takes a view out of its parent's lists (its stack's custom spacing, its grid cell).
    mutating func detach(_ name: String) {
        guard let parent = views[name]?.parent else { return }
        children[parent]?.removeAll { $0 == name }
        views[parent]?.spacingAfter.removeAll { $0.view == name }
        views[name]?.cell = nil
        views[name]?.cellX = nil
        views[name]?.cellY = nil
    }

    /// Removes a view with its subtree and every constraint that mentions one of them.
    mutating func remove(_ name: String) {
        detach(name)
        var pending = [name]
        var gone: Set<String> = []
        while let view = pending.popLast() {
            gone.insert(view)
            pending += children[view] ?? []
            children[view] = nil
            views[view] = nil
        }
        constraints.removeAll { !gone.isDisjoint(with: $0.views) }
    }
}

/// Numbers as the script writes them: whole numbers without a fraction.
func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// Makes a random program: a layout declared by a script, then random steps.
struct MetamorphicGenerator {
    var random: RepeatableRandomNumberGenerator
    var model = MetamorphicModel()
    var steps: [MetamorphicProgram.Step] = []
    var serial = 0

    init(seed: UInt64) { random = RepeatableRandomNumberGenerator(seed: seed) }

    mutating func below(_ bound: Int) -> Int { random.next(below: bound) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
    /// Few distinct numbers, zero often: values that return to where they were hide stale state.
    mutating func size() -> Double { pick([0, 10, 20, 20, 30, 40, 50, 80, 120]) }
    mutating func offset() -> Double { pick([0, 0, 0, 2, 4, 8, -4, 10]) }
    mutating func optionalPriority() -> Int { pick([1, 50, 250, 251, 500, 750, 999]) }

    mutating func emit(_ line: String) { steps.append(.line(line)) }

    /// The layout, then 8 to 40 steps.
    mutating func build() {
        let width = pick([320.0, 400]), height = pick([240.0, 480])
        if chance(15) {
            model.rightToLeft = true
            emit("direction rtl")
        }
        var root = MetamorphicModel.ViewState(name: "root", kind: .plain)
        root.frame = [0, 0, width, height]
        model.views["root"] = root
        model.children["root"] = []
        emit(model.declaration(of: root))
        for _ in 0..<(3 + below(6)) { declareView() }
        for _ in 0..<below(5) { addExtraConstraint() }
        for _ in 0..<(8 + below(33)) {
            if chance(50) { read() }
            change()
        }
        if chance(50) { read() }
    }

    /// Reads some views' frames (all of them a third of the time).
    mutating func read() {
        let names = model.treeOrder
        if chance(33) {
            steps.append(.read(names))
        } else {
            steps.append(.read((0..<(1 + below(3))).map { _ in pick(names) }))
        }
    }

    // MARK: Views

    /// Views that can take subviews of a kind: plain views for reparenting,
    /// any view but a full grid for a declaration.
    func parents(plainOnly: Bool) -> [String] {
        model.treeOrder.filter { name in
            guard let view = model.views[name] else { return false }
            if plainOnly { return view.kind == .plain }
            return view.kind != .grid || freeCells(in: name).count > 0
        }
    }

    /// The free cells of a 3 × 3 grid.
    func freeCells(in grid: String) -> [(row: Int, column: Int)] {
        let taken = (model.children[grid] ?? []).compactMap { model.views[$0]?.cell }
        var free: [(row: Int, column: Int)] = []
        for row in 0..<3 {
            for column in 0..<3 where !taken.contains(where: { $0 == (row, column) }) { free.append((row, column)) }
        }
        return free
    }

    /// Declares a new view in a random parent, with random properties and,
    /// when its parent does not place it, pins that place it.
    mutating func declareView() {
        guard model.views.count < 14 else { return }
        let parent = pick(parents(plainOnly: false))
        let parentKind = model.views[parent]!.kind
        var kind: MetamorphicModel.Kind
        switch below(10) {
        case 0, 1: kind = .stack
        case 2: kind = .grid
        default: kind = .plain
        }
        // A grid places plain views in cells.
        if parentKind == .grid { kind = .plain }
        serial += 1
        let name = (kind == .stack ? "s" : kind == .grid ? "g" : "v") + "\(serial)"
        var view = MetamorphicModel.ViewState(name: name, kind: kind, parent: parent)
        switch kind {
        case .plain:
            let arranged = parentKind != .plain
            if arranged || chance(60) {
                view.intrinsic = (chance(85) ? size() : nil, chance(85) ? size() : nil)
            }
            if chance(10) { view.wraps = (pick([0, 20, 60]), pick([5, 7]), pick([10, 17])) }
        case .stack: randomizeStack(&view)
        case .grid: randomizeGrid(&view)
        }
        if chance(30) { view.hug = (pick([1, 249, 250, 251, 750]), pick([1, 249, 250, 251, 750])) }
        if chance(20) { view.resist = (pick([250, 749, 750, 751, 999]), pick([250, 749, 750, 751, 999])) }
        if chance(20) { view.insets = [offset(), offset(), offset(), offset()] }
        if chance(25) { view.baseline = pick([0, 4, 6, 10]) }
        if chance(20) { view.firstBaseline = pick([0, 8, 12, 20]) }
        if chance(15) { view.margins = [offset(), offset(), offset(), offset()] }
        if parentKind == .stack, chance(15) { view.hidden = true }
        if parentKind == .grid {
            view.cell = pick(freeCells(in: parent))
            if chance(20) { view.cellX = pick(["leading", "center", "trailing", "fill"]) }
            if chance(20) { view.cellY = pick(["top", "center", "bottom", "fill", "firstBaseline", "lastBaseline"]) }
        }
        model.views[name] = view
        model.children[name] = []
        model.children[parent, default: []].append(name)
        emit(model.declaration(of: view))
        if parentKind == .plain { pin(name, in: parent) }
    }

    mutating func randomizeStack(_ view: inout MetamorphicModel.ViewState) {
        view.axis = pick(["horizontal", "vertical"])
        view.distribution = pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        view.alignment = pick([
            "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline",
        ])
        view.spacing = pick([0, 0, 4, 8, 10])
        view.baselineRelative = chance(15)
        view.marginsRelative = chance(15)
    }

    mutating func randomizeGrid(_ view: inout MetamorphicModel.ViewState) {
        view.rowSpacing = pick([0, 6, 10])
        view.columnSpacing = pick([0, 6, 10])
        view.xPlacement = pick(["leading", "center", "trailing", "fill"])
        view.yPlacement = pick(["top", "center", "bottom", "fill", "firstBaseline", "lastBaseline"])
    }

    /// Required pins that place a view in a plain parent, with a width and a
    /// height when it has no intrinsic size on that axis (or at random).
    mutating func pin(_ name: String, in parent: String) {
        let x = pick([
            ("left", "left"), ("leading", "leading"), ("centerX", "centerX"), ("left", "leftMargin"),
            ("leading", "leadingMargin"), ("right", "right"), ("trailing", "trailingMargin"),
        ])
        let y = pick([
            ("top", "top"), ("centerY", "centerY"), ("top", "topMargin"), ("bottom", "bottom"),
            ("firstBaseline", "top"), ("lastBaseline", "bottomMargin"),
        ])
        let sign: Double = ["right", "trailing", "bottom", "lastBaseline"].contains(x.0) ? -1 : 1
        addConstraint(
            label: "\(name)_x", lhs: "\(name).\(x.0)", rhs: "\(parent).\(x.1)", constant: sign * size(), priority: 1000,
            views: [name, parent])
        let ySign: Double = ["bottom", "lastBaseline"].contains(y.0) ? -1 : 1
        addConstraint(
            label: "\(name)_y", lhs: "\(name).\(y.0)", rhs: "\(parent).\(y.1)", constant: ySign * size(),
            priority: 1000, views: [name, parent])
        let view = model.views[name]!
        if view.kind == .plain ? view.intrinsic.width == nil || chance(20) : chance(40) {
            addConstraint(
                label: "\(name)_w", lhs: "\(name).width", rhs: nil, constant: size() + 10, priority: 1000,
                views: [name])
        }
        if view.kind == .plain ? view.intrinsic.height == nil || chance(20) : chance(40) {
            addConstraint(
                label: "\(name)_h", lhs: "\(name).height", rhs: nil, constant: size() + 10, priority: 1000,
                views: [name])
        }
    }

    mutating func addConstraint(
        label: String, lhs: String, relation: String = "==", rhs: String?, constant: Double, priority: Int,
        views: [String]
    ) {
        let constraint = MetamorphicModel.ConstraintState(
            label: label, lhs: lhs, relation: relation, rhs: rhs, constant: constant, priority: priority, views: views)
        model.constraints.append(constraint)
        emit(constraint.line)
    }

    /// A labelled constraint between two views (or one view and a number), at a random priority.
    mutating func addExtraConstraint() {
        let names = model.treeOrder
        let a = pick(names), b = pick(names)
        serial += 1
        let label = "c\(serial)"
        let relation = pick(["==", "<=", ">="])
        let priority = chance(8) ? 1000 : optionalPriority()
        switch below(4) {
        case 0:
            let dimension = pick(["width", "height"])
            let other = pick(["width", "height"])
            let multiplier = pick(["", "", "2 * ", "0.5 * "])
            addConstraint(
                label: label, lhs: "\(a).\(dimension)", relation: relation, rhs: "\(multiplier)\(b).\(other)",
                constant: offset(), priority: priority, views: [a, b])
        case 1:
            addConstraint(
                label: label, lhs: "\(a).\(pick(["width", "height"]))", relation: relation, rhs: nil,
                constant: size(), priority: priority, views: [a])
        case 2:
            let pair = pick([
                ("left", "right"), ("left", "left"), ("centerX", "centerX"), ("leading", "trailing"),
                ("leadingMargin", "leading"), ("rightMargin", "centerXWithinMargins"), ("right", "leftMargin"),
            ])
            addConstraint(
                label: label, lhs: "\(a).\(pair.0)", relation: relation, rhs: "\(b).\(pair.1)", constant: offset(),
                priority: priority, views: [a, b])
        default:
            let pair = pick([
                ("top", "bottom"), ("firstBaseline", "firstBaseline"), ("lastBaseline", "lastBaseline"),
                ("centerY", "centerY"), ("top", "firstBaseline"), ("bottomMargin", "lastBaseline"),
                ("centerYWithinMargins", "top"), ("topMargin", "top"),
            ])
            addConstraint(
                label: label, lhs: "\(a).\(pair.0)", relation: relation, rhs: "\(b).\(pair.1)", constant: offset(),
                priority: priority, views: [a, b])
        }
    }

    // MARK: Changes

    /// One random change of any form.
    mutating func change() {
        let names = model.treeOrder
        let name = pick(names)
        switch below(20) {
        case 0: declareView()
        case 1: addExtraConstraint()
        case 2...3: changeProperty(of: name)
        case 4 where name == "root" || chance(30):
            let width = pick([300.0, 320, 400]), height = pick([240.0, 300, 480])
            model.views["root"]!.frame = [0, 0, width, height]
            emit("set root frame 0 0 \(number(width)) \(number(height))")
        case 5...6 where !model.constraints.isEmpty:
            let index = below(model.constraints.count)
            let constant = pick([0.0, 0, 4, 10, 20, 40, -8])
            model.constraints[index].constant = constant
            emit("set \(model.constraints[index].label) constant \(number(constant))")
        case 7 where !model.constraints.isEmpty:
            let index = below(model.constraints.count)
            let priority = chance(10) ? 1000 : optionalPriority()
            model.constraints[index].priority = priority
            emit("set \(model.constraints[index].label) priority \(priority)")
        case 8 where !model.constraints.isEmpty:
            let index = below(model.constraints.count)
            // Pins go less often: without them most layouts are ambiguous.
            guard !model.constraints[index].label.contains("_") || chance(20) else { return }
            emit("remove \(model.constraints.remove(at: index).label)")
        case 9 where name != "root" && chance(40):
            model.remove(name)
            emit("remove \(name)")
        case 10...11 where model.views[name]!.kind == .stack: changeStack(name)
        case 12 where model.views[name]!.kind == .grid: changeGrid(name)
        case 13 where model.views[name]?.parent.flatMap { model.views[$0]?.kind } == .stack:
            model.views[name]!.hidden.toggle()
            emit("set \(name) hidden \(model.views[name]!.hidden ? "yes" : "no")")
        case 14 where name != "root": reparent(name)
        case 15 where chance(30):
            model.rightToLeft.toggle()
            emit("set direction \(model.rightToLeft ? "rtl" : "ltr")")
        default: changeProperty(of: name)
        }
    }

    /// `set VIEW PROPERTY`, one property at random.
    mutating func changeProperty(of name: String) {
        var view = model.views[name]!
        let text: String
        switch below(9) {
        case 7 where name != "root" && view.kind == .plain:
            view.wraps = (pick([0, 20, 60]), pick([5, 7]), pick([10, 17]))
            text = "wraps text \(view.wraps!.count) \(view.wraps!.width) \(view.wraps!.line)"
        case 0:
            view.intrinsic = (chance(85) ? size() : nil, chance(85) ? size() : nil)
            text =
                "intrinsic \(view.intrinsic.width.map(number) ?? "none") \(view.intrinsic.height.map(number) ?? "none")"
        case 1:
            view.hug = (pick([1, 249, 250, 251, 750, 999]), pick([1, 249, 250, 251, 750, 999]))
            text = "hug \(view.hug.0) \(view.hug.1)"
        case 2:
            view.resist = (pick([250, 749, 750, 751, 999]), pick([250, 749, 750, 751, 999]))
            text = "resist \(view.resist.0) \(view.resist.1)"
        case 3:
            view.insets = chance(30) ? [0, 0, 0, 0] : [offset(), offset(), offset(), offset()]
            text = "insets " + view.insets.map(number).joined(separator: " ")
        case 4:
            view.baseline = chance(30) ? nil : pick([0, 4, 6, 10])
            text = "baseline " + (view.baseline.map(number) ?? "none")
        case 5:
            view.firstBaseline = chance(30) ? nil : pick([0, 8, 12, 20])
            text = "firstBaseline " + (view.firstBaseline.map(number) ?? "none")
        case 6:
            view.margins = chance(30) ? [8, 8, 8, 8] : [offset(), offset(), offset(), offset()]
            text = "margins " + view.margins.map(number).joined(separator: " ")
        default:
            if name == "root" {
                return
            }
            view.intrinsic = (size(), size())
            text = "intrinsic \(number(view.intrinsic.width!)) \(number(view.intrinsic.height!))"
        }
        model.views[name] = view
        emit("set \(name) \(text)")
    }

    mutating func changeStack(_ name: String) {
        var view = model.views[name]!
        let text: String
        switch below(5) {
        case 0:
            view.spacing = pick([0, 4, 8, 10])
            text = "spacing \(number(view.spacing))"
        case 1:
            view.axis = view.axis == "horizontal" ? "vertical" : "horizontal"
            text = "axis \(view.axis)"
        case 2:
            view.distribution = pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
            text = "distribution \(view.distribution)"
        case 3:
            view.alignment = pick([
                "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline",
            ])
            text = "alignment \(view.alignment)"
        default:
            guard let arranged = model.children[name], !arranged.isEmpty else { return }
            let after = pick(arranged), spacing = pick([0.0, 2, 12])
            view.spacingAfter.removeAll { $0.view == after }
            view.spacingAfter.append((after, spacing))
            text = "spacingAfter \(after) \(number(spacing))"
        }
        model.views[name] = view
        emit("set \(name) \(text)")
    }

    mutating func changeGrid(_ name: String) {
        var view = model.views[name]!
        let text: String
        let (rows, columns) = model.gridSize(name)
        let cellViews = (model.children[name] ?? []).filter { model.views[$0]?.cell != nil }
        switch below(9) {
        case 4 where rows > 0:
            let row = below(rows), placement = pick(["top", "center", "bottom", "fill", "firstBaseline", "inherit"])
            view.rowPlacements[row] = placement == "inherit" ? nil : placement
            text = "row \(row) yPlacement \(placement)"
        case 5 where columns > 0:
            let column = below(columns), placement = pick(["leading", "center", "trailing", "fill", "inherit"])
            view.columnPlacements[column] = placement == "inherit" ? nil : placement
            text = "column \(column) xPlacement \(placement)"
        case 6 where rows > 0:
            let row = below(rows)
            let hidden = view.hiddenRows.insert(row).inserted
            if !hidden { view.hiddenRows.remove(row) }
            text = "row \(row) hidden \(hidden ? "yes" : "no")"
        case 7 where columns > 0:
            let column = below(columns)
            let hidden = view.hiddenColumns.insert(column).inserted
            if !hidden { view.hiddenColumns.remove(column) }
            text = "column \(column) hidden \(hidden ? "yes" : "no")"
        case 8 where !cellViews.isEmpty:
            let cellView = pick(cellViews)
            if chance(50) {
                let placement = pick(["leading", "center", "trailing", "fill", "inherit"])
                model.views[cellView]!.cellX = placement == "inherit" ? nil : placement
                text = "cell \(cellView) xPlacement \(placement)"
            } else {
                let placement = pick(["top", "center", "bottom", "fill", "lastBaseline", "inherit"])
                model.views[cellView]!.cellY = placement == "inherit" ? nil : placement
                text = "cell \(cellView) yPlacement \(placement)"
            }
        case 0:
            view.rowSpacing = pick([0, 6, 10])
            text = "rowSpacing \(number(view.rowSpacing))"
        case 1:
            view.columnSpacing = pick([0, 6, 10])
            text = "columnSpacing \(number(view.columnSpacing))"
        case 2:
            view.xPlacement = pick(["leading", "center", "trailing", "fill"])
            text = "xPlacement \(view.xPlacement)"
        default:
            view.yPlacement = pick(["top", "center", "bottom", "fill", "firstBaseline", "lastBaseline"])
            text = "yPlacement \(view.yPlacement)"
        }
        model.views[name] = view
        emit("set \(name) \(text)")
    }

    /// Moves a view (with its subtree) to a plain view outside it, through
    /// the Swift API, and pins it there when its old parent placed it.
    mutating func reparent(_ name: String) {
        let targets = parents(plainOnly: true).filter { !model.isInside($0, name) && $0 != model.views[name]!.parent }
        guard !targets.isEmpty else { return }
        let target = pick(targets)
        let oldParentKind = model.views[model.views[name]!.parent!]!.kind
        model.detach(name)
        model.views[name]!.parent = target
        model.children[target, default: []].append(name)
        steps.append(.reparent(view: name, to: target))
        if oldParentKind != .plain {
            // Its old stack or grid placed it: give it pins of its own, new labels.
            serial += 1
            let x = "\(name)_x\(serial)", y = "\(name)_y\(serial)"
            addConstraint(
                label: x, lhs: "\(name).left", rhs: "\(target).left", constant: size(), priority: 1000,
                views: [name, target])
            addConstraint(
                label: y, lhs: "\(name).top", rhs: "\(target).top", constant: size(), priority: 1000,
                views: [name, target])
        }
    }
}
