import TrellisLayout
import TrellisSolver

/// The names a script has declared so far, and the errors for names it has not.
///
/// Views, layout guides, vars and metrics share one namespace: a name
/// declares one thing for the whole script, so `a.width` and a bare `a` can
/// never mean two different things. Constraint labels have their own
/// namespace (they are used only after `set`, `remove` and `expect conflict`,
/// where nothing else can stand), and each label is given once.
///
/// Lookups go in declaration order; the scope knows every declaration of the
/// script in advance (`upcoming`), so a name used too early is reported as
/// such rather than as unknown.
struct ScriptScope {
    /// What a name declares.
    enum Entity {
        case view(View)
        case guide(LayoutGuide)
        case variable(Variable)
        case metric(Double)

        /// The word a message uses for it.
        var word: String {
            switch self {
            case .view: return "view"
            case .guide: return "layout guide"
            case .variable: return "var"
            case .metric: return "metric"
            }
        }
    }

    /// A declared name.
    struct Declaration {
        let entity: Entity
        /// Where the name is written in its declaration.
        let location: SourceLocation
    }

    /// A constraint label.
    struct Label {
        let constraint: LayoutConstraint
        /// Where the label is written.
        let location: SourceLocation
        /// The `remove` that took the constraint away, if any.
        var removedAt: SourceLocation?
    }

    private(set) var declarations: [String: Declaration] = [:]
    /// Declared names in declaration order, for deterministic suggestions.
    private(set) var order: [String] = []
    private(set) var labels: [String: Label] = [:]
    /// Labels in declaration order.
    private(set) var labelOrder: [String] = []
    /// Views and guides taken out by `remove` (a view with its subtree), with where.
    private(set) var removedItems: [String: SourceLocation] = [:]
    /// The first declaration of every name and label anywhere in the script.
    let upcoming: [String: SourceLocation]

    /// Creates a scope that knows where each name of a script will be declared.
    ///
    /// - Parameters:
    ///   - script: The whole script.
    init(script: Script) {
        var upcoming: [String: SourceLocation] = [:]
        for statement in script.statements {
            for name in Self.declaredNames(of: statement) where upcoming[name.text] == nil {
                upcoming[name.text] = name.location
            }
        }
        self.upcoming = upcoming
    }

    /// The names (and labels) a statement declares.
    private static func declaredNames(of statement: Statement) -> [Name] {
        switch statement.kind {
        case .metric(let name, _): return [name]
        case .view(let declaration): return [declaration.name]
        case .guide(let name, _), .safeAreaGuide(let name, _): return [name]
        case .variables(let names): return names
        case .constraint(let constraint): return constraint.label.map { [$0] } ?? []
        default: return []
        }
    }

    // MARK: Declaring

    /// Declares a name.
    ///
    /// - Throws: `ScriptError` when the name is already declared.
    mutating func declare(_ name: Name, as entity: Entity) throws(ScriptError) {
        if let previous = declarations[name.text] {
            throw ScriptError(
                "'\(name.text)' is already declared as a \(previous.entity.word) on line \(previous.location.line)",
                at: name.location)
        }
        declarations[name.text] = Declaration(entity: entity, location: name.location)
        order.append(name.text)
    }

    /// Checks that a label is not used yet.
    ///
    /// - Throws: `ScriptError` when the label is already used.
    func checkNewLabel(_ name: Name) throws(ScriptError) {
        if let previous = labels[name.text] {
            throw ScriptError(
                "label '\(name.text)' is already used on line \(previous.location.line)", at: name.location)
        }
    }

    /// Declares a constraint label.
    ///
    /// - Throws: `ScriptError` when the label is already used.
    mutating func declareLabel(_ name: Name, for constraint: LayoutConstraint) throws(ScriptError) {
        try checkNewLabel(name)
        labels[name.text] = Label(constraint: constraint, location: name.location)
        labelOrder.append(name.text)
    }

    /// Records that a labelled constraint was removed.
    mutating func markRemoved(_ name: Name) {
        labels[name.text]?.removedAt = name.location
    }

    /// Records that a view or guide left the layout.
    mutating func markRemovedItem(_ name: String, at location: SourceLocation) {
        removedItems[name] = location
    }

    /// Whether a label was declared (removed or not).
    func hasLabel(_ text: String) -> Bool { labels[text] != nil }

    // MARK: Looking up

    /// The declaration of a name, whatever it is.
    ///
    /// - Parameters:
    ///   - name: The name as written.
    ///   - wanted: What the place expects, for the message (`view`, `var or metric`…).
    ///   - candidates: Which kinds to suggest from.
    /// - Throws: `ScriptError` when it is not declared (yet).
    func lookUp(_ name: Name, wanted: String, suggesting candidates: (Entity) -> Bool) throws(ScriptError)
        -> Entity
    {
        if let declaration = declarations[name.text] {
            if let removed = removedItems[name.text] {
                throw ScriptError("'\(name.text)' was removed on line \(removed.line)", at: name.location)
            }
            return declaration.entity
        }
        throw unknown(
            name, wanted: wanted, among: order.filter { declarations[$0].map { candidates($0.entity) } ?? false })
    }

    /// The error for a name that is not declared at this point.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - wanted: What the place expects.
    ///   - candidates: Names to suggest from.
    /// - Returns: `'x' is used before its declaration on line N`, or `unknown WANTED 'x'` with a suggestion.
    func unknown(_ name: Name, wanted: String, among candidates: [String]) -> ScriptError {
        if let later = upcoming[name.text],
            later.line > name.location.line
                || (later.line == name.location.line && later.column > name.location.column)
        {
            return ScriptError(
                "'\(name.text)' is used before its declaration on line \(later.line)", at: name.location)
        }
        return ScriptError(
            "unknown \(wanted) '\(name.text)'\(didYouMean(name.text, among: candidates))", at: name.location)
    }

    /// The error for a name of the wrong kind.
    func wrongKind(_ name: Name, _ entity: Entity, wanted: String, hint: String = "") -> ScriptError {
        ScriptError("'\(name.text)' is a \(entity.word), not a \(wanted)\(hint)", at: name.location)
    }

    /// A view.
    ///
    /// - Throws: `ScriptError` for an unknown name or one that is not a view.
    func view(_ name: Name) throws(ScriptError) -> View {
        let entity = try lookUp(name, wanted: "view") { if case .view = $0 { true } else { false } }
        guard case .view(let view) = entity else { throw wrongKind(name, entity, wanted: "view") }
        return view
    }

    /// A view or layout guide.
    ///
    /// - Throws: `ScriptError` for an unknown name or one that is neither.
    func item(_ name: Name) throws(ScriptError) -> LayoutItem {
        let entity = try lookUp(name, wanted: "view or guide") { $0.isItem }
        switch entity {
        case .view(let view): return view
        case .guide(let guide): return guide
        default: throw wrongKind(name, entity, wanted: "view or guide", hint: "; it has no attributes")
        }
    }

    /// A var.
    ///
    /// - Throws: `ScriptError` for an unknown name or one that is not a var.
    func variable(_ name: Name) throws(ScriptError) -> Variable {
        let entity = try lookUp(name, wanted: "var") { if case .variable = $0 { true } else { false } }
        guard case .variable(let variable) = entity else {
            let hint = entity.isItem ? "; name one of its attributes, such as '\(name.text).width'" : ""
            throw wrongKind(name, entity, wanted: "var", hint: hint)
        }
        return variable
    }

    /// The value of a metric, if `text` names one declared so far.
    func metricValue(_ text: String) -> Double? {
        if case .metric(let value)? = declarations[text]?.entity { return value }
        return nil
    }

    /// A number: a literal, or a metric's value.
    ///
    /// - Throws: `ScriptError` for an unknown metric or a name that is not a metric.
    func number(_ number: ScriptNumber) throws(ScriptError) -> Double {
        switch number {
        case .literal(let value, _):
            return value
        case .metric(let name):
            let entity = try lookUp(name, wanted: "metric") { if case .metric = $0 { true } else { false } }
            guard case .metric(let value) = entity else { throw wrongKind(name, entity, wanted: "metric") }
            return value
        }
    }

    /// A priority: a literal (checked by the parser) or a metric, which must be a whole number in 1…1000.
    ///
    /// - Throws: `ScriptError` for an unknown metric or a value outside 1…1000 or not whole.
    func priority(_ number: ScriptNumber) throws(ScriptError) -> Priority {
        let value = try self.number(number)
        let via = number.literalValue == nil ? " (metric '\(number)')" : ""
        guard (1...1000).contains(value) else {
            throw ScriptError("priority \(formatNumber(value))\(via) is outside 1…1000", at: number.location)
        }
        guard isWholeNumber(value) else {
            throw ScriptError("priority \(formatNumber(value))\(via) is not a whole number", at: number.location)
        }
        return Priority(Float(value))
    }

    /// A labelled constraint that is still in the layout.
    ///
    /// - Throws: `ScriptError` for an unknown or removed label, or a name that is a view or var.
    func constraint(_ name: Name) throws(ScriptError) -> LayoutConstraint {
        guard let label = labels[name.text] else {
            if let declaration = declarations[name.text] {
                throw wrongKind(name, declaration.entity, wanted: "constraint label")
            }
            throw unknown(name, wanted: "constraint label", among: labelOrder)
        }
        if let removed = label.removedAt {
            throw ScriptError(
                "constraint '\(name.text)' was removed on line \(removed.line)", at: name.location)
        }
        return label.constraint
    }

    /// Every declared name of a kind, in declaration order.
    func names(where include: (Entity) -> Bool) -> [String] {
        order.filter { declarations[$0].map { include($0.entity) } ?? false }
    }
}

extension ScriptScope.Entity {
    /// Whether it is a view or a layout guide.
    var isItem: Bool {
        switch self {
        case .view, .guide: return true
        default: return false
        }
    }
}
