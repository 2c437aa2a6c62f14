import TrellisLayout

/// A device Interface Builder lays scenes out for, with what sets its safe area.
///
/// The sizes are the devices' screens in points; the insets are the status
/// bar (top) and home indicator (bottom) in portrait, and the sensor housing
/// (left, right) with the home indicator (bottom) in landscape. The numbers
/// are rows of `ScreenRules`; `Docs/InterfaceBuilder.md` gives their sources.
public struct Device: Sendable, Equatable {
    /// The document's device id, e.g. `retina6_1`.
    public var id: String
    /// Whether it is in landscape.
    public var isLandscape: Bool
    /// The screen in points, in the document's orientation.
    public var width: Double
    public var height: Double
    /// The safe area insets of a full-screen view.
    public var safeArea: EdgeInsets
    /// The horizontal layout margins of a view controller's root view.
    public var rootSideMargin: Double
    /// Whether it is an iPad (regular width and height).
    public var isPad: Bool
    /// Pixels per point.
    public var scale: Double

    public static func == (a: Device, b: Device) -> Bool { a.id == b.id && a.isLandscape == b.isLandscape }

    /// The device for a document's `<device id= orientation=>`, if the id is in the table.
    ///
    /// - Parameters:
    ///   - id: The device id.
    ///   - landscape: Whether `orientation="landscape"`.
    ///   - era: The Xcode release that saved the document (some draw a device id as another screen).
    /// - Returns: The device, or nil for an id not in the table.
    public static func named(_ id: String, landscape: Bool, era: XcodeEra = XcodeEra(toolsVersion: nil)) -> Device? {
        guard let screen = ScreenRules.screen(id, era: era) else { return nil }
        let isPad = id.hasPrefix("ipad")
        let sideMargin = MarginRules.rootSideMargin(width: screen.width, isPad: isPad)
        if landscape {
            let statusBar = isPad ? screen.top : 0
            return Device(
                id: id, isLandscape: true, width: screen.height, height: screen.width,
                safeArea: EdgeInsets(statusBar, screen.landscapeSide, screen.landscapeBottom, screen.landscapeSide),
                rootSideMargin: sideMargin, isPad: isPad, scale: screen.scale)
        }
        return Device(
            id: id, isLandscape: false, width: screen.width, height: screen.height,
            safeArea: EdgeInsets(screen.top, 0, screen.bottom, 0), rootSideMargin: sideMargin, isPad: isPad,
            scale: screen.scale)
    }

    /// Whether it is a phone with a Home button (no home indicator).
    var hasHomeButton: Bool { !isPad && safeArea.bottom == 0 }

    /// Whether it is a phone in portrait with a home indicator (and a sensor housing).
    var isPortraitPhoneWithHomeIndicator: Bool { !isPad && !isLandscape && safeArea.bottom > 0 }

    /// Whether it is a phone in landscape with a home indicator (and a sensor housing at its sides).
    var isLandscapePhoneWithHomeIndicator: Bool { !isPad && isLandscape && safeArea.bottom > 0 }

    /// The device as a document saved by a given Xcode shows it: the first
    /// row of `ScreenRules.statusBars` for the era and device sets the top
    /// inset in portrait and the side insets in landscape, the era's row of
    /// `ScreenRules.landscapeDrawings` may draw a landscape phone with its
    /// portrait insets instead, and the era's row of `ScreenRules.insetScales`
    /// scales a portrait phone's sensor housing and home indicator.
    ///
    /// - Parameters:
    ///   - era: The Xcode release that saved the document.
    /// - Returns: The device with the status-bar inset Interface Builder used.
    func asShown(by era: XcodeEra) -> Device {
        var device = self
        func applies(_ row: ScreenRules.StatusBar) -> Bool {
            guard era.isIn(row.eras) else { return false }
            switch row.devices {
            case .homeButtonPhones: return hasHomeButton
            case .sensorHousing(let id): return id == self.id
            }
        }
        let row = ScreenRules.statusBars.first(where: applies)
        if isLandscapePhoneWithHomeIndicator {
            switch ScreenRules.landscapeDrawing(for: era) {
            case .sensorHousingSides:
                if let row {
                    device.safeArea.left = row.top
                    device.safeArea.right = row.top
                }
            case .portraitInsets:
                if let portrait = Device.named(id, landscape: false, era: era)?.asShown(by: era) {
                    device.safeArea = EdgeInsets(portrait.safeArea.top, 0, portrait.safeArea.bottom, 0)
                }
            }
            return device
        }
        if let row { device.safeArea.top = row.top }
        if isPortraitPhoneWithHomeIndicator {
            device.safeArea.top *= ScreenRules.insetScale(for: era)
            device.safeArea.bottom *= ScreenRules.insetScale(for: era)
        }
        return device
    }

    /// The size classes a variation key names (e.g. `heightClass=compact-widthClass=regular`): each part a
    /// `widthClass` or `heightClass` of `compact` or `regular`, joined by `-`; nil when any part is something
    /// else (another trait, another value, an empty part), which the importer does not model.
    static func sizeClasses(inVariation key: String) -> [(trait: Substring, value: Substring)]? {
        var classes: [(trait: Substring, value: Substring)] = []
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, ["widthClass", "heightClass"].contains(pair[0]),
                ["compact", "regular"].contains(pair[1])
            else { return nil }
            classes.append((pair[0], pair[1]))
        }
        return classes
    }

    /// Whether a variation key names only traits `matches(variation:)` evaluates (`sizeClasses(inVariation:)`).
    static func isModelled(variation key: String) -> Bool {
        sizeClasses(inVariation: key) != nil
    }

    /// Whether a size-class variation key (e.g. `heightClass=compact-widthClass=regular`) applies to this device.
    ///
    /// - Parameters:
    ///   - key: The `<variation key=…>`.
    /// - Returns: true when the key is modelled and every size class it names is the device's.
    func matches(variation key: String) -> Bool {
        let widthClass = isPad || (isLandscape && width >= 736) ? "regular" : "compact"
        let heightClass = isPad || !isLandscape ? "regular" : "compact"
        guard let classes = Self.sizeClasses(inVariation: key) else { return false }
        return classes.allSatisfy { $0.value == ($0.trait == "widthClass" ? widthClass : heightClass) }
    }
}
