import TrellisInterfaceBuilder
/// The strata a corpus document falls in, for figures split the way real projects differ.
///
/// - `savedByXcode15OrLater`: the root element's `toolsVersion` is 22000 or more.
///   Xcode 14.3 writes 21701 and Xcode 15.0 writes 22155; Xcode 15.3 and 15.4
///   write the placeholder `32700.99.1234` (their `plugIn` version is 22684 or
///   more), which the same test counts as Xcode 15 or later.
/// - `isMacOS`: an AppKit document.
/// - `hasStackViews`: a `UIStackView` or `NSStackView` among its views.
/// - `hasCells`: a table or collection view cell (`tableViewCell`,
///   `collectionViewCell`, AppKit's `tableCellView`) among its views.
/// - `isLaunchScreenOrBareMenu`: a launch screen (`launchScreen="YES"` on the root
///   tag, or a file named `LaunchScreen` or `Launch Screen`), or a `MainMenu.xib`
///   whose views have no subviews (a menu and at most an empty window).
public struct CorpusStrata: Sendable, Equatable {
    /// Saved by Xcode 15 or later.
    public var savedByXcode15OrLater = false
    /// An AppKit document.
    public var isMacOS = false
    /// Holds a stack view.
    public var hasStackViews = false
    /// Holds a table or collection view cell.
    public var hasCells = false
    /// A launch screen or a bare main menu.
    public var isLaunchScreenOrBareMenu = false

    /// The `toolsVersion` at which documents count as saved by Xcode 15 or later.
    public static let xcode15ToolsVersion = 22000

    public init() {}

    /// The strata of a document.
    ///
    /// - Parameters:
    ///   - document: The document read.
    ///   - bytes: Its bytes (for the root element's `toolsVersion`).
    ///   - fileName: Its file name.
    public init(document: InterfaceBuilderDocument, bytes: [UInt8], fileName: String) {
        savedByXcode15OrLater = (Self.toolsVersion(in: bytes) ?? 0) >= Self.xcode15ToolsVersion
        isMacOS = document.platform == .macOS
        let views = document.scenes.flatMap(\.allViews)
        hasStackViews = views.contains { $0.stack != nil }
        hasCells = views.contains { ["tableViewCell", "collectionViewCell", "tableCellView"].contains($0.element) }
        let isLaunchScreen =
            Self.rootAttribute("launchScreen", in: bytes) == "YES"
            || ["LaunchScreen.storyboard", "LaunchScreen.xib", "Launch Screen.storyboard", "Launch Screen.xib"]
                .contains { fileName.hasSuffix($0) }
        let isBareMenu = fileName.hasSuffix("MainMenu.xib") && !views.contains { $0.superview != nil }
        isLaunchScreenOrBareMenu = isLaunchScreen || isBareMenu
    }

    /// The major number of the `toolsVersion` attribute of the document's root `<document>` tag, if any.
    ///
    /// - Parameters:
    ///   - bytes: The document.
    /// - Returns: `22155` for `toolsVersion="22155"`, `32700` for `"32700.99.1234"`, nil when the root tag has none.
    public static func toolsVersion(in bytes: [UInt8]) -> Int? {
        guard let value = rootAttribute("toolsVersion", in: bytes) else { return nil }
        let digits = value.prefix { $0.isASCII && $0.isNumber }.prefix(9)
        return Int(digits)
    }

    /// The value of an attribute of the document's root `<document>` tag, if it has it.
    ///
    /// - Parameters:
    ///   - name: The attribute's name.
    ///   - bytes: The document.
    /// - Returns: The value as written (no entity decoding), or nil.
    static func rootAttribute(_ name: String, in bytes: [UInt8]) -> String? {
        guard let start = find(Array("<document".utf8), in: bytes[...]) else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex
        let tag = bytes[start..<end]
        let key = Array(" \(name)=\"".utf8)
        guard let at = find(key, in: tag) else { return nil }
        let value = tag[(at + key.count)...]
        let close = value.firstIndex(of: UInt8(ascii: "\"")) ?? value.endIndex
        return String(decoding: value[..<close], as: UTF8.self)
    }

    private static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = bytes.startIndex
        while index <= bytes.endIndex - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
