/// Escaping for text written into XML and SVG documents.
public enum XMLText {
    /// Text escaped for an element's content or a quoted attribute value.
    ///
    /// `&`, `<`, `>`, `"` and `'` become entities. Control characters that
    /// XML 1.0 forbids (everything below U+0020 but tab, newline and carriage
    /// return) become U+FFFD, so any name or message yields a well-formed
    /// document; tab, newline and carriage return are written as character
    /// references so attribute values keep them.
    ///
    /// - Parameters:
    ///   - text: The raw text.
    /// - Returns: The escaped text.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append("&amp;")
            case "<": result.append("&lt;")
            case ">": result.append("&gt;")
            case "\"": result.append("&quot;")
            case "'": result.append("&apos;")
            case "\t": result.append("&#9;")
            case "\n": result.append("&#10;")
            case "\r": result.append("&#13;")
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
