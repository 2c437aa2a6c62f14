/// Text from a script or a file name made safe to print to a terminal or a CI log.
public enum TerminalText {
    /// Replaces every control character but the tab (C0, DEL and C1: ESC, BEL,
    /// NUL, carriage returns, …) with a visible `\u{1B}`-style escape, so input
    /// cannot move the cursor, change colours, ring the bell or hide text.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The text with each control character escaped.
    /// - Complexity: O(n) in the text's UTF-8 length; plain ASCII text is
    ///   passed over eight bytes at a time (`check` escapes every line it prints).
    public static func escaped(_ text: String) -> String {
        guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// False when the text's UTF-8 has no byte below 0x20 (a C0 control or the
    /// tab) and none above 0x7E (DEL, or a byte of a scalar past ASCII, which
    /// a C1 control is); true needs the exact test.
    static func mayHoldControl(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            let raw = UnsafeRawBufferPointer(bytes)
            var index = 0
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte below 0x20 borrows into its high bit; one above 0x7E
                // has it set, or sets it when 1 is added.
                let below = (word &- ones &* 0x20) & ~word & highs
                let above = ((word &+ ones) | word) & highs
                if below | above != 0 { return true }
                index += 8
            }
            return bytes[index...].contains { $0 < 0x20 || $0 > 0x7E }
        }
    }

    /// How a scalar is printed: itself, or its escape.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        isControl(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
    }

    /// C0 controls but the tab, DEL, and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
