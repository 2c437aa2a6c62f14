/// Devices' screens and the insets Interface Builder draws on them, by Xcode era.
///
/// Every row's evidence is in `Docs/InterfaceBuilder.md` ("Safe area, bars
/// and layout guides"): the screen sizes are Apple's Human Interface
/// Guidelines' device sizes; the insets are the status bar and home
/// indicator, checked on the corpus.
enum ScreenRules {
    /// One device: its portrait screen in points, its insets and its scale.
    struct Screen: Sendable {
        var width: Double
        var height: Double
        /// Portrait status bar (or sensor housing) and home indicator.
        var top: Double
        var bottom: Double
        /// Landscape sensor housing (left and right) and home indicator, where no era's row in `statusBars` or
        /// `landscapeDrawings` says otherwise.
        var landscapeSide: Double
        var landscapeBottom: Double
        /// Pixels per point.
        var scale: Double
    }

    /// The devices Interface Builder names, by `<device id=…>`, as Xcode 15 and 16 show them.
    static let screens: [String: Screen] = [
        "retina3_5": Screen(
            width: 320, height: 480, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2),
        "retina4_0": Screen(
            width: 320, height: 568, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2),
        "retina4_7": Screen(
            width: 375, height: 667, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2),
        "retina5_5": Screen(
            width: 414, height: 736, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 3),
        "retina5_9": Screen(
            width: 375, height: 812, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, scale: 3),
        "retina6_1": Screen(
            width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, scale: 2),
        "retina6_5": Screen(
            width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, scale: 3),
        "retina5_4": Screen(
            width: 375, height: 812, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, scale: 3),
        "retina6_0": Screen(
            width: 390, height: 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        "retina6_7": Screen(
            width: 428, height: 926, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        "retina6_12": Screen(
            width: 393, height: 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        "retina6_72": Screen(
            width: 430, height: 932, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        "retina6_3": Screen(
            width: 402, height: 874, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, scale: 3),
        "retina6_9": Screen(
            width: 440, height: 956, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, scale: 3),
        "ipad9_7": Screen(width: 768, height: 1024, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2),
        "ipad10_2": Screen(
            width: 810, height: 1080, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2),
        "ipad10_5": Screen(
            width: 834, height: 1112, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2),
        "ipad10_9rounded": Screen(
            width: 820, height: 1180, top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 20, scale: 2),
        "ipad11": Screen(
            width: 834, height: 1194, top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 20, scale: 2),
        // The 11-inch iPad Pro (M4).
        "ipad11_0rounded": Screen(
            width: 834, height: 1210, top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 20, scale: 2),
        "ipad12_9": Screen(
            width: 1024, height: 1366, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2),
        "ipad12_9rounded": Screen(
            width: 1024, height: 1366, top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 20, scale: 2),
        // Xcode 6 and 7's "any width, any height" canvas (documents without a device); not rounded to pixels.
        "wAny_hAny": Screen(
            width: 600, height: 600, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 1),
    ]

    /// Which devices a status-bar row applies to.
    enum Devices: Sendable {
        /// Phones with a Home button (no home indicator).
        case homeButtonPhones
        /// One phone with a sensor housing: its status bar in portrait, and the sides it covers in landscape (see
        /// `landscapeDrawings`).
        case sensorHousing(String)
    }

    /// A status-bar inset that an Xcode era draws differently from `screens`.
    struct StatusBar: Sendable {
        var eras: Range<Int>
        var devices: Devices
        var top: Double
    }

    /// The status bar by era; the first matching row applies.
    static let statusBars: [StatusBar] = [
        // Xcode 11–14.2 draw phones with a Home button without a status bar; Xcode 14.3 shows its 20 points again.
        StatusBar(eras: XcodeEra.xcode11..<XcodeEra.xcode14_3, devices: .homeButtonPhones, top: 0),
        // Xcode 12, 13 and Xcode 14's betas draw the iPhone 12 and 12 Pro Max with a 44-point status bar, and 44-point
        // sides in landscape (Xcode 14.0's release and later: 47).
        StatusBar(eras: XcodeEra.xcode12..<XcodeEra.xcode14_0, devices: .sensorHousing("retina6_0"), top: 44),
        StatusBar(eras: XcodeEra.xcode12..<XcodeEra.xcode14_0, devices: .sensorHousing("retina6_7"), top: 44),
        // Xcode 14.0's release and later show iOS 16's status bars: 48 points on the iPhone 11 and XR, 50 on the
        // iPhone X, XS and 11 Pro, and sides as deep in landscape (Xcode 9–13 and Xcode 14's betas: 44).
        StatusBar(eras: ToolsVersions.from(XcodeEra.xcode14_0), devices: .sensorHousing("retina6_1"), top: 48),
        StatusBar(eras: ToolsVersions.from(XcodeEra.xcode14_0), devices: .sensorHousing("retina5_9"), top: 50),
    ]

    /// How an era draws a phone with a home indicator in landscape.
    enum LandscapeDrawing: Sendable {
        /// The sensor housing at both sides, as deep as the era's status bar in portrait, and the screen's landscape
        /// home indicator at the bottom; no status bar.
        case sensorHousingSides
        /// The portrait safe area on the landscape screen: the era's status bar at the top, the portrait home
        /// indicator at the bottom, nothing at the sides.
        case portraitInsets
    }

    /// A landscape drawing that an era uses instead of `sensorHousingSides`.
    struct LandscapeRow: Sendable {
        var eras: Range<Int>
        var drawing: LandscapeDrawing
    }

    /// Landscape drawings by era; the first matching row applies to every phone with a home indicator.
    static let landscapeDrawings: [LandscapeRow] = [
        // Xcode 14.0–14.2 draw a landscape scene with the portrait insets (stored frames 0 from the sides and 34
        // from the bottom, under a status bar, in 21225 and 21507); Xcode 14.3 draws the sides again.
        LandscapeRow(eras: XcodeEra.xcode14_0..<XcodeEra.xcode14_3, drawing: .portraitInsets)
    ]

    /// The way an era draws a phone with a home indicator in landscape (`landscapeDrawings`).
    static func landscapeDrawing(for era: XcodeEra) -> LandscapeDrawing {
        landscapeDrawings.first(where: { era.isIn($0.eras) })?.drawing ?? .sensorHousingSides
    }

    /// A device that an Xcode era draws as another screen than `screens` says.
    struct ScreenChange: Sendable {
        var eras: Range<Int>
        var id: String
        var screen: Screen
    }

    /// Screens by era; the first matching row replaces the device's `screens` row.
    static let screenChanges: [ScreenChange] = [
        // Xcode 16.0 and later draw retina6_7 as the 430 × 932 iPhone 15 Plus with a 59-point sensor housing (Xcode
        // 12–15 and the Xcode 16 betas: the 428 × 926 iPhone 14 Plus, 44 or 47).
        ScreenChange(
            eras: ToolsVersions.from(XcodeEra.xcode16_0), id: "retina6_7",
            screen: Screen(
                width: 430, height: 932, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3))
    ]

    /// An era that draws a portrait phone's sensor housing and home indicator insets at a multiple of their
    /// height.
    struct InsetScale: Sendable {
        var eras: Range<Int>
        var factor: Double
    }

    /// Inset scales by era; the first matching row applies to every portrait phone with a home indicator, on the
    /// screen the era draws.
    static let insetScales: [InsetScale] = [
        // toolsVersion 23727 and later (Xcode 16.3 on, Xcode 26): twice the status bar and home indicator, so
        // 96 and 68 on retina6_1, 118 and 68 on retina6_12 and retina6_7 (toolsVersion 23504: 48 and 34, 59 and 34).
        InsetScale(eras: ToolsVersions.from(XcodeEra.xcode16_3), factor: 2)
    ]

    /// The eras that draw a top-level plain view, a xib's top-level collection view cell or reusable view, a
    /// freeform File's Owner root and a child in a container view no wider than the screen at the screen's top: with
    /// the status bar (or sensor housing) over its top edge and no home indicator at its bottom (Xcode 11 to 14.2). A
    /// wider one, and every one from Xcode 14.3, is drawn as a screen of its own size, with both.
    static let freeViewAtScreenTopEras = XcodeEra.xcode11..<XcodeEra.xcode14_3

    /// Whether a view drawn on its own (see `freeViewAtScreenTopEras`) `width` points wide lies at the top of a
    /// screen `screenWidth` points wide, without the home indicator, in an era.
    static func drawsAtScreenTop(width: Double, screenWidth: Double, era: XcodeEra) -> Bool {
        era.isIn(freeViewAtScreenTopEras) && width <= screenWidth + 0.5
    }

    /// The bottom inset of a view `height` points high drawn at the top of a screen `screenHeight` points high
    /// (`drawsAtScreenTop`), whose home indicator and bottom bars cover `bottom` points at the screen's bottom: they
    /// cover only what of the view reaches them (none on a view shorter than the screen less `bottom`), and no more
    /// than their height on a view taller than the screen.
    static func bottomInsetAtScreenTop(height: Double, screenHeight: Double, bottom: Double) -> Double {
        min(bottom, max(0, height - (screenHeight - bottom)))
    }

    /// The factor by which an era scales a portrait phone's sensor housing and home indicator (`insetScales`), 1
    /// where no row applies.
    static func insetScale(for era: XcodeEra) -> Double {
        insetScales.first(where: { era.isIn($0.eras) })?.factor ?? 1
    }

    /// The `simulatedAppContext`s of a root view that Interface Builder draws as a screen of the root's own size
    /// without a status bar: a Today widget's or notification content extension's root, in Notification Center.
    /// A phone's sensor housing keeps its inset (44 on retina6_1, Xcode 11 and 13); a phone with a Home button has
    /// none at the top (Xcode 10 and 11).
    static let statusBarlessAppContexts: Set<String> = ["notificationCenter"]

    /// The first `toolsVersion` that draws a controller presented full screen (`modalPresentationStyle="fullScreen"`)
    /// without the status bar and home indicator (Xcode 15; Xcode 14 draws both).
    static let bareFullScreenFrom = XcodeEra.xcode15

    /// The eras that draw a controller presented over full screen (`modalPresentationStyle="overFullScreen"`), and the
    /// stack of a navigation controller presented full screen or over full screen, without the status bar and home
    /// indicator too: Xcode 15 to 16.2 (22505 to 23504 in the documents: such a stack's bar stored at y 0). Xcode 16.3
    /// and 26 documents store such a stack's bar below the status bar.
    static let barePresentationEras = XcodeEra.xcode15..<XcodeEra.xcode16_3

    /// A top-level plain view drawn as a screen of its own size on a phone with a Home button shows the era's
    /// status bar (none in Xcode 11–14.2, 20 points from Xcode 14.3) from Xcode 11; Xcode 10 and earlier draw it
    /// without one.
    static let freeViewStatusBarOnHomeButtonPhonesFrom = XcodeEra.xcode11

    /// The first `toolsVersion` that draws the status bar whatever a controller's `simulatedStatusBarMetrics` say
    /// (Xcode 14.3: 21701 and 22505 in the corpus).
    static let simulatedNoStatusBarIgnoredFrom = XcodeEra.xcode14_3

    /// Whether a controller's `<nil key="simulatedStatusBarMetrics"/>` draws a device without its status bar: a phone
    /// with a Home button only, before Xcode 14.3. An iPad with a Home button keeps its 20 points (Xcode 9 and Xcode
    /// 15 documents), and a device with a home indicator keeps its sensor housing.
    static func simulatedNoStatusBarHides(on device: Device, era: XcodeEra) -> Bool {
        device.hasHomeButton && !era.isAtLeast(simulatedNoStatusBarIgnoredFrom)
    }

    /// The screen a device id is drawn as in an era, if the id is known.
    static func screen(_ id: String, era: XcodeEra) -> Screen? {
        screenChanges.first { $0.id == id && era.isIn($0.eras) }?.screen ?? screens[id]
    }
}
