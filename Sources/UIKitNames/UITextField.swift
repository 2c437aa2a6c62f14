/// A one-line text input, like `UITextField`: its intrinsic size is its text's
/// (or placeholder's), by its font's estimate, plus its border's padding.
open class UITextField: View {
    /// The border, like `UITextField.BorderStyle`.
    public enum BorderStyle: Sendable, Hashable {
        case none, line, bezel, roundedRect
    }

    /// The text.
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The text shown while there is none.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The font; system 17 points by default.
    open var font = UIFont.systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The border; `roundedRect` adds 7 points on each side of the text (34 tall at 17 points).
    open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the text is hidden as typed (drawing only).
    open var isSecureTextEntry = false

    public required init(_ registration: View.Registration) {
        super.init(registration)
    }

    /// The text's (or placeholder's) estimated width and a line's height, plus the border's padding.
    open override var intrinsicContentSize: Size {
        get {
            let shown = (text?.isEmpty ?? true) ? placeholder ?? "" : text ?? ""
            let padding = borderStyle == .roundedRect ? 7.0 : 0
            return Size(width: font.width(of: shown) + 2 * padding, height: font.lineHeight + 2 * padding)
        }
        set { super.intrinsicContentSize = newValue }
    }
}
