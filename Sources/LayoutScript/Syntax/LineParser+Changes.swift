import TrellisLayout

extension LineParser {
    /// `edit TARGET [@PRIORITY]`; the priority may not be required.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing target, a bad or required priority.
    mutating func parseEdit() throws(ScriptError) -> Statement.Kind {
        advance()
        let target = try parseReference("a var or VIEW.ATTRIBUTE after 'edit'")
        let priorityToken = next
        let priority = try parseOptionalPriority()
        if priority?.literalValue == 1000 {
            throw error("an edit cannot be required; give a priority below 1000", at: priorityToken)
        }
        try expectEnd()
        return .edit(target, priority: priority)
    }

    /// `suggest TARGET VALUE`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing target or value.
    mutating func parseSuggest() throws(ScriptError) -> Statement.Kind {
        advance()
        let target = try parseReference("a var or VIEW.ATTRIBUTE after 'suggest'")
        let value = try parseNumber("the suggested value")
        try expectEnd()
        return .suggest(target, value: value)
    }

    /// A name, or a labelled Visual Format line's constraint: `LABEL.N` (N a whole number from 1).
    ///
    /// - Parameters:
    ///   - what: What was expected, for the error.
    /// - Returns: The name, `.N` included.
    /// - Throws: `ScriptError` for a missing name or a number that is not whole and positive.
    mutating func parseLabel(_ what: String) throws(ScriptError) -> Name {
        let name = try parseName(what)
        guard current.isSymbol(.dot), case .number = next.kind else { return name }
        return try finishLabel(name)
    }

    /// `.N` after a label already consumed: the Nth constraint of a labelled Visual Format line.
    ///
    /// - Parameters:
    ///   - name: The label.
    /// - Returns: `LABEL.N`.
    /// - Throws: `ScriptError` at the number when it is not a whole number from 1.
    mutating func finishLabel(_ name: Name) throws(ScriptError) -> Name {
        var name = name
        advance()
        let numberToken = advance()
        guard case .number(let value) = numberToken.kind, value >= 1, value == value.rounded(), value <= 1_000_000
        else {
            throw error(
                "a Visual Format line's constraints are numbered from 1 (LABEL.1, LABEL.2, …)", at: numberToken)
        }
        name.text += ".\(Int(value))"
        return name
    }

    /// `end edit TARGET`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing target or trailing tokens.
    mutating func parseEndEdit() throws(ScriptError) -> Statement.Kind {
        advance()
        advance()
        let target = try parseReference("a var or VIEW.ATTRIBUTE after 'end edit'")
        try expectEnd()
        return .endEdit(target)
    }

    /// `set direction ltr|rtl`, `set VIEW PROPERTY ...`, `set LABEL constant N` or `set LABEL priority P`.
    ///
    /// `set direction` is the direction change only when followed by `ltr` or
    /// `rtl`; otherwise `direction` is a view or label name like any other.
    /// What follows the name decides between a view and a constraint.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` when nothing valid follows.
    mutating func parseSet() throws(ScriptError) -> Statement.Kind {
        advance()
        if current.isWord("direction"), let word = next.identifier, LayoutDirection(rawValue: word) != nil {
            advance()
            let direction = try parseLayoutDirection(after: "set direction")
            try expectEnd()
            return .setDirection(direction)
        }
        let name = try parseLabel("a view or constraint label after 'set'")
        switch current.identifier {
        case "constant":
            advance()
            let value = try parseNumber("the new constant")
            try expectEnd()
            return .setConstant(label: name, value)
        case "priority":
            advance()
            let value = try parsePriority("the new priority")
            try expectEnd()
            return .setPriority(label: name, value)
        case let word? where ViewProperty.keywords.contains(word):
            return .setProperties(view: name, try parseProperties(allowingNone: false))
        case let word? where StackChange.keywords.contains(word):
            return try parseStackChange(of: name)
        case let word? where GridChange.keywords.contains(word):
            return try parseGridChange(of: name)
        default:
            let words = ["constant", "priority"] + ViewProperty.keywords + StackChange.keywords + GridChange.keywords
            let hint = current.identifier.map { didYouMean($0, among: words) } ?? ""
            throw error(
                "expected a view property, 'constant' or 'priority' after '\(name.text)', "
                    + "found \(describe(current))\(hint)", at: current)
        }
    }

    /// `remove LABEL`, `remove VIEW` or `remove GUIDE`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing name or trailing tokens.
    mutating func parseRemove() throws(ScriptError) -> Statement.Kind {
        advance()
        let label = try parseLabel("a constraint label, view or guide after 'remove'")
        try expectEnd()
        return .remove(label: label)
    }
}
