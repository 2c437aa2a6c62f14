/// Writes a number the way every layer's descriptions and messages do:
/// without a fraction when it is whole (`12`, not `12.0`), otherwise in
/// Swift's shortest round-trip form (`0.5`, `-12.25`, `1e+20`).
///
/// This is the one shortest-form formatter of the package: the solver's,
/// Layout's and the script's descriptions and error messages all call it.
/// (Reports round to a fixed number of decimals instead; see the script
/// layer's `ReportNumber`.)
///
/// - Parameters:
///   - value: The number; `Double` or `Float`.
/// - Returns: Its text; `nan`, `inf` or `-inf` when it is not finite, and
///   `0` for negative zero.
package func formatNumber<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) -> String {
    if isWholeNumber(value) { return String(Int64(value)) }
    return String(value)
}

/// Whether a number is whole and of magnitude below 10^15, so that it
/// prints as an integer.
///
/// - Parameters:
///   - value: The number; `false` when it is not finite.
/// - Returns: `true` when it has no fraction and is small enough.
package func isWholeNumber<Value: BinaryFloatingPoint>(_ value: Value) -> Bool {
    abs(value) < 1e15 && Value(Int64(value)) == value
}
