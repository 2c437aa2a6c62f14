import TrellisLayout
import TrellisSolver

extension LineParser {
    /// Every `expect` form, optionally ending `within T`.
    ///
    /// The first word decides: `conflict` is always the conflict form and
    /// `layout` (before `ambiguous`/`unambiguous`) the whole layout, so views
    /// cannot be tested under those two names; `satisfiable` alone is the
    /// satisfiability form.
    ///
    /// - Returns: The expectation.
    /// - Throws: `ScriptError` when the line matches no form.
    mutating func parseExpectation() throws(ScriptError) -> ScriptExpectation {
        advance()
        let kind: ScriptExpectation.Kind
        if current.isWord("conflict") {
            advance()
            var names = [try parseDottedName("a constraint label after 'conflict'")]
            while current.identifier != nil, !current.isWord("within") {
                names.append(try parseDottedName("a constraint label"))
            }
            kind = .conflict(names)
        } else if current.isWord("satisfiable"), !isAmbiguityWord(next) {
            advance()
            kind = .satisfiable
        } else if current.isWord("layout"), isAmbiguityWord(next) {
            advance()
            kind = .layoutAmbiguity(ambiguous: advance().isWord("ambiguous"))
        } else if current.isWord("broken"), let word = next.identifier,
            !["ambiguous", "unambiguous", "inside", "between"].contains(word)
        {
            advance()
            kind = .broken(try parseDottedName("a constraint label after 'broken'"))
        } else {
            let subject = try parseName("a view, a var, 'layout', 'conflict' or 'satisfiable' after 'expect'")
            if isAmbiguityWord(current) {
                kind = .viewAmbiguity(subject, ambiguous: advance().isWord("ambiguous"))
            } else if current.isWord("inside") {
                advance()
                kind = .inside(subject, container: try parseName("a view or guide after 'inside'"))
            } else if current.isSymbol(.comma) {
                var names = [subject]
                while current.isSymbol(.comma) {
                    advance()
                    names.append(try parseName("a view or guide after ','"))
                }
                try expectWord("disjoint", "'disjoint' after the views")
                kind = .disjoint(names)
            } else {
                kind = try parseValueExpectation(subject)
            }
        }
        var tolerance: ScriptNumber?
        if current.isWord("within") {
            advance()
            let start = current
            let value = try parseNumber("the tolerance after 'within'")
            if let literal = value.literalValue, literal < 0 {
                throw error("tolerance must not be negative", at: start)
            }
            tolerance = value
        }
        try expectEnd()
        return ScriptExpectation(kind, tolerance: tolerance)
    }

    /// `.frame == X Y W H`, `.alignmentRect == X Y W H`, `.ATTRIBUTE == N` or `== N` after the subject.
    ///
    /// - Parameters:
    ///   - subject: The view or var name, already consumed.
    /// - Returns: The expectation's kind.
    /// - Throws: `ScriptError` for an unknown attribute, a relation other than `==`, or missing numbers.
    private mutating func parseValueExpectation(_ subject: Name) throws(ScriptError) -> ScriptExpectation.Kind {
        var rectangleKind: String?
        var attribute: LayoutAttribute?
        if current.isSymbol(.dot) {
            advance()
            if current.isWord("fittingSize") {
                advance()
                return try parseFittingSize(subject)
            }
            if current.isWord("frame") || current.isWord("alignmentRect") {
                rectangleKind = advance().identifier
            } else {
                attribute = try parseAttribute()
            }
        }
        if rectangleKind == nil {
            let reference = Reference(subject, attribute)
            if current.isSymbol(.lessThanOrEqual) || current.isSymbol(.greaterThanOrEqual) {
                let atMost = advance().isSymbol(.lessThanOrEqual)
                let value = try parseNumber("the bound")
                return .bound(reference, atMost ? .atMost(value) : .atLeast(value))
            }
            if current.isWord("between") {
                advance()
                let lowerToken = current
                let lower = try parseNumber("the lower bound after 'between'")
                try expectWord("and", "'and' after the lower bound")
                let upper = try parseNumber("the upper bound after 'and'")
                if let low = lower.literalValue, let high = upper.literalValue, low > high {
                    throw error(
                        "the lower bound \(formatNumber(low)) is above the upper bound \(formatNumber(high))",
                        at: lowerToken)
                }
                return .bound(reference, .between(lower, upper))
            }
        }
        guard current.isSymbol(.equal) else {
            if current.isSymbol(.lessThanOrEqual) || current.isSymbol(.greaterThanOrEqual) {
                throw error("a rectangle compares with '==' only", at: current)
            }
            throw expected(
                attribute == nil && rectangleKind == nil
                    ? "'.', '==', '<=', '>=', 'between', 'inside', ',', 'ambiguous' or 'unambiguous'"
                    : rectangleKind == nil ? "'==', '<=', '>=' or 'between'" : "'=='")
        }
        advance()
        guard let rectangleKind else {
            return .value(Reference(subject, attribute), try parseNumber("the expected value"))
        }
        let rectangle = ScriptExpectation.Rectangle(
            x: try parseNumber("the expected x"), y: try parseNumber("the expected y"),
            width: try parseNumber("the expected width"), height: try parseNumber("the expected height"))
        return rectangleKind == "frame"
            ? .frame(view: subject, rectangle) : .alignmentRect(view: subject, rectangle)
    }

    /// `[expanded | width N] == W H` after `VIEW.fittingSize`.
    ///
    /// - Parameters:
    ///   - subject: The view, already consumed.
    /// - Returns: The expectation's kind.
    /// - Throws: `ScriptError` for a missing `==` or number.
    private mutating func parseFittingSize(_ subject: Name) throws(ScriptError) -> ScriptExpectation.Kind {
        var fitting = ScriptExpectation.Fitting.compressed
        if current.isWord("expanded") {
            advance()
            fitting = .expanded
        } else if current.isWord("width") {
            advance()
            fitting = .width(try parseNumber("the target width after 'width'"))
        } else if current.isWord("compressed") {
            advance()
        }
        guard current.isSymbol(.equal) else {
            throw expected("'==', 'compressed', 'expanded' or 'width N' after 'fittingSize'")
        }
        advance()
        let width = try parseNumber("the expected width")
        let height = try parseNumber("the expected height")
        return .fittingSize(view: subject, fitting, width: width, height: height)
    }

    /// Whether a token is `ambiguous` or `unambiguous`.
    ///
    /// - Parameters:
    ///   - token: The token.
    /// - Returns: `true` for either word.
    private func isAmbiguityWord(_ token: Token) -> Bool { token.isWord("ambiguous") || token.isWord("unambiguous") }

    /// A constraint's name, such as `root.frame.width`, as one `Name`:
    /// identifiers joined by `.`, and by `-` where the `-` touches the words
    /// on both sides, so that the names UIKit gives a stack's constraints read
    /// as written: `bar.UISV-spacing.share`,
    /// `bar.UISV-canvas-connection.back.leading`. (A `-` with a blank on
    /// either side is no part of a name; expressions never come here, so
    /// `a.width-b.width` in a constraint is still a subtraction.) `LABEL.N`
    /// names a labelled Visual Format line's constraint and ends the name.
    ///
    /// - Parameters:
    ///   - what: What was expected, for the error.
    /// - Returns: The whole name, located at its first part.
    /// - Throws: `ScriptError` for a missing part.
    private mutating func parseDottedName(_ what: String) throws(ScriptError) -> Name {
        var name = try parseName(what)
        var end = tokens[index - 1].end
        while current.isSymbol(.dot) || (current.isSymbol(.minus) && current.start == end && next.start == current.end)
        {
            let separator = current.isSymbol(.dot) ? "." : "-"
            if separator == ".", case .number = next.kind {
                return try finishLabel(name)
            }
            advance()
            let part = try parseName(separator == "." ? "a name after '.'" : "a name after '-'")
            name.text += separator + part.text
            end = tokens[index - 1].end
        }
        return name
    }

}
