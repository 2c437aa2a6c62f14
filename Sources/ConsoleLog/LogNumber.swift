/// Reads the numbers of a description: `16`, `-0.5`, `- 16` (iOS puts a
/// space after a minus sign), `1.77778`, `1e-05`.
enum LogNumber {
    /// The number the whole text spells, or nil.
    static func read<S: StringProtocol>(_ text: S) -> Double? {
        var body = Substring(text).drop(while: { $0 == " " })
        while body.last == " " { body.removeLast() }
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst().drop(while: { $0 == " " })
        }
        guard let first = body.first, first.isASCII, first.isNumber || first == "." else { return nil }
        guard
            body.allSatisfy({
                $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+")
            }),
            let value = Double(String(body)), value.isFinite
        else { return nil }
        return negative ? -value : value
    }
}
