/// A view or layout guide a log names: its class and address, as `UILabel:0x7f…'Title'`.
public struct LogItem: Sendable, Hashable {
    /// The class as printed (`UILabel`, `MyApp.BadgeView`, `UILayoutGuide`); empty when the log names only an address.
    public var className: String
    /// What tells it apart: its address (`0x7f8e4bc0`), or the key a library gave it (Masonry's `mas_key`).
    public var identity: String
    /// The title or identifier quoted after the address (`'Title'`, `'UIViewSafeAreaLayoutGuide'`).
    public var title: String?

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - className: The class as printed.
    ///   - identity: The address or key.
    ///   - title: The quoted title, if any.
    public init(className: String, identity: String, title: String? = nil) {
        self.className = className
        self.identity = identity
        self.title = title
    }

    /// Whether it is a layout guide (`UILayoutGuide`, `NSLayoutGuide`) rather than a view.
    public var isGuide: Bool { className.hasSuffix("LayoutGuide") && !className.hasPrefix("_") }

    /// The superview of a view the log does not name (a `|` without a `names:` entry).
    static func superview(of item: LogItem) -> LogItem {
        LogItem(className: "superview", identity: "superview of " + item.identity)
    }

    /// Whether it stands for an unnamed superview.
    var isUnnamedSuperview: Bool { className == "superview" && identity.hasPrefix("superview of ") }
}

/// The attributes a log's constraints use, as Apple prints them.
public enum LogAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// A scroll view's content size (`_UIScrollViewAutomaticContentSizeConstraint`).
    case contentWidth, contentHeight

    /// Reads an attribute, also in the spellings of autoresizing constraints (`minX`, `maxY`, `midX`) and iOS 6's `baseline`.
    ///
    /// - Parameters:
    ///   - text: The word after the item's final `.`.
    /// - Returns: The attribute, or nil when the word is none.
    static func read(_ text: Substring) -> LogAttribute? {
        switch text {
        case "minX": return .left
        case "maxX": return .right
        case "midX": return .centerX
        case "minY": return .top
        case "maxY": return .bottom
        case "midY": return .centerY
        case "baseline": return .lastBaseline
        default:
            // Apple prints a scroll view's content size with an id: `contentHeight{id: 31}`.
            if let brace = text.firstIndex(of: "{") { return LogAttribute(rawValue: String(text[..<brace])) }
            return LogAttribute(rawValue: String(text))
        }
    }
}

/// `==`, `<=` or `>=`.
public enum LogRelation: String, Sendable {
    case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
}
