/// A device Interface Builder lays scenes out for, with what sets its safe area.
///
/// The sizes are the devices' screens in points; the insets are the status
/// bar (top) and home indicator (bottom) in portrait, and the sensor housing
/// (left, right) with the home indicator (bottom) in landscape. See
/// `Docs/TrellisInterfaceBuilder.md` for the table and its sources.
public struct Device: Sendable, Equatable {
    /// The document's device id, e.g. `retina6_1`.
    public var id: String
    /// Whether it is in landscape.
    public var isLandscape: Bool
    /// The screen in points, in the document's orientation.
    public var width: Double
    public var height: Double
    /// The safe area insets of a full-screen view: top, left, bottom, right.
    public var safeArea: (top: Double, left: Double, bottom: Double, right: Double)
    /// The horizontal layout margins of a view controller's root view.
    public var rootSideMargin: Double
    /// Whether it is an iPad (regular width and height).
    public var isPad: Bool

    public static func == (a: Device, b: Device) -> Bool { a.id == b.id && a.isLandscape == b.isLandscape }

    /// The table: id → portrait width, height, top inset, bottom inset, landscape side inset, landscape bottom inset.
    static let table: [String: (Double, Double, Double, Double, Double, Double)] = [
        "retina3_5": (320, 480, 20, 0, 0, 0),
        "retina4_0": (320, 568, 20, 0, 0, 0),
        "retina4_7": (375, 667, 20, 0, 0, 0),
        "retina5_5": (414, 736, 20, 0, 0, 0),
        "retina5_9": (375, 812, 44, 34, 44, 21),
        "retina6_1": (414, 896, 44, 34, 44, 21),
        "retina6_5": (414, 896, 44, 34, 44, 21),
        "retina5_4": (375, 812, 50, 34, 50, 21),
        "retina6_0": (390, 844, 47, 34, 47, 21),
        "retina6_7": (428, 926, 47, 34, 47, 21),
        "retina6_12": (393, 852, 59, 34, 59, 21),
        "retina6_72": (430, 932, 59, 34, 59, 21),
        "retina6_3": (402, 874, 62, 34, 62, 21),
        "retina6_9": (440, 956, 62, 34, 62, 21),
        "ipad9_7": (768, 1024, 20, 0, 0, 0),
        "ipad10_2": (810, 1080, 20, 0, 0, 0),
        "ipad10_5": (834, 1112, 20, 0, 0, 0),
        "ipad10_9rounded": (820, 1180, 24, 20, 0, 20),
        "ipad11": (834, 1194, 24, 20, 0, 20),
        "ipad12_9": (1024, 1366, 20, 0, 0, 0),
        "ipad12_9rounded": (1024, 1366, 24, 20, 0, 20),
        // Xcode 6 and 7's "any width, any height" canvas (documents without a device).
        "wAny_hAny": (600, 600, 20, 0, 0, 0),
    ]

    /// The device for a document's `<device id= orientation=>`, if the id is in the table.
    ///
    /// - Parameters:
    ///   - id: The device id.
    ///   - landscape: Whether `orientation="landscape"`.
    /// - Returns: The device, or nil for an id not in the table.
    public static func named(_ id: String, landscape: Bool) -> Device? {
        guard let (w, h, top, bottom, side, landscapeBottom) = table[id] else { return nil }
        let isPad = id.hasPrefix("ipad")
        let sideMargin: Double = (isPad || w >= 393) ? 20 : 16  // the 600-point canvas: 20 too
        if landscape {
            let statusBar = isPad ? top : 0
            return Device(
                id: id, isLandscape: true, width: h, height: w,
                safeArea: (statusBar, side, landscapeBottom, side), rootSideMargin: sideMargin, isPad: isPad)
        }
        return Device(
            id: id, isLandscape: false, width: w, height: h, safeArea: (top, 0, bottom, 0),
            rootSideMargin: sideMargin, isPad: isPad)
    }

    /// The device as a document saved by a given Xcode shows it.
    ///
    /// Xcode 11 and later (`toolsVersion` 15000 and up) lay out the scenes of
    /// a phone with a Home button without a status bar: a view pinned to the
    /// safe area's top is stored at y = 0. Older documents, and devices with a
    /// sensor housing (whose inset is the housing, not the bar), keep it; Xcode
    /// 15 and later (`toolsVersion` 22000 and up) show the iPhone 11 and XR
    /// (`retina6_1`) with a 48-point status bar.
    ///
    /// - Parameters:
    ///   - toolsVersion: The document's `toolsVersion` major number, if it gives one.
    /// - Returns: The device with the status-bar inset Interface Builder used.
    func asShown(byToolsVersion toolsVersion: Int?) -> Device {
        guard let toolsVersion, toolsVersion >= 15000, !isPad else { return self }
        var device = self
        if safeArea.bottom == 0 {
            device.safeArea.top = 0
        } else if id == "retina6_1", !isLandscape, toolsVersion >= 22000 {
            // Xcode 15 shows the iPhone 11 and XR with iOS 14's 48-point status bar (Xcode 12 and 13: 44).
            device.safeArea.top = 48
        }
        return device
    }

    /// Whether a size-class variation key (e.g. `heightClass=compact-widthClass=regular`) applies to this device.
    ///
    /// - Parameters:
    ///   - key: The `<variation key=…>`.
    /// - Returns: true when every trait it names matches the device's.
    func matches(variation key: String) -> Bool {
        let widthClass = isPad || (isLandscape && width >= 736) ? "regular" : "compact"
        let heightClass = isPad || !isLandscape ? "regular" : "compact"
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": if pair[1] != widthClass { return false }
            case "heightClass": if pair[1] != heightClass { return false }
            default: return false
            }
        }
        return true
    }
}
