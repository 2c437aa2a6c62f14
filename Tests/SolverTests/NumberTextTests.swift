import Testing

@testable import TrellisSolver

/// The one shortest-form number formatter every layer's descriptions use.
struct NumberTextTests {
    /// Whole numbers below 10^15 print as integers; others as Swift's shortest
    /// round-trip text (`Double.description`, which keeps positional notation
    /// below 2^53 and switches to an exponent above it); negative zero prints `0`.
    @Test(arguments: [
        (12.0, "12"), (-0.0, "0"), (0.5, "0.5"), (-12.25, "-12.25"), (999_999_999_999_999, "999999999999999"),
        (1e15, "1000000000000000.0"), (1e16, "1e+16"), (Double.nan, "nan"), (-Double.infinity, "-inf"),
    ])
    func doubles(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    /// A Float prints its own shortest text (`0.1`, not the Double widening's `0.10000000149011612`).
    @Test(arguments: [(Float(750), "750"), (Float(750.5), "750.5"), (Float(0.1), "0.1")])
    func floats(value: Float, text: String) {
        #expect(formatNumber(value) == text)
    }

    /// A priority's description uses it: whole levels without a fraction, and
    /// an out-of-range level prints instead of trapping on the integer conversion.
    @Test func priorityDescriptions() {
        #expect(Priority.high.description == "750")
        #expect(Priority(750.5).description == "750.5")
        #expect(Priority(1e20).description == "1e+20")
    }
}
