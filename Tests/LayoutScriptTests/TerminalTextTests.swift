import Testing
import TrellisLayoutScript

/// `TerminalText.escaped` finds a control character wherever it lies in a
/// line, however long: the ASCII fast path reads eight bytes at a time.
@Suite struct TerminalTextTests {
    /// Every control (C0 but the tab, DEL, and C1 from U+0080 to U+009F) at
    /// every offset of a 19-character line: the 8-byte words, their borders
    /// and the tail, each alone in a line of `x`.
    @Test func findsEveryControlAtEveryOffset() {
        let controls = Array(0x00...0x1F).filter { $0 != 0x09 } + Array(0x7F...0x9F)
        for value in controls {
            let scalar = Unicode.Scalar(UInt32(value))!
            let escape = "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            for offset in 0..<19 {
                let before = String(repeating: "x", count: offset)
                let after = String(repeating: "x", count: 18 - offset)
                #expect(
                    TerminalText.escaped(before + String(Character(scalar)) + after) == before + escape + after,
                    "U+\(String(value, radix: 16)) at \(offset)")
            }
        }
    }

    /// Text with no control stays as it is: printable ASCII, the tab, and
    /// scalars past ASCII that are not C1 controls (U+00A0 is 0xC2 0xA0, the
    /// lead byte the C1 controls share).
    @Test func leavesTextWithoutControlsAlone() {
        let printable = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
        for text in [printable, "a\tb\tc\tlong enough", "caf\u{E9} \u{A0} \u{FF} \u{2028} \u{1F600} view"] {
            #expect(TerminalText.escaped(text) == text)
        }
    }
}
