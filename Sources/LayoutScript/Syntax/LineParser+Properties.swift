import TrellisSolver

extension LineParser {
    /// Parses view properties up to the end of the line, each at most once.
    ///
    /// - Parameters:
    ///   - allowingNone: Whether an empty list is fine (`view`) or not (`set`).
    /// - Returns: The properties in the order written.
    /// - Throws: `ScriptError` for an unknown, malformed or repeated property.
    mutating func parseProperties(allowingNone: Bool) throws(ScriptError) -> [ViewProperty] {
        var properties: [ViewProperty] = []
        while current.kind != .end {
            let keywordToken = current
            guard let word = current.identifier, ViewProperty.keywords.contains(word) else {
                if current.isWord("in") {
                    throw error("'in PARENT' must come right after the view name", at: current)
                }
                let hint = current.identifier.map { didYouMean($0, among: ViewProperty.keywords) } ?? ""
                throw error(
                    "expected a view property (\(ViewProperty.keywords.joined(separator: ", "))), "
                        + "found \(describe(current))\(hint)", at: current)
            }
            if properties.contains(where: { $0.keyword == word }) {
                throw error("property '\(word)' is given twice", at: keywordToken)
            }
            advance()
            properties.append(try parseProperty(word))
        }
        if properties.isEmpty, !allowingNone { throw expected("a view property") }
        return properties
    }

    /// Parses the numbers of one property after its keyword.
    ///
    /// - Parameters:
    ///   - keyword: The property's keyword, already consumed.
    /// - Returns: The property.
    /// - Throws: `ScriptError` for a missing or malformed number or priority.
    private mutating func parseProperty(_ keyword: String) throws(ScriptError) -> ViewProperty {
        switch keyword {
        case "frame":
            return .frame(
                x: try parseNumber("the frame's x"), y: try parseNumber("the frame's y"),
                width: try parseNumber("the frame's width"), height: try parseNumber("the frame's height"))
        case "intrinsic":
            return .intrinsic(
                width: try parseIntrinsic("the intrinsic width"), height: try parseIntrinsic("the intrinsic height"))
        case "hug":
            return .hugging(
                horizontal: try parsePriority("the horizontal hugging priority"),
                vertical: try parsePriority("the vertical hugging priority"))
        case "resist":
            return .compressionResistance(
                horizontal: try parsePriority("the horizontal compression resistance"),
                vertical: try parsePriority("the vertical compression resistance"))
        case "insets":
            return .alignmentInsets(
                top: try parseNumber("the top inset"), left: try parseNumber("the left inset"),
                bottom: try parseNumber("the bottom inset"), right: try parseNumber("the right inset"))
        case "baseline":
            return .baseline(try parseIntrinsic("the baseline offset"))
        case "firstBaseline":
            return .firstBaseline(try parseIntrinsic("the first baseline offset"))
        case "wraps":
            return .wraps(try parseWrapping())
        case "safeArea":
            return .safeArea(
                top: try parseNumber("the top safe-area inset"), left: try parseNumber("the left safe-area inset"),
                bottom: try parseNumber("the bottom safe-area inset"),
                right: try parseNumber("the right safe-area inset"))
        case "hidden":
            guard current.isWord("yes") || current.isWord("no") else { throw expected("'yes' or 'no' after 'hidden'") }
            defer { advance() }
            return .hidden(current.isWord("yes"))
        default:
            return .margins(
                top: try parseNumber("the top margin"), left: try parseNumber("the left margin"),
                bottom: try parseNumber("the bottom margin"), right: try parseNumber("the right margin"))
        }
    }

    /// `text CHARACTERS CHARACTER_WIDTH LINE_HEIGHT`, `steps WIDTH HEIGHT [WIDTH HEIGHT ...]` or `none` after `wraps`.
    ///
    /// - Returns: The content, or `nil` for `none`.
    /// - Throws: `ScriptError` for another word, a missing number, or step widths that do not rise.
    private mutating func parseWrapping() throws(ScriptError) -> WrappingContent? {
        if current.isWord("none") {
            advance()
            return nil
        }
        if current.isWord("text") {
            advance()
            return .text(
                characters: try parseNumber("the number of characters"),
                characterWidth: try parseNumber("the width of a character"),
                lineHeight: try parseNumber("the height of a line"))
        }
        guard current.isWord("steps") else { throw expected("'text', 'steps' or 'none' after 'wraps'") }
        advance()
        var steps: [WrappingContent.Step] = []
        repeat {
            let widthToken = current
            let width = try parseNumber("a step's width")
            let height = try parseNumber("the height at width \(describe(widthToken))")
            if let previous = steps.last?.width.literalValue, let value = width.literalValue, value <= previous {
                let message = "step widths must rise: \(formatNumber(value)) is not above \(formatNumber(previous))"
                throw error(message, at: widthToken)
            }
            steps.append(WrappingContent.Step(width: width, height: height))
        } while current.kind != .end && !(current.identifier.map(ViewProperty.keywords.contains) ?? false)
        return .steps(steps)
    }

    /// An intrinsic size on one axis: a number, a metric, or `none`.
    ///
    /// - Parameters:
    ///   - what: Which axis, for the error.
    /// - Returns: The size, or `nil` for `none`.
    /// - Throws: `ScriptError` when there is no number or `none`.
    private mutating func parseIntrinsic(_ what: String) throws(ScriptError) -> ScriptNumber? {
        if current.isWord("none") {
            advance()
            return nil
        }
        return try parseNumber(what + " (or 'none')")
    }
}
