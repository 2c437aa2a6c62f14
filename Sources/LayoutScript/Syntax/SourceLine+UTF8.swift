extension SourceLine {
    /// The index of the first byte of this line that is not well-formed UTF-8, if any.
    ///
    /// Follows the Unicode standard's table of well-formed byte sequences
    /// (Table 3-7): no overlong forms, no surrogates, nothing above U+10FFFF.
    /// Pure ASCII lines take a fast path.
    ///
    /// - Returns: The index into `source` of the offending byte (the lead byte of a
    ///   sequence cut short by the end of the line), or `nil` when the line is valid.
    /// - Complexity: O(*n*) in the line's length.
    func firstInvalidUTF8Index() -> Int? {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let lead = source[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let count: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: count = 1
            case 0xE0: count = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: count = 2
            case 0xED: count = 2; high = 0x9F
            case 0xF0: count = 3; low = 0x90
            case 0xF1...0xF3: count = 3
            case 0xF4: count = 3; high = 0x8F
            default: return index
            }
            for offset in 1...count {
                let position = index + offset
                guard position < end else { return index }
                let byte = source[position]
                let (min, max) = offset == 1 ? (low, high) : (0x80, 0xBF)
                if byte < min || byte > max { return position }
            }
            index += count + 1
        }
        return nil
    }
}
