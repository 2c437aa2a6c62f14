import TrellisLayout

/// How reports write numbers: deterministic, short, never `-0`.
///
/// Whole numbers print without a fraction (`200`, not `200.0`); others are
/// rounded to a fixed number of decimals with trailing zeros removed
/// (`0.333333`, `12.5`). A value that rounds to zero prints `0`, never `-0`.
/// The same value always gives the same text, on every platform, because
/// the digits are computed with integer arithmetic rather than a locale- or
/// libc-dependent formatter.
public enum ReportNumber {
    /// The decimals JSON output and expectation messages keep (the `solve`
    /// table and the SVG picture keep 3).
    public static let defaultDecimals = 6

    /// A number as reports print it.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - decimals: How many decimals to keep at most (0…9).
    /// - Returns: E.g. `200`, `-12.5`, `0.333333`; `nan`, `inf` or `-inf` for non-finite values.
    public static func text(_ value: Double, decimals: Int = defaultDecimals) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let decimals = min(max(decimals, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = value * Double(scale)
        // Beyond about 2^62 an Int64 cannot hold the scaled value; such large numbers print as they are.
        guard abs(scaled) < 4.6e18 else {
            return abs(value) < 9e18 && Double(Int64(value)) == value ? String(Int64(value)) : String(value)
        }
        let rounded = Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
        if rounded == 0 { return "0" }
        let magnitude = rounded.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = magnitude % UInt64(scale)
        let sign = rounded < 0 ? "-" : ""
        guard fraction != 0 else { return sign + String(whole) }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// A rectangle as `X Y W H`, the way a script writes one.
    ///
    /// - Parameters:
    ///   - rectangle: The rectangle.
    ///   - decimals: How many decimals to keep at most.
    /// - Returns: E.g. `70 162 200 200`.
    public static func text(_ rectangle: Rect, decimals: Int = defaultDecimals) -> String {
        rectangle.components.map { text($0, decimals: decimals) }.joined(separator: " ")
    }
}
