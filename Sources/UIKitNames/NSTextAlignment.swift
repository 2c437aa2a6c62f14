/// How text sits in its view, like `NSTextAlignment`; it changes drawing, not layout.
public enum NSTextAlignment: Sendable, Hashable {
    case left, center, right, justified, natural
}
