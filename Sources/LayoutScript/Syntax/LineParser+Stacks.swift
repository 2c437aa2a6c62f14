import TrellisLayout

/// `stack …` and `set STACK …`.
extension LineParser {
    /// `stack NAME in PARENT [horizontal|vertical] [distribution D] [alignment A] [spacing N]
    /// [baselineRelative] [marginsRelative] [alignmentPriority P] [PROPERTY ...]`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing name or parent, an unknown or repeated option, a bad property.
    mutating func parseStack() throws(ScriptError) -> Statement.Kind {
        advance()
        let name = try parseName("a stack name after 'stack'")
        try expectWord("in", "'in PARENT' after the stack name (a stack needs a parent view)")
        var declaration = StackDeclaration(name: name, parent: try parseName("a parent view name after 'in'"))
        declaration.cell = try parseGridCell()
        var seen: Set<String> = []
        let options = [
            "horizontal", "vertical", "distribution", "alignment", "spacing", "baselineRelative", "marginsRelative",
            "alignmentPriority",
        ]
        while let word = current.identifier, options.contains(word) {
            let key = word == "vertical" ? "horizontal" : word
            guard seen.insert(key).inserted else {
                throw error(
                    key == "horizontal" ? "the stack's axis is given twice" : "option '\(word)' is given twice",
                    at: current)
            }
            advance()
            switch word {
            case "horizontal": declaration.axis = .horizontal
            case "vertical": declaration.axis = .vertical
            case "distribution": declaration.distribution = try parseWord(StackView.Distribution.self, "a distribution")
            case "alignment": declaration.alignment = try parseWord(StackView.Alignment.self, "an alignment")
            case "spacing": declaration.spacing = try parseStackSpacing("the stack's spacing")
            case "baselineRelative": declaration.isBaselineRelative = true
            case "alignmentPriority":
                declaration.alignmentPriority = try parsePriority("a priority after 'alignmentPriority'")
            default: declaration.isMarginsRelative = true
            }
        }
        if let word = current.identifier, !ViewProperty.keywords.contains(word) {
            let hint = didYouMean(word, among: options + ViewProperty.keywords)
            throw error("expected a stack option or a view property, found \(describe(current))\(hint)", at: current)
        }
        declaration.properties = try parseProperties(allowingNone: true)
        return .stack(declaration)
    }

    /// `set STACK spacing N`, `spacingAfter VIEW N`, `axis A`, `distribution D`, `alignment A`,
    /// `marginsRelative yes|no`, `baselineRelative yes|no`, `insert VIEW at N`, `removeArranged VIEW`,
    /// with the stack's name already read and `current` on the change's keyword.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a malformed value.
    mutating func parseStackChange(of stack: Name) throws(ScriptError) -> Statement.Kind {
        let keyword = current.identifier ?? ""
        advance()
        let change: StackChange
        switch keyword {
        case "spacing":
            change = .spacing(try parseStackSpacing("the new spacing"))
        case "spacingAfter":
            let view = try parseName("an arranged view's name after 'spacingAfter'")
            change = .spacingAfter(view: view, try parseStackSpacing("the spacing after '\(view.text)'"))
        case "axis":
            if current.isWord("horizontal") {
                change = .axis(.horizontal)
            } else if current.isWord("vertical") {
                change = .axis(.vertical)
            } else {
                throw expected("'horizontal' or 'vertical' after 'axis'")
            }
            advance()
        case "distribution":
            change = .distribution(try parseWord(StackView.Distribution.self, "a distribution"))
        case "marginsRelative", "baselineRelative":
            guard current.isWord("yes") || current.isWord("no") else {
                throw expected("'yes' or 'no' after '\(keyword)'")
            }
            let on = current.isWord("yes")
            advance()
            change = keyword == "marginsRelative" ? .marginsRelative(on) : .baselineRelative(on)
        case "insert":
            let view = try parseName("a view's name after 'insert'")
            try expectWord("at", "'at INDEX' after '\(view.text)'")
            change = .insert(view: view, at: try parseNumber("the index to insert '\(view.text)' at"))
        case "removeArranged":
            change = .removeArranged(view: try parseName("an arranged view's name after 'removeArranged'"))
        default:
            change = .alignment(try parseWord(StackView.Alignment.self, "an alignment"))
        }
        try expectEnd()
        return .setStack(stack: stack, change)
    }

    private mutating func parseStackSpacing(_ what: String) throws(ScriptError) -> StackSpacing {
        if current.isWord("system") {
            advance()
            return .system
        }
        return .number(try parseNumber(what + " (or 'system')"))
    }
}
