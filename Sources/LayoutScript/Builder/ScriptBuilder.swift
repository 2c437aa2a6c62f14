import TrellisLayout
import TrellisSolver

/// Walks a parsed script top to bottom and drives a `LayoutEngine` with it.
///
/// One builder runs one script once. Each statement acts on the engine at
/// once, as the Layout module's statement table says (`Docs/Layout.md`);
/// the engine solves incrementally and lays out lazily, so an `expect` line
/// sees the layout as of its own line. Meaning errors (unknown names, a
/// negative size, a non-linear expression…) throw a `ScriptError` at the
/// offending place, and the caller discards everything built so far.
final class ScriptBuilder {
    let script: Script
    let engine = LayoutEngine()
    var scope: ScriptScope
    /// Where the first view is declared; settings may not come after it.
    var firstView: SourceLocation?
    /// Views and guides in declaration order, with where each is declared (its statement).
    var items: [(item: LayoutItem, location: SourceLocation)] = []
    /// Vars in declaration order, with where each name is written.
    var variables: [(variable: Variable, name: String, location: SourceLocation)] = []
    /// Views given `baseline` or `firstBaseline`, which the report gives baselines.
    var viewsWithBaselines: Set<ObjectIdentifier> = []
    /// Views whose last baseline the script gave (`baseline D`, not `none`).
    var viewsWithLastBaseline: Set<ObjectIdentifier> = []
    /// How diagnostics name each constraint the script made, and where it is declared.
    var references: [ObjectIdentifier: (constraint: LayoutConstraint, reference: LayoutReport.ConstraintReference)] =
        [:]
    /// The result of every `expect` line so far.
    var expectations: [LayoutReport.ExpectationResult] = []
    /// Whether an `expect` line says what the script's ambiguity should be
    /// (`expect layout …`, `expect VIEW ambiguous|unambiguous`), and whether
    /// one says what its conflicts should be (`expect conflict …`, `expect
    /// satisfiable`): then the report's implicit layout check on that count
    /// is left to them.
    var expectsAmbiguity = false
    var expectsConflicts = false

    /// Creates a builder for a script.
    ///
    /// - Parameters:
    ///   - script: The parsed script.
    init(script: Script) {
        self.script = script
        scope = ScriptScope(script: script)
    }

    /// Runs every statement in order.
    ///
    /// - Throws: `ScriptError` at the first statement that means nothing.
    func run() throws(ScriptError) {
        for statement in script.statements {
            let overflows = engine.overflowedConstraints.count
            try perform(statement)
            if engine.overflowedConstraints.count > overflows {
                throw ScriptError(
                    "the numbers of this line are too large to solve (they overflow a Double)", at: statement.location)
            }
        }
        try checkAllowances()
    }

    /// Runs one statement.
    ///
    /// - Parameters:
    ///   - statement: The statement.
    /// - Throws: `ScriptError` when it refers to unknown names or asks for something impossible.
    func perform(_ statement: Statement) throws(ScriptError) {
        switch statement.kind {
        case .direction(let direction):
            try checkBeforeFirstView("direction", statement, hint: "; use 'set direction' to change it later")
            engine.layoutDirection = direction
        case .coordinates(let system):
            try checkBeforeFirstView("coordinates", statement)
            engine.coordinateSystem = system
        case .metric(let name, let number):
            let value = try scope.number(number)
            try scope.declare(name, as: .metric(value))
        case .view(let declaration):
            try declareView(declaration, statement)
        case .guide(let name, let parent):
            try declareGuide(name, in: parent, statement)
        case .safeAreaGuide(let name, let view):
            try declareSafeAreaGuide(name, of: view, statement)
        case .stack(let declaration):
            try declareStack(declaration, statement)
        case .grid(let declaration):
            try declareGrid(declaration, statement)
        case .setStack(let name, let change):
            try changeStack(name, change)
        case .setGrid(let name, let change):
            try changeGrid(name, change)
        case .variables(let names):
            try declareVariables(names)
        case .constraint(let constraint):
            try addConstraint(constraint, statement)
        case .visualFormat(let line):
            try addVisualFormat(line, statement)
        case .edit(let target, let priority):
            try beginEditing(target, priority: priority)
        case .suggest(let target, let value):
            try suggest(value, for: target)
        case .endEdit(let target):
            try endEditing(target)
        case .setProperties(let name, let properties):
            let view = try scope.view(name)
            try apply(properties, to: view, statement)
        case .setConstant(let label, let number):
            let constraint = try scope.constraint(label)
            constraint.constant = try scope.number(number)
        case .setPriority(let label, let number):
            let constraint = try scope.constraint(label)
            constraint.priority = try scope.priority(number)
        case .setDirection(let direction):
            engine.layoutDirection = direction
        case .remove(let name):
            try remove(name)
        case .expect(let expectation):
            switch expectation.kind {
            case .viewAmbiguity, .layoutAmbiguity: expectsAmbiguity = true
            case .conflict, .satisfiable, .broken: expectsConflicts = true
            case .frame, .alignmentRect, .value, .bound, .inside, .disjoint, .fittingSize: break
            }
            expectations.append(try evaluate(expectation, statement))
        }
    }

    /// Refuses a setting once a view exists.
    ///
    /// - Throws: `ScriptError` at the statement when a view was declared before it.
    private func checkBeforeFirstView(_ keyword: String, _ statement: Statement, hint: String = "")
        throws(ScriptError)
    {
        guard let firstView else { return }
        throw ScriptError(
            "'\(keyword)' must come before the first view (declared on line \(firstView.line))\(hint)",
            at: statement.location)
    }

    // MARK: Naming constraints

    /// Records how diagnostics name a constraint and where it is declared.
    func register(_ constraint: LayoutConstraint, name: String, at location: SourceLocation) {
        references[ObjectIdentifier(constraint)] = (
            constraint, LayoutReport.ConstraintReference(name: name, location: location)
        )
    }

    /// How diagnostics name a constraint: as the script made it, or by its
    /// identifier (content-size constraints) at its first item's declaration.
    func reference(to constraint: LayoutConstraint) -> LayoutReport.ConstraintReference {
        if let known = references[ObjectIdentifier(constraint)] { return known.reference }
        let name = constraint.identifier.isEmpty ? constraint.description : constraint.identifier
        let item = constraint.items.first
        let location =
            items.first { $0.item === item }?.location ?? script.statements.first?.location
            ?? SourceLocation(file: script.file, line: 1, column: 1)
        return LayoutReport.ConstraintReference(name: name, location: location)
    }
}
