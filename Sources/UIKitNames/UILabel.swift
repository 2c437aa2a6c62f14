/// A view that shows text, like `UILabel`: its intrinsic size is its text's,
/// measured by its font's estimate (`UIFont`).
///
/// With `numberOfLines` 1 the intrinsic size is one line of the text. With 0
/// (any number of lines) or more than 1, the height follows the width the
/// layout gives (`View.heightForWidth`): the text's estimated width, split
/// into lines as wide as the view, each `font.lineHeight` tall (at most
/// `numberOfLines` of them when that is not 0).
open class UILabel: View {
    /// The text; nil or empty has no intrinsic size.
    open var text: String? { didSet { contentDidChange() } }
    /// The font; system 17 points by default, as UIKit's.
    open var font = UIFont.systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// The most lines; 0 for any number. 1 by default.
    open var numberOfLines = 1 { didSet { contentDidChange() } }
    /// How the text sits in the label (drawing only).
    open var textAlignment = NSTextAlignment.natural

    public required init(_ registration: View.Registration) {
        super.init(registration)
    }

    /// One line of the text: its estimated width, and a line's height (none without text).
    open override var intrinsicContentSize: Size {
        get {
            guard let text, !text.isEmpty else {
                return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
            }
            return Size(width: font.width(of: text), height: font.lineHeight)
        }
        set { super.intrinsicContentSize = newValue }
    }

    /// The height of the text set in lines as wide as `width`.
    func wrappedHeight(at width: Double) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        var lines = max(1, (font.width(of: text) / max(width, 1)).rounded(.up))
        if numberOfLines > 0 { lines = min(lines, Double(numberOfLines)) }
        return lines * font.lineHeight
    }

    private func contentDidChange() {
        if numberOfLines == 1 {
            if heightForWidth != nil { heightForWidth = nil }
        } else {
            heightForWidth = { [unowned self] width in self.wrappedHeight(at: width) }
        }
        invalidateIntrinsicContentSize()
    }
}
