import TrellisLayout
import TrellisSolver

/// `expect …`: comparing the layout as of the line with what the script says.
extension ScriptBuilder {
    /// Evaluates one expectation against the layout as it is now (laying out first if needed).
    ///
    /// - Returns: Whether it held, with `expected …` and `got …` texts.
    /// - Throws: `ScriptError` for an unknown name, a name of the wrong kind,
    ///   an unknown constraint in `expect conflict` or a negative tolerance metric.
    func evaluate(_ expectation: ScriptExpectation, _ statement: Statement) throws(ScriptError)
        -> LayoutReport.ExpectationResult
    {
        var tolerance = ScriptExpectation.defaultTolerance
        var within = ""
        if let written = expectation.tolerance {
            tolerance = try scope.number(written)
            guard tolerance >= 0 else {
                throw ScriptError(
                    "tolerance must not be negative, got \(formatNumber(tolerance)) (metric '\(written)')",
                    at: written.location)
            }
            within = " within \(ReportNumber.text(tolerance))"
        }
        let outcome = try outcome(of: expectation.kind, tolerance: tolerance)
        return LayoutReport.ExpectationResult(
            location: statement.location, text: statement.text, passed: outcome.passed,
            expected: outcome.expected + within, got: outcome.got)
    }

    /// Whether an expectation holds, and the texts that say so.
    private func outcome(of kind: ScriptExpectation.Kind, tolerance: Double) throws(ScriptError)
        -> (passed: Bool, expected: String, got: String)
    {
        switch kind {
        case .frame(let name, let rectangle):
            let item = try scope.item(name)
            return try compare(engine.frame(of: item), with: rectangle, "\(name.text).frame", tolerance)
        case .alignmentRect(let name, let rectangle):
            let item = try scope.item(name)
            return try compare(engine.alignmentRect(of: item), with: rectangle, "\(name.text).alignmentRect", tolerance)
        case .value(let reference, let number):
            let wanted = try scope.number(number)
            let actual = try value(of: reference)
            return (
                abs(actual - wanted) <= tolerance, "\(reference) == \(ReportNumber.text(wanted))",
                "\(reference) == \(ReportNumber.text(actual))"
            )
        case .viewAmbiguity(let name, let ambiguous):
            let got = try ambiguityText(of: name)
            return (got.ambiguous == ambiguous, "\(name.text) \(ambiguous ? "ambiguous" : "unambiguous")", got.text)
        case .layoutAmbiguity(let ambiguous):
            let result = engine.ambiguousLayout()
            let names = result.items.map(\.name) + result.variables.map(\.name)
            let got = names.isEmpty ? "layout unambiguous" : "layout ambiguous (\(names.joined(separator: ", ")))"
            return (names.isEmpty != ambiguous, "layout \(ambiguous ? "ambiguous" : "unambiguous")", got)
        case .conflict(let names):
            for name in names { try checkConstraintName(name) }
            let wanted = Set(names.map(\.text))
            let passed = conflictNameSets().contains { Set($0) == wanted }
            return (passed, "conflict " + names.map(\.text).joined(separator: " "), conflictsText())
        case .satisfiable:
            return (engine.conflicts.isEmpty, "satisfiable", engine.conflicts.isEmpty ? "satisfiable" : conflictsText())
        case .bound(let reference, let bound):
            return try outcome(of: reference, bound, tolerance: tolerance)
        case .inside(let name, let container):
            return try outcome(of: name, inside: container, tolerance: tolerance)
        case .disjoint(let names):
            return try outcomeOfDisjoint(names, tolerance: tolerance)
        case .fittingSize(let name, let fitting, let width, let height):
            return try outcomeOfFittingSize(name, fitting, width, height, tolerance: tolerance)
        case .broken(let name):
            try checkConstraintName(name)
            let broken = engine.conflicts.map { reference(to: $0.broken).name }
            let got =
                broken.isEmpty ? "no constraint broken" : "broke " + broken.map { "'\($0)'" }.joined(separator: ", ")
            return (broken.contains(name.text), "broken '\(name.text)'", got)
        }
    }

    /// Compares a rectangle with `X Y W H` as written.
    private func compare(
        _ actual: Rect, with rectangle: ScriptExpectation.Rectangle, _ subject: String, _ tolerance: Double
    ) throws(ScriptError) -> (passed: Bool, expected: String, got: String) {
        let wanted = Rect(
            x: try scope.number(rectangle.x), y: try scope.number(rectangle.y),
            width: try scope.number(rectangle.width),
            height: try scope.number(rectangle.height))
        let got = actual
        return (
            got.isClose(to: wanted, tolerance: tolerance), "\(subject) == \(ReportNumber.text(wanted))",
            "\(subject) == \(ReportNumber.text(got))"
        )
    }

    /// Whether a view, guide or var is ambiguous now, and `NAME ambiguous (x, width)` or `NAME unambiguous`.
    private func ambiguityText(of name: Name) throws(ScriptError) -> (ambiguous: Bool, text: String) {
        let entity = try scope.lookUp(name, wanted: "view, guide or var") {
            if case .metric = $0 { false } else { true }
        }
        switch entity {
        case .view(let item as LayoutItem), .guide(let item as LayoutItem):
            let ambiguity = engine.ambiguity(of: item)
            return ambiguity.isAmbiguous
                ? (true, "\(name.text) ambiguous (\(ambiguity))") : (false, "\(name.text) unambiguous")
        case .variable(let variable):
            let ambiguous = engine.isAmbiguous(variable)
            return (ambiguous, "\(name.text) \(ambiguous ? "ambiguous" : "unambiguous")")
        case .metric:
            throw scope.wrongKind(name, entity, wanted: "view, guide or var")
        }
    }

    /// The names of each conflict's members so far, each once
    /// (`LayoutReport.Conflict.members`).
    private func conflictNameSets() -> [[String]] {
        reportedConflicts().map { $0.members.map(\.reference.name) }
    }

    /// `no conflict`, or `conflict A B` (`conflicts A B; C D` for several); names with blanks quoted.
    private func conflictsText() -> String {
        let sets = conflictNameSets()
        guard !sets.isEmpty else { return "no conflict" }
        let texts = sets.map { names in names.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ") }
        return (sets.count == 1 ? "conflict " : "conflicts ") + texts.joined(separator: "; ")
    }

    /// Checks that a name in `expect conflict` names a constraint declared so far.
    ///
    /// Accepted: labels, and for each view `VIEW.frame.x|y|width|height`,
    /// `VIEW.hugging.horizontal|vertical` and `VIEW.compressionResistance.horizontal|vertical`.
    ///
    /// - Throws: `ScriptError` for anything else, with a suggestion.
    func checkConstraintName(_ name: Name) throws(ScriptError) {
        if scope.hasLabel(name.text) { return }
        let parts = name.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 3, case .view? = scope.declarations[parts[0]]?.entity,
            Self.systemConstraintSuffixes.contains("\(parts[1]).\(parts[2])")
        {
            return
        }
        // A constraint a stack or grid made: `STACK.UISV-…`, `GRID.NSGrid-…`, `STACK.Trellis-…`.
        if parts.count >= 2, case .view(let container)? = scope.declarations[parts[0]]?.entity,
            container is StackView || container is GridView,
            Self.containerConstraintPrefixes.contains(where: { parts[1].hasPrefix($0) })
        {
            return
        }
        var candidates = scope.labelOrder
        for view in scope.names(where: { if case .view = $0 { true } else { false } }) {
            candidates += Self.systemConstraintSuffixes.map { "\(view).\($0)" }
        }
        throw scope.unknown(name, wanted: "constraint", among: candidates)
    }

    /// How the names of the constraints stacks and grids make begin, after `CONTAINER.`.
    static let containerConstraintPrefixes = ["UISV-", "NSGrid-", "Trellis-"]

    /// The constraints the engine makes for a view, as `expect conflict` names them after `VIEW.`.
    static let systemConstraintSuffixes = [
        "frame.x", "frame.y", "frame.width", "frame.height", "hugging.horizontal", "hugging.vertical",
        "compressionResistance.horizontal", "compressionResistance.vertical",
    ]
}
