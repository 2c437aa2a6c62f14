import Foundation
import TrellisSolver

/// A linear system written as data, in the subset of the `.layout` notation
/// that `shared/workloads/enaml.layout` uses:
///
/// ```
/// # comment
/// var a, b, c
/// edit a @900
/// -a + 0.5 * b - 10 == 0 @510
/// c >= 0
/// suggest a 400
/// ```
///
/// Constraints without `@P` are required. `suggest` lines are read and kept but
/// the workloads choose their own suggestions.
struct LinearSystemFile {
    struct ParsedConstraint {
        /// (variable name, coefficient) in the order written.
        var terms: [(String, Double)]
        var constant: Double
        var relation: Relation
        var priority: Double
    }

    var variables: [String] = []
    var edits: [(name: String, priority: Double)] = []
    var constraints: [ParsedConstraint] = []
    var suggestions: [(name: String, value: Double)] = []

    struct ParseError: Error, CustomStringConvertible {
        let line: Int
        let text: String
        let reason: String
        var description: String { "line \(line): \(reason): \(text)" }
    }

    init(contentsOf url: URL) throws {
        try self.init(text: String(contentsOf: url, encoding: .utf8))
    }

    init(text: String) throws {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line =
                raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                .map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
            if line.isEmpty { continue }
            let fail = { (reason: String) in ParseError(line: index + 1, text: line, reason: reason) }
            if line.hasPrefix("var ") {
                variables += line.dropFirst(4).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } else if line.hasPrefix("edit ") {
                let parts = line.dropFirst(5).split(separator: " ", omittingEmptySubsequences: true)
                guard parts.count == 2, parts[1].hasPrefix("@"), let p = Double(parts[1].dropFirst()) else {
                    throw fail("expected `edit NAME @P`")
                }
                edits.append((String(parts[0]), p))
            } else if line.hasPrefix("suggest ") {
                let parts = line.dropFirst(8).split(separator: " ", omittingEmptySubsequences: true)
                guard parts.count == 2, let v = Double(parts[1]) else { throw fail("expected `suggest NAME VALUE`") }
                suggestions.append((String(parts[0]), v))
            } else {
                constraints.append(try Self.parseConstraint(line, fail: fail))
            }
        }
        let known = Set(variables)
        for c in constraints {
            for (name, _) in c.terms where !known.contains(name) {
                throw ParseError(line: 0, text: name, reason: "undeclared variable")
            }
        }
    }

    private static func parseConstraint(_ line: String, fail: (String) -> ParseError) throws -> ParsedConstraint {
        var body = Substring(line)
        var priority = 1000.0
        if let at = body.lastIndex(of: "@") {
            guard let p = Double(body[body.index(after: at)...].trimmingCharacters(in: .whitespaces)) else {
                throw fail("bad priority")
            }
            priority = p
            body = body[..<at]
        }
        let relations: [(String, Relation)] = [("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        guard let (symbol, relation) = relations.first(where: { body.contains($0.0) }),
            let range = body.range(of: symbol)
        else { throw fail("no relation") }
        var (lhsTerms, lhsConstant) = try parseExpression(body[..<range.lowerBound], fail: fail)
        let (rhsTerms, rhsConstant) = try parseExpression(body[range.upperBound...], fail: fail)
        lhsTerms += rhsTerms.map { ($0.0, -$0.1) }
        lhsConstant -= rhsConstant
        return ParsedConstraint(terms: lhsTerms, constant: lhsConstant, relation: relation, priority: priority)
    }

    /// `[-] term {(+|-) term}` where a term is `NUMBER`, `NAME`, `NUMBER * NAME` or `NAME * NUMBER`.
    private static func parseExpression(_ text: Substring, fail: (String) -> ParseError) throws -> (
        [(String, Double)], Double
    ) {
        var tokens: [String] = []
        var current = ""
        for ch in text {
            if ch == " " {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else if ch == "+" || ch == "-" || ch == "*" {
                if !current.isEmpty { tokens.append(current); current = "" }
                tokens.append(String(ch))
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        var terms: [(String, Double)] = []
        var constant = 0.0
        var i = 0
        var sign = 1.0
        var expectOperand = true
        while i < tokens.count {
            let t = tokens[i]
            if t == "+" || t == "-" {
                if t == "-" { sign = -sign }
                i += 1
                expectOperand = true
                continue
            }
            guard expectOperand else { throw fail("expected an operator before `\(t)`") }
            var coefficient = sign
            var name: String?
            if let n = Double(t) { coefficient *= n } else { name = t }
            if i + 2 < tokens.count, tokens[i + 1] == "*" {
                let other = tokens[i + 2]
                if let n = Double(other) {
                    coefficient *= n
                } else if name == nil {
                    name = other
                } else {
                    throw fail("product of two variables")
                }
                i += 2
            }
            if let name { terms.append((name, coefficient)) } else { constant += coefficient }
            i += 1
            sign = 1
            expectOperand = false
        }
        if expectOperand && !tokens.isEmpty { throw fail("dangling operator") }
        return (terms, constant)
    }
}

/// One instance of a `LinearSystemFile`: its own variables and constraints.
struct LinearSystemInstance {
    let variables: [Variable]
    let byName: [String: Variable]
    let edits: [(Variable, Priority)]
    let constraints: [Constraint]
    /// The variables named `width` and `height`, if any: held, as kiwi's
    /// harnesses hold them, so a resize looks nothing up by name.
    let width: Variable?
    let height: Variable?
    /// Handles of `variables` for the solver that last read them (made
    /// outside the timing, at the first read: kiwi's harness holds its
    /// variables the same way).
    let handles = HeldHandles()

    init(_ file: LinearSystemFile, prefix: String = "") {
        var byName: [String: Variable] = [:]
        var variables: [Variable] = []
        for name in file.variables {
            let v = Variable(prefix + name)
            variables.append(v)
            byName[name] = v
        }
        self.variables = variables
        self.byName = byName
        width = byName["width"]
        height = byName["height"]
        edits = file.edits.map { (byName[$0.name]!, Priority(Float($0.priority))) }
        constraints = file.constraints.map { c in
            let expression = Expression(c.terms.map { Term(byName[$0.0]!, $0.1) }, constant: c.constant)
            return Constraint(expression, c.relation, priority: Priority(Float(c.priority)))
        }
    }

    /// Adds the edits, then the constraints, to `solver`.
    func add(to solver: Solver) throws {
        for (variable, priority) in edits { try solver.addEditVariable(variable, priority: priority) }
        for constraint in constraints { try solver.add(constraint) }
    }
}

/// The handles of an instance's variables in one solver.
final class HeldHandles {
    var solver: ObjectIdentifier?
    var handles: [VariableHandle] = []
    /// The buffer the values are read into.
    var values: [Double] = []
}
