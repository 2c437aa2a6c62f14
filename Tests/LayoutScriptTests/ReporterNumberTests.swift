import Testing

@testable import TrellisLayoutScript

/// How reports write numbers.
@Suite struct ReporterNumberTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (200, "200"), (-12, "-12"), (12.5, "12.5"), (1.0 / 3.0, "0.333333"),
        (2.0 / 3.0, "0.666667"), (-0.0000004, "0"), (-0.0000006, "-0.000001"), (0.1 + 0.2, "0.3"),
        (1e15, "1000000000000000"), (123456.0000001, "123456"), (Double.nan, "nan"), (-Double.infinity, "-inf"),
    ])
    func sixDecimals(value: Double, text: String) {
        #expect(ReportNumber.text(value) == text)
    }

    @Test(arguments: [(172.5, "172.5"), (1.0 / 3.0, "0.333"), (-0.0004, "0"), (0.0005, "0.001"), (99.9996, "100")])
    func threeDecimals(value: Double, text: String) {
        #expect(ReportNumber.text(value, decimals: 3) == text)
    }

    @Test func rectangles() {
        #expect(ReportNumber.text(ReporterSamples.rect(70, 162, 200.25, -0.0)) == "70 162 200.25 0")
    }
}
