import TrellisLayout

/// Visual Format Language lines, through `LayoutEngine.constraints(withVisualFormat:…)`.
extension ScriptBuilder {
    /// Builds and activates the constraints of one VFL line.
    ///
    /// The views dictionary holds every view and guide declared so far, the
    /// metrics dictionary every `let` so far; the superview `|` is the common
    /// parent of the line's views. All constraints of the line are named
    /// `line N: TEXT` in diagnostics.
    ///
    /// - Throws: `ScriptError` at the offending byte of the format for a VFL
    ///   error, an unknown view or metric; at the format for views without a
    ///   common parent.
    func addVisualFormat(_ line: VisualFormatStatement, _ statement: Statement) throws(ScriptError) {
        var options: VisualFormatOptions = []
        for alignment in line.alignments {
            guard let option = VisualFormatOptions.alignAll(alignment.attribute) else {
                throw ScriptError("cannot align on '\(alignment.attribute.rawValue)'", at: alignment.location)
            }
            options.insert(option)
        }
        if let direction = line.direction { options.insert(direction.option) }
        var views: [String: LayoutItem] = [:]
        var metrics: [String: Double] = [:]
        for (name, declaration) in scope.declarations where scope.removedItems[name] == nil {
            switch declaration.entity {
            case .view(let view): views[name] = view
            case .guide(let guide): views[name] = guide
            case .metric(let value): metrics[name] = value
            case .variable: break
            }
        }
        let constraints: [LayoutConstraint]
        do {
            constraints = try engine.constraints(
                withVisualFormat: line.format, options: options, metrics: metrics, views: views)
        } catch {
            throw visualFormatError(error, line)
        }
        if let label = line.label {
            // Each constraint its own label, LABEL.1, LABEL.2, … in the order the format writes them.
            for (index, constraint) in constraints.enumerated() {
                let name = Name("\(label.text).\(index + 1)", at: label.location)
                try scope.declareLabel(name, for: constraint)
                constraint.identifier = name.text
                constraint.sourceLocation = nil
                register(constraint, name: name.text, at: statement.location)
            }
            engine.activate(constraints, location: nil)
            return
        }
        // One name for the line, shared (a String is copied by reference): a
        // line of 10,000 predicates makes 10,000 constraints, and none of
        // them may hold its own copy of the whole line.
        let name = statement.diagnosticName
        for constraint in constraints {
            constraint.identifier = name
            constraint.sourceLocation = nil  // located by the script's line, not by Swift source
            register(constraint, name: name, at: statement.location)
        }
        engine.activate(constraints, location: nil)
    }

    /// A Layout error about a format, located in the script.
    private func visualFormatError(_ error: LayoutError, _ line: VisualFormatStatement) -> ScriptError {
        switch error {
        case .visualFormat(let error):
            if case .unknownMetric(let name) = error.kind {
                let location = location(ofColumn: error.column, in: line)
                return scope.unknown(
                    Name(name, at: location), wanted: "metric",
                    among: scope.names { if case .metric = $0 { true } else { false } })
            }
            return ScriptError(
                error.message, at: location(ofColumn: error.column, in: line), underlying: .visualFormat(error))
        case .unknownView(let name, let column):
            let location = location(ofColumn: column, in: line)
            if let removed = scope.removedItems[name] {
                return ScriptError("'\(name)' was removed on line \(removed.line)", at: location)
            }
            if let declaration = scope.declarations[name] {
                return ScriptError(
                    "'\(name)' is a \(declaration.entity.word), not a view or guide", at: location)
            }
            return scope.unknown(Name(name, at: location), wanted: "view or guide", among: scope.names(where: \.isItem))
        case .noCommonSuperview:
            return ScriptError(
                "the views of this line have no common parent for '|'", at: line.formatLocation, underlying: error)
        default:
            return ScriptError(error, at: line.formatLocation)
        }
    }

    /// The script location of a 1-based column counted in `Character`s of the format.
    private func location(ofColumn column: Int, in line: VisualFormatStatement) -> SourceLocation {
        let characters = max(0, min(column - 1, line.format.count))
        return line.location(ofOffset: line.format.prefix(characters).utf8.count)
    }
}
