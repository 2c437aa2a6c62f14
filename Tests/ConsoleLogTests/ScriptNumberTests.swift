import Testing

@testable import TrellisConsoleLog

/// Numbers beyond what an `Int` holds are written in full, without an
/// exponent, so that a block's script stays what the script format reads.
struct ScriptNumberTests {
    @Test func aWholeNumberPastIntIsWrittenInFull() {
        // 1e20 = 2^20 · 5^20 is exact in a Double; 20 zeros after the 1.
        #expect(ScriptNumber.text(1e20) == "1" + String(repeating: "0", count: 20))
        #expect(ScriptNumber.text(-1e20) == "-1" + String(repeating: "0", count: 20))
        // 2^64 = 18446744073709551616 (one past UInt64's range): its shortest round-trip digits are
        // 1.8446744073709552e19, written out in full; they read back as 2^64.
        let text = ScriptNumber.text(18_446_744_073_709_551_616.0)
        #expect(text == "18446744073709552000")
        #expect(Double(text) == 18_446_744_073_709_551_616.0)
    }

    @Test func fractionsKeepSixDecimalsAndNeverRoundToZero() {
        // 1/3 = 0.333333|33…: six decimals. 2.5e-7 rounds to 0 at six decimals, so it is written in full.
        #expect(ScriptNumber.text(1.0 / 3.0) == "0.333333")
        #expect(ScriptNumber.text(-12.25) == "-12.25")
        #expect(ScriptNumber.text(2.5e-7) == "0.00000025")
    }

    @Test func aNumberPastADoubleIsTheLargestFinite() {
        // Double.greatestFiniteMagnitude = (2^53 − 1) · 2^971 ≈ 1.7976931348623157e308: 309 digits.
        let text = ScriptNumber.text(.infinity)
        #expect(text.count == 309)
        #expect(text.hasPrefix("17976931348623157"))
        #expect(ScriptNumber.text(-.infinity) == "-" + text)
    }
}
