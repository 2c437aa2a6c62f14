/// `# trellis: allow ambiguous NAME ...` / `# trellis: allow conflict LABEL ...`:
/// a comment that accepts a known ambiguity or conflict on purpose, next to it.
///
/// `trellis check` then prints it as a note and does not fail on it, and
/// `trellis test` does not count it against the implicit layout checks. An
/// allowed ambiguity names views, guides or vars; an allowed conflict names
/// a constraint (a label, or a name such as `VIEW.frame.width`) that is a
/// member of the conflict's minimal set.
public struct Allowance: Sendable, Equatable {
    /// What is allowed.
    public enum Kind: String, Sendable, Equatable {
        case ambiguous
        case conflict
    }

    public var kind: Kind
    /// The names, each at its place in the comment.
    public var names: [Name]
    /// Where the directive starts (its `#`).
    public var location: SourceLocation

    public init(kind: Kind, names: [Name], location: SourceLocation) {
        self.kind = kind
        self.names = names
        self.location = location
    }

    /// The directive's marker in a comment.
    static let marker = Array("# trellis:".utf8)

    /// The directive on a line, if its comment holds one.
    ///
    /// - Throws: `ScriptError` for a directive other than `allow ambiguous|conflict NAME ...`.
    static func parse(on line: SourceLine) throws(ScriptError) -> Allowance? {
        let bytes = line.source[line.range]
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else { return nil }
        var index = start + marker.count
        var words: [(text: String, at: Int)] = []
        while index < line.range.upperBound {
            while index < line.range.upperBound,
                line.source[index] == UInt8(ascii: " ") || line.source[index] == UInt8(ascii: "\t")
            {
                index += 1
            }
            let wordStart = index
            while index < line.range.upperBound, line.source[index] != UInt8(ascii: " "),
                line.source[index] != UInt8(ascii: "\t")
            {
                index += 1
            }
            if index > wordStart { words.append((line.text(wordStart..<index), wordStart)) }
        }
        guard words.first?.text == "allow" else {
            throw line.error(
                "expected 'allow ambiguous NAME ...' or 'allow conflict LABEL ...' after '# trellis:'",
                at: words.first?.at ?? index)
        }
        guard words.count >= 2, let kind = Kind(rawValue: words[1].text) else {
            throw line.error(
                "expected 'ambiguous' or 'conflict' after '# trellis: allow'",
                at: words.count >= 2 ? words[1].at : index)
        }
        guard words.count >= 3 else {
            throw line.error("expected a name after '# trellis: allow \(kind.rawValue)'", at: index)
        }
        let names = words[2...].map { Name($0.text, at: line.location(at: $0.at)) }
        return Allowance(kind: kind, names: names, location: line.location(at: start))
    }
}
