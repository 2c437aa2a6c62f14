/// Text from a script or a file name made safe to print to a terminal or a CI log.
public enum TerminalText {
    /// Replaces every control character but the tab (C0, DEL and C1: ESC, BEL,
    /// NUL, carriage returns, …) with a visible `\u{1B}`-style escape, so input
    /// cannot move the cursor, change colours, ring the bell or hide text.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The text with each control character escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
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

    /// How a scalar is printed: itself, or its escape.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        isControl(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
    }

    /// C0 controls but the tab, DEL, and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
