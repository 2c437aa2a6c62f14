/// The system font's metrics that place a text's baseline, per point of font size.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Content size, hugging, compression resistance").
enum TextRules {
    /// The size of a text whose document names no font.
    static let defaultPointSize = 17.0
    /// A line's height per point.
    static let lineHeight = 1.19
    /// The descender per point (the baseline's height above a line's bottom).
    static let descender = 0.24
}
