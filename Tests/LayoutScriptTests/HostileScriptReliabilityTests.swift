import TestSupport
import Testing

@testable import TrellisLayoutScript

/// Hostile scripts the parser's own tests (`HostileInputTests`) leave out:
/// numbers at the edge of `Double`, names that are their own ancestors or
/// repeated thousands of times, megabyte lines of other kinds, garbage at the
/// end of long files. Each gives a located error or a correct syntax tree,
/// within the time limit. Meaning (cycles, duplicates) is the builder's to
/// reject; here the parser must carry the names and locations it needs.
/// Slow (megabyte inputs, about 19 s of CPU): it runs with `TRELLIS_SLOW_TESTS=1`.
/// The limit only catches a parser gone quadratic (hours on these inputs),
/// so it leaves room for a machine busy with other work.
@Suite(.timeLimit(.minutes(10)), .enabled(if: SlowTests.areEnabled, Comment(rawValue: SlowTests.skipNote)))
struct HostileScriptReliabilityTests {
    /// 10^308 is the largest power of ten a `Double` holds; 10^309 is not finite.
    @Test func numbersAtTheEdgeOfDouble() throws {
        let largest = "1" + String(repeating: "0", count: 308)
        guard case .metric(_, let number) = try parseOne("let big = " + largest) else {
            Issue.record("not a metric")
            return
        }
        let value = try #require(number.literalValue)
        #expect(value.isFinite && abs(value - 1e308) <= 1e308 * 1e-12)
        #expect(
            parseError("let big = 1" + String(repeating: "0", count: 309))
                == "t.layout:1:11: error: number is too large to be finite")
        #expect(
            parseError("a.width == 1" + String(repeating: "0", count: 400) + " * b.width")
                == "t.layout:1:12: error: number is too large to be finite")
        // 400 digits after the point: a finite number just below 1.
        #expect(parseError("a.width == 0." + String(repeating: "9", count: 400) + " * b.width") == nil)
    }

    /// 1e300 coefficients written out parse to finite numbers (the builder
    /// and solver decide what they make of them); exponent syntax is not a
    /// number, and is an error at its column, not a crash.
    @Test func hugeCoefficientsParse() throws {
        let huge = "1" + String(repeating: "0", count: 300)
        let kind = try parseOne("a.width * \(huge) == \(huge) * b.width + \(huge)")
        guard case .constraint(let statement) = kind else {
            Issue.record("not a constraint: \(kind)")
            return
        }
        #expect(!"\(statement)".isEmpty)
        #expect(parseError("a.width == 1e300 * b.width") != nil)
        #expect(parseError("a.width == 1e300 * b.width")?.hasPrefix("t.layout:1:") == true)
    }

    /// A view declared inside itself, and a two-view cycle, are syntax the
    /// parser accepts with both names located; the builder rejects them.
    @Test func viewThatIsItsOwnAncestorParses() throws {
        let script = try ScriptParser.parse(source: "view a in a\nview b in c\nview c in b\n", file: "t.layout")
        let declarations = script.statements.compactMap { statement -> ViewDeclaration? in
            if case .view(let declaration) = statement.kind { return declaration }
            return nil
        }
        #expect(declarations.map { "\($0.name.text) in \($0.parent?.text ?? "-")" } == ["a in a", "b in c", "c in b"])
        #expect(declarations[0].parent?.location == loc(1, 11))
    }

    /// Thousands of duplicate names: 10,000 declarations of the same view and
    /// one `var` line naming the same variable 100,000 times.
    @Test func thousandsOfDuplicateNames() throws {
        var source = "view root\n"
        for _ in 0..<10_000 { source += "view a in root\n" }
        source += "var " + Array(repeating: "x", count: 100_000).joined(separator: ", ") + "\n"
        let script = try ScriptParser.parse(source: source, file: "t.layout")
        #expect(script.statements.count == 10_002)
        guard case .variables(let names) = script.statements.last?.kind else {
            Issue.record("last statement is not var")
            return
        }
        #expect(names.count == 100_000)
        #expect(names.last?.location == loc(10_002, 5 + 3 * 99_999))
    }

    /// A megabyte Visual Format line (50,000 views) and a megabyte name.
    @Test func megabyteLinesOfOtherKinds() throws {
        let line = "H:|" + (0..<60_000).map { "-[v\($0)(>=10@500)]" }.joined() + "-|"
        #expect(line.utf8.count > 1_000_000)
        let script = try ScriptParser.parse(source: line, file: "t.layout")
        #expect(script.statements.count == 1)
        let name = String(repeating: "n", count: 1_000_000)
        #expect(try ScriptParser.parse(source: "var \(name)\n\(name) >= 0", file: "t.layout").statements.count == 2)
        // A megabyte of opening brackets in a VFL line, and of parentheses inside
        // a view: the scanner only cuts VFL lines (the builder parses them), so
        // these must merely come back, quickly, without a crash.
        _ = parseError("H:" + String(repeating: "[", count: 1_000_000))
        _ = parseError("H:[a" + String(repeating: "(", count: 200_000) + "]")
        // A 200,000-predicate list: parses or fails at a column, either way quickly.
        _ = parseError("H:[a(" + String(repeating: "==b,", count: 200_000) + "==b)]")
    }

    /// Garbage after 100,000 good lines is reported on its own line and column.
    @Test func garbageAtTheEndOfALongScript() {
        var bytes = Array("view root\n".utf8)
        for index in 0..<100_000 {
            bytes += Array("H:|-[v\(index % 7)]-|\n".utf8)
        }
        #expect(parseError(bytes: bytes + [0x78, 0x20, 0xFF]) == "t.layout:100002:3: error: invalid UTF-8 byte 0xFF")
        #expect(parseError(bytes: bytes + Array("x == (1".utf8)) != nil)
        #expect(parseError(bytes: bytes + Array("x == (1".utf8))?.hasPrefix("t.layout:100002:") == true)
    }

    /// One megabyte of random bytes in one call, and the same bytes with
    /// every newline removed: a located error, never a crash.
    @Test(arguments: [UInt64(1), 2, 3])
    func megabyteOfBinaryGarbage(seed: UInt64) {
        var generator = RepeatableRandomNumberGenerator(seed: seed)
        let bytes = (0..<1_000_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let error = parseError(bytes: bytes)
        #expect(error?.hasPrefix("t.layout:") == true, "seed \(seed): \(String(describing: error))")
        #expect(parseError(bytes: bytes.filter { $0 != 0x0A }).map { $0.hasPrefix("t.layout:1:") } == true)
    }

    /// Statements at the nesting limit on 10,000 lines stay linear.
    @Test func manyLinesAtTheNestingLimit() throws {
        let n = ScriptParser.nestingLimit
        let line = "x == " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "\n"
        let script = try ScriptParser.parse(
            source: "var x\n" + String(repeating: line, count: 10_000), file: "t.layout")
        #expect(script.statements.count == 10_001)
    }

    /// Control characters and lone carriage returns are located errors.
    @Test(arguments: [
        ("x == 1\r2", "t.layout:1:"),
        ("x == \u{7F}", "t.layout:1:6:"),
        ("var x\n\u{1B}[31m", "t.layout:2:1:"),
        ("x == 1 @ 1000.5", "t.layout:1:"),
    ])
    func controlCharactersAreLocated(source: String, prefix: String) {
        let error = parseError(source)
        #expect(error?.hasPrefix(prefix) == true, "\(source.debugDescription): \(String(describing: error))")
    }
}
