extension VisualFormatParser {
    /// Reads `(predicate, predicate, ...)`.
    ///
    /// Inside a view's parentheses a name that is not a metric is another
    /// view (equal widths, `[button1(==button2)]`); inside a spacing every
    /// name must be a metric.
    ///
    /// - Parameter view: The view whose size the list constrains, or nil for a spacing.
    /// - Returns: The predicates, at least one.
    /// - Throws: `VisualFormatError` for bad syntax, an unknown metric, a bad
    ///   priority, or a view sized from itself.
    mutating func parsePredicateList(sizing view: String?) throws(VisualFormatError) -> [VisualFormatPredicate] {
        index += 1  // past "("
        var predicates: [VisualFormatPredicate] = []
        while true {
            predicates.append(try parsePredicate(sizing: view))
            skipSpaces()
            switch peek {
            case ",":
                index += 1
            case ")":
                index += 1
                return predicates
            default:
                throw error(.expected("',' or ')' after a predicate", found: peek))
            }
        }
    }

    /// Reads one predicate: `(relation)? object (@priority)?`.
    private mutating func parsePredicate(sizing view: String?) throws(VisualFormatError) -> VisualFormatPredicate {
        skipSpaces()
        let relation = try parseRelation()
        skipSpaces()
        let column = index + 1
        let object: VisualFormatPredicate.Object
        if let view, let name = scanIdentifier() {
            if let value = metrics[name] {
                object = .constant(try checked(value, metric: name, column: column))
            } else if name == view {
                throw VisualFormatError(.sizeRelatedToItself(name), column: column)
            } else {
                object = .view(name)
            }
        } else {
            object = .constant(
                try parseConstant(
                    allowSign: true, expecting: view == nil ? "a number or a metric" : "a number, a metric or a view"))
        }
        var priority = 1000.0
        skipSpaces()
        if peek == "@" {
            index += 1
            skipSpaces()
            let priorityColumn = index + 1
            priority = try parseConstant(allowSign: true)
            guard priority >= 1, priority <= 1000 else {
                throw VisualFormatError(.priorityOutOfRange(priority), column: priorityColumn)
            }
        }
        return VisualFormatPredicate(relation, object, priority: priority, column: column)
    }

    /// Reads `==`, `<=` or `>=`; `==` when none is written.
    private mutating func parseRelation() throws(VisualFormatError) -> Relation {
        let relation: Relation
        switch peek {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: return .equal
        }
        index += 1
        guard peek == "=" else { throw error(.expected("'\(relation.rawValue)'", found: peek)) }
        index += 1
        return relation
    }

    /// Reads a number or a metric name and returns its value.
    ///
    /// - Parameters:
    ///   - allowSign: Whether a `-` or `+` may lead the number
    ///     (inside parentheses, not in `-N-`).
    ///   - expectation: What to call the expected token in an error.
    /// - Returns: The number, or the metric's value.
    /// - Throws: `VisualFormatError` when there is neither, the metric is
    ///   unknown or not finite, or the number overflows.
    mutating func parseConstant(
        allowSign: Bool, expecting expectation: String = "a number or a metric"
    ) throws(VisualFormatError) -> Double {
        let column = index + 1
        if let name = scanIdentifier() {
            guard let value = metrics[name] else { throw VisualFormatError(.unknownMetric(name), column: column) }
            return try checked(value, metric: name, column: column)
        }
        if let value = try scanNumber(allowSign: allowSign) {
            return value
        }
        throw error(.expected(expectation, found: peek))
    }

    /// A metric's value, or an error when it is not finite.
    private func checked(_ value: Double, metric name: String, column: Int) throws(VisualFormatError) -> Double {
        guard value.isFinite else { throw VisualFormatError(.invalidMetric(name, value: value), column: column) }
        return value
    }
}
