/// The Xcode release that saved a document, told by its `toolsVersion`.
///
/// `toolsVersion` is the build number of the Interface Builder that saved the
/// document; its thousands rise with every Xcode release. Each of Apple's
/// rules that changed between releases is a table row keyed by a range of
/// these numbers (`ToolsVersions`); `releases` names the release each range
/// belongs to, with the evidence in `Docs/InterfaceBuilder.md` ("Xcode eras").
public struct XcodeEra: Sendable, Equatable {
    /// The major number of the document's `toolsVersion`; 0 when it gives none.
    public var toolsVersion: Int

    /// Creates the era of a `toolsVersion` major number (0 or nil: unknown, older than every rule).
    public init(toolsVersion: Int?) {
        self.toolsVersion = toolsVersion ?? 0
    }

    /// The first `toolsVersion` of each release, rising.
    public static let releases: [(from: Int, xcode: String)] = [
        (0, "Xcode 7 or earlier"), (10000, "Xcode 8"), (13000, "Xcode 9"), (14000, "Xcode 10"),
        (14800, "Xcode 11 beta"), (15000, "Xcode 11.0–11.3"), (16000, "Xcode 11.4–11.7"), (17000, "Xcode 12"),
        (19000, "Xcode 13.0–13.2"), (20000, "Xcode 13.3–13.4"),
        (21000, "Xcode 14.0–14.2"), (21600, "Xcode 14.3"), (22000, "Xcode 15"), (23000, "Xcode 16.0–16.2"),
        (23700, "Xcode 16.3–16.4"),
        (24000, "Xcode 26"),
    ]

    /// The first `toolsVersion` of the releases the rules tell apart.
    public static let xcode9 = 13000
    public static let xcode10 = 14000
    /// Xcode 11's betas (14800–14999), which draw with iOS 13's SDK, count as Xcode 11.
    public static let xcode11 = 14800
    public static let xcode11_4 = 16000
    public static let xcode12 = 17000
    /// Xcode 13.3's release (20037 and later in the corpus).
    public static let xcode13_3 = 20000
    public static let xcode14 = 21000
    /// Xcode 14.0's release, the first to draw iOS 16's status bars; its betas saved 21179 (plug-in 21169) and
    /// 21208.1 (plug-in 21191), the release 21225 (plug-in 21207).
    public static let xcode14_0 = 21209
    public static let xcode14_3 = 21600
    public static let xcode15 = 22000
    /// Xcode 16.0's release; its betas saved 23077–23090.
    public static let xcode16_0 = 23094
    public static let xcode16_3 = 23700
    public static let xcode26 = 24000

    /// The release's name, e.g. `Xcode 15`.
    public var xcode: String {
        Self.releases.last { toolsVersion >= $0.from }?.xcode ?? "Xcode 7 or earlier"
    }

    /// Whether the document was saved by a release in a range of `toolsVersion`s.
    public func isIn(_ range: Range<Int>) -> Bool { range.contains(toolsVersion) }

    /// Whether it was saved by the release that begins at `first` or a later one.
    public func isAtLeast(_ first: Int) -> Bool { toolsVersion >= first }

    /// The `toolsVersion` major number a document's root element says it was saved by.
    ///
    /// Xcode 15.3 and 15.4 stamp `toolsVersion="32700.99.1234"`, not their
    /// build; their `<plugIn version=…>` (22684–22690) holds it, and stands
    /// in for it: such a document is Xcode 15's, not Xcode 26's.
    ///
    /// - Parameters:
    ///   - toolsVersion: The `toolsVersion` attribute.
    ///   - pluginVersion: The first `<plugIn version=…>` under `<dependencies>`.
    /// - Returns: The major number, or nil when neither gives one.
    static func majorNumber(toolsVersion: String?, pluginVersion: String?) -> Int? {
        func major(_ text: String?) -> Int? { text.flatMap { Int($0.prefix { $0.isNumber }) } }
        if let toolsVersion, toolsVersion.hasSuffix(".99.1234"), let plugin = major(pluginVersion) { return plugin }
        return major(toolsVersion)
    }
}

/// Ranges of `toolsVersion` that the rule tables key their rows by.
enum ToolsVersions {
    /// Every release.
    static let all = 0..<Int.max
    /// From a release on.
    static func from(_ first: Int) -> Range<Int> { first..<Int.max }
}
