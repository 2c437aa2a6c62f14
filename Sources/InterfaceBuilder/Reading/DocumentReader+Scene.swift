import TrellisLayout
import TrellisLayoutScript

extension DocumentReader {
    /// What one scene accumulates while its views are read.
    struct SceneParts {
        var roots: [DocumentView] = []
        var constraints: [DocumentConstraint] = []
        var guides: [DocumentGuide] = []
        /// The ids of the views some constraint read so far names (placeholders included).
        var constrainedIDs: Set<String> = []
    }

    /// Reads the objects of a storyboard scene (one scene) or of a xib (a scene per top-level view).
    ///
    /// - Parameters:
    ///   - objects: The `<objects>` children.
    ///   - sceneElement: The `<scene>` element, or nil for a xib.
    /// - Returns: The scenes.
    mutating func readScene(objects: [XMLElementNode], sceneElement: XMLElementNode?) -> [DocumentScene] {
        var scenes: [DocumentScene] = []
        var parts = SceneParts()
        let notesBefore = notes.count
        seen = []
        for object in objects {
            if sceneElement == nil { parts = SceneParts() }
            let before = parts.roots.count
            readObject(object, into: &parts)
            if sceneElement == nil, parts.roots.count > before, let first = parts.roots.first {
                scenes.append(
                    DocumentScene(
                        name: Self.sceneName(of: object), id: first.id, location: location(object),
                        roots: DocumentView.linked(parts.roots),
                        constraints: parts.constraints, guides: parts.guides, notes: []))
            }
        }
        if let sceneElement {
            let controller = objects.first { $0["sceneMemberID"] == "viewController" } ?? objects.first
            scenes.append(
                DocumentScene(
                    name: controller.map(Self.sceneName(of:)) ?? "scene", id: sceneElement["sceneID"] ?? "",
                    location: location(sceneElement), roots: DocumentView.linked(parts.roots),
                    constraints: parts.constraints,
                    guides: parts.guides, notes: Array(notes[notesBefore...])))
        }
        return scenes
    }

    /// A scene's name: the controller's or view's user label, custom class, or element name.
    static func sceneName(of element: XMLElementNode) -> String {
        element["userLabel"] ?? element["customClass"] ?? element["title"] ?? element.name
    }

    /// Reads one top-level object: a view controller's view, a window's content view, or a view.
    mutating func readObject(_ object: XMLElementNode, into parts: inout SceneParts) {
        if let view = object.child(key: "view"), view.child("rect", key: "frame") != nil {
            let (insets, heightBelowBars) = controllerRootPlacement(object, root: view)
            guard var root = readView(view, superview: nil, into: &parts) else { return }
            if let heightBelowBars { root.documentFrame.size.height = heightBelowBars }
            root.safeAreaInsets = insets
            Self.passSafeAreaDown(from: &root)
            applyRootMargins(&root, controller: object)
            if platform == .iOS { Self.preserveKeyedViewsMargins(of: view, root: root, in: &parts.roots) }
            for guide in object.grandchildren(in: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
                guard let id = guide["id"] else { continue }
                let isTop = guide["type"] == "top"
                parts.guides.append(
                    DocumentGuide(
                        id: id, kind: isTop ? .topLayoutGuide : .bottomLayoutGuide, owner: root.id,
                        length: isTop ? insets.top : insets.bottom, location: location(guide)))
            }
            parts.roots.append(root)
        } else if object.name == "window", let content = object.child(key: "contentView") {
            if var root = readView(content, superview: nil, into: &parts) {
                root.isWindowContent = true
                root.isFlaggedAmbiguousByEra =
                    root.isFlaggedAmbiguousByEra
                    || AmbiguityRules.flagsWindowContent(
                        translatesAutoresizingMask: content.flag("translatesAutoresizingMaskIntoConstraints"))
                parts.roots.append(root)
            }
        } else if object.child("rect", key: "frame") != nil, let id = object["id"], id == ownersView,
            !Self.nonViews.contains(object.name)
        {
            // A xib's view that its File's Owner (a view controller) holds as its view; without a device
            // named, Interface Builder draws no bars or insets on it.
            let insets = device == nil ? EdgeInsets.zero : controllerInsets(object, root: object)
            guard var root = readView(object, superview: nil, into: &parts) else { return }
            root.safeAreaInsets = insets
            Self.passSafeAreaDown(from: &root)
            applyRootMargins(&root, controller: object)
            parts.roots.append(root)
        } else if object.child("rect", key: "frame") != nil, !Self.nonViews.contains(object.name) {
            freeStandingCell = object.name == "tableViewCell" ? object["id"] : nil
            defer { freeStandingCell = nil }
            guard var root = readView(object, superview: nil, into: &parts) else { return }
            if let device, platform == .iOS, abs(root.documentFrame.width - device.width) < 0.5,
                abs(root.documentFrame.height - device.height) < 0.5
            {
                root.safeAreaInsets = device.safeArea
                Self.passSafeAreaDown(from: &root)
            } else if let device, platform == .iOS, object.name == "view", !device.isPad {
                applyFreeViewInsets(&root, object, device: device)
            } else if let device, platform == .iOS, !device.isPad,
                Self.freeStandingCollectionItems.contains(object.name)
            {
                applyFreeStandingCollectionItemInsets(&root, device: device)
                applyFreeStandingCollectionItemMargins(&root, object)
            }
            parts.roots.append(root)
        }
    }

    /// A top-level plain view (a xib's, or one beside a scene's controller) that is not the device's size, on a
    /// phone: Interface Builder draws it as a screen of its own size, with the device's status bar (on a phone with
    /// a Home button, the era's: `ScreenRules.freeViewStatusBarOnHomeButtonPhonesFrom`) and home indicator at its
    /// edges, the side margins of a root of its width and none at the top and bottom (`MarginRules.freeViewVertical`).
    /// Eras in `ScreenRules.freeViewAtScreenTopEras` draw one no wider than the screen at the screen's top, where the
    /// home indicator covers only what of it reaches it (`ScreenRules.bottomInsetAtScreenTop`).
    mutating func applyFreeViewInsets(_ root: inout DocumentView, _ object: XMLElementNode, device: Device) {
        root.safeAreaInsets = freeViewSafeArea(root, device: device)
        Self.passSafeAreaDown(from: &root)
        guard !Self.storesMargins(object) else { return }
        let side = MarginRules.rootSideMargin(width: root.documentFrame.width, isPad: false)
        root.margins = EdgeInsets(MarginRules.freeViewVertical, side, MarginRules.freeViewVertical, side)
    }

    /// The safe-area insets of a top-level view that Interface Builder draws as a screen of its own size on a phone
    /// (see `applyFreeViewInsets`): the status bar at its top and the home indicator at its bottom, by era.
    func freeViewSafeArea(_ root: DocumentView, device: Device) -> EdgeInsets {
        let drawsStatusBar =
            !device.hasHomeButton || era.isAtLeast(ScreenRules.freeViewStatusBarOnHomeButtonPhonesFrom)
        let atScreenTop = ScreenRules.drawsAtScreenTop(
            width: root.documentFrame.width, screenWidth: device.width, era: era)
        let bottom =
            atScreenTop
            ? ScreenRules.bottomInsetAtScreenTop(
                height: root.documentFrame.height, screenHeight: device.height, bottom: device.safeArea.bottom)
            : device.safeArea.bottom
        return EdgeInsets(drawsStatusBar ? device.safeArea.top : 0, 0, bottom, 0)
    }

    /// Gives every view under a root the part of the root's unsafe edges it covers: its safe-area insets, from
    /// which its margins are measured unless it says `insetsLayoutMarginsFromSafeArea="NO"`.
    ///
    /// UIKit passes safe areas down the view tree by where each view lies; the
    /// stored frames (Interface Builder's layout) say where. A scroll view's
    /// content is left out (its content insets, not its subviews' safe areas,
    /// take the bars).
    static func passSafeAreaDown(from root: inout DocumentView) {
        let insets = root.safeAreaInsets
        guard insets != .zero else { return }
        let (width, height) = (root.documentFrame.width, root.documentFrame.height)
        func clamp(_ value: Double, _ most: Double) -> Double { min(max(value, 0), max(most, 0)) }
        func visit(_ view: inout DocumentView, x: Double, y: Double) {
            for index in view.subviews.indices {
                let frame = view.subviews[index].documentFrame
                let (minX, minY) = (x + frame.minX, y + frame.minY)
                view.subviews[index].safeAreaInsets = EdgeInsets(
                    top: clamp(insets.top - minY, frame.height), left: clamp(insets.left - minX, frame.width),
                    bottom: clamp(minY + frame.height - (height - insets.bottom), frame.height),
                    right: clamp(minX + frame.width - (width - insets.right), frame.width))
                if !view.subviews[index].isScrollView { visit(&view.subviews[index], x: minX, y: minY) }
            }
        }
        if !root.isScrollView { visit(&root, x: 0, y: 0) }
    }

    /// Elements with a frame that are not laid out by constraints (bars drawn by their controllers).
    static let nonViews: Set<String> = ["navigationBar", "tabBar", "toolbar", "menu", "menuItem"]

    /// The safe-area insets of a view controller's root view: device, status bar, navigation and tab bars.
    ///
    /// The bars cover the screen from its top down to the status bar plus a
    /// navigation bar (when the controller is in a navigation stack, see
    /// `controllerBars`, or simulates one), and from its bottom up to the home
    /// indicator plus a tab bar or toolbar; the root's stored frame tells where
    /// on the screen it is (a root shorter than the screen at y = 0 lies below
    /// opaque bars of its shortfall's height, or is a page sheet).
    func controllerInsets(_ controller: XMLElementNode, root: XMLElementNode) -> EdgeInsets {
        controllerRootPlacement(controller, root: root).insets
    }

    /// A view controller's root view's safe-area insets (`controllerInsets`), and the height its content is laid out
    /// in when that is not the stored one: a root under an opaque navigation bar that the document stores at the
    /// screen's full height lies below the bar (UIKit extends a root under opaque bars only when its controller's
    /// `extendedLayoutIncludesOpaqueBars` is on, `BarRules.rootExtendsUnderOpaqueBarsAttribute`), so Interface
    /// Builder lays its content out in the points below the bar, with no inset for it.
    func controllerRootPlacement(_ controller: XMLElementNode, root: XMLElementNode) -> (
        insets: EdgeInsets, heightBelowBars: Double?
    ) {
        guard platform == .iOS, let frame = Self.rect(root.child("rect", key: "frame")) else { return (.zero, nil) }
        guard
            let device = device
                ?? Device.matching(width: frame.width, height: frame.height)?.asShown(by: era)
        else {
            return (.zero, nil)
        }
        var status = device.safeArea.top
        var homeIndicator = device.safeArea.bottom
        if controller.children.contains(where: { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }),
            ScreenRules.simulatedNoStatusBarHides(on: device, era: era)
        {
            status = 0
        }
        // A widget's root in Notification Center shows no status bar; it is a screen of its own size.
        let inNotificationCenter =
            root["simulatedAppContext"].map(ScreenRules.statusBarlessAppContexts.contains) == true
        if inNotificationCenter, device.hasHomeButton { status = 0 }
        let inferred = controller["id"].flatMap { bars[$0] } ?? ControllerBars()
        let isPresentedFullScreen =
            controller["modalPresentationStyle"] == "fullScreen"
            || controller["id"].map(presentedFullScreen.contains) == true
        if isPresentedFullScreen, inferred == ControllerBars(),
            era.isAtLeast(ScreenRules.bareFullScreenFrom)
        {
            // A controller presented full screen (not shown in a navigation or tab bar controller) is drawn without
            // the status bar and home indicator.
            (status, homeIndicator) = (0, 0)
        }
        if controller["id"].map(barePresentations.contains) == true, era.isIn(ScreenRules.barePresentationEras) {
            // So are a controller presented over full screen and the stack of a navigation controller presented full
            // screen or over full screen; the stack keeps its navigation bar, stored at the screen's top.
            (status, homeIndicator) = (0, 0)
        }
        var navigationBar = 0.0
        var navigationBarIsOpaque = inferred.navigationBarIsOpaque
        let topBar = controller.child(key: "simulatedTopBarMetrics")
        if topBar?.name == "simulatedNavigationBarMetrics" {
            navigationBar = inferred.navigationBar > 0 ? inferred.navigationBar : BarRules.navigationBar
            navigationBarIsOpaque = navigationBarIsOpaque || topBar?["translucent"] == "NO"
        } else if topBar?.name != "nil" {
            navigationBar = inferred.navigationBar
        }
        var bottom = homeIndicator
        let bottomBar = controller.child(key: "simulatedBottomBarMetrics")
        if bottomBar?.name == "simulatedTabBarMetrics" {
            bottom += BarRules.tabBar
        } else if bottomBar?.name == "simulatedToolbarMetrics" {
            bottom +=
                device.isPortraitPhoneWithHomeIndicator ? BarRules.toolbarAboveHomeIndicator : BarRules.toolbar
        } else if bottomBar?.name != "nil" {
            bottom += inferred.tabBar
        }
        var top = status + navigationBar
        if navigationBar > 0, let stored = inferred.navigationBarBottom, let barTop = inferred.navigationBarTop,
            (barTop > 0) == (status > 0)
        {
            // The navigation controller stores where its bar ends on the screen as Interface Builder drew it (below
            // the status bar, or at the top of a screen drawn without one; Xcode 8 stores it at 0 under a status bar).
            top = stored
        }
        let (left, right) = (device.safeArea.left, device.safeArea.right)
        // The root of a child in a container view (an embed segue's destination) is drawn on its own, as the simulated
        // screen: the insets sit at its own edges; the eras that draw a free view no wider than the screen at the
        // screen's top draw such a child there too, where the home indicator and bottom bars cover only what reaches
        // them, even when it stores a freeform size.
        let bottomAtScreenTop = ScreenRules.bottomInsetAtScreenTop(
            height: frame.height, screenHeight: device.height, bottom: bottom)
        if controller["id"].map(embedded.contains) == true {
            let atScreenTop = ScreenRules.drawsAtScreenTop(width: frame.width, screenWidth: device.width, era: era)
            return (EdgeInsets(top, left, atScreenTop ? bottomAtScreenTop : bottom, right), nil)
        }
        // So is a freeform root; but the eras that draw a free view no wider than the screen at the screen's top draw
        // such a File's Owner root on a phone there too.
        if Self.isFreeform(controller), controller["id"] != nil, controller["id"] == ownersView, !device.isPad,
            ScreenRules.drawsAtScreenTop(width: frame.width, screenWidth: device.width, era: era)
        {
            return (EdgeInsets(top, left, bottomAtScreenTop, right), nil)
        }
        if Self.isFreeform(controller) || inNotificationCenter { return (EdgeInsets(top, left, bottom, right), nil) }
        // A root under an opaque navigation bar stored at the screen's full height lies below the bar all the same.
        if navigationBar > 0, navigationBarIsOpaque,
            controller[BarRules.rootExtendsUnderOpaqueBarsAttribute] != "YES", frame.minY == 0,
            abs(frame.height - device.height) < 0.5, top < frame.height
        {
            return (EdgeInsets(0, left, bottom, right), frame.height - top)
        }
        // A root stored at y = 0 but shorter than the screen lies below opaque bars whose height is its
        // shortfall, or is a page sheet.
        let shortfall = frame.minY == 0 ? device.height - frame.height : 0
        if shortfall > 0.5 {
            if abs(shortfall - top) < 0.5 { return (EdgeInsets(0, left, bottom, right), nil) }
            if abs(shortfall - bottom) < 0.5 { return (EdgeInsets(top, left, 0, right), nil) }
            if abs(shortfall - top - bottom) < 0.5 { return (EdgeInsets(0, left, 0, right), nil) }
            if isPageSheet(frame, on: device) {
                let sheetBar = navigationBar == BarRules.navigationBar ? BarRules.sheetNavigationBar : navigationBar
                let sheetBottom =
                    era.isAtLeast(BarRules.sheetsWithoutHomeIndicatorFrom) ? bottom - homeIndicator : bottom
                if sheetBar == 0, era.isIn(BarRules.inferredSheetStatusBarEras),
                    controller.child(key: "simulatedDestinationMetrics") == nil
                {
                    return (EdgeInsets(status, left, sheetBottom, right), nil)
                }
                return (EdgeInsets(sheetBar, left, sheetBottom, right), nil)
            }
        }
        let screenBottom = device.height - bottom
        return (
            EdgeInsets(max(0, top - frame.minY), left, max(0, frame.minY + frame.height - screenBottom), right), nil
        )
    }

    /// Whether a view controller's root is drawn as a page sheet.
    ///
    /// Xcode 11 and later (`toolsVersion` 15000 and up) draw a scene that is
    /// presented modally on a phone as iOS 13's page sheet: as wide as the
    /// screen, shorter than it, below the status bar (so without its inset)
    /// and reaching the screen's bottom (so with the home indicator's); a
    /// navigation bar in a sheet is 56 points high.
    func isPageSheet(_ frame: Rect, on device: Device) -> Bool {
        guard era.isAtLeast(BarRules.pageSheetsFrom), !device.isPad, !device.isLandscape else { return false }
        return abs(frame.width - device.width) < 0.5
    }

    /// Whether a controller simulates a freeform size: `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`,
    /// or the `<size key="freeformSize">` that later Xcode writes on its own.
    static func isFreeform(_ controller: XMLElementNode) -> Bool {
        controller.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
            || controller.child("size", key: "freeformSize") != nil
    }

    /// A view controller's root view's layout margins: the device's side margins (a plain view's narrower on some
    /// phones, `MarginRules.plainRootSideMargin`) and none top and bottom, from the safe area; a freeform root's side
    /// margins, and those of a root that matches no device (Xcode 6 and 7's 600-point canvas less its bars), follow
    /// its own width.
    func applyRootMargins(_ root: inout DocumentView, controller: XMLElementNode) {
        guard platform == .iOS else { return }
        let screen = device ?? Device.matching(width: root.documentFrame.width, height: root.documentFrame.height)
        var side = screen?.rootSideMargin ?? MarginRules.rootSideMargin(width: root.documentFrame.width, isPad: false)
        if let screen, root.element == "view" {
            // The device's portrait width, as `Device.rootSideMargin` takes it.
            let width = min(screen.width, screen.height)
            side = MarginRules.plainRootSideMargin(width: width, isPad: screen.isPad)
        }
        if Self.isFreeform(controller) {
            side = MarginRules.rootSideMargin(width: root.documentFrame.width, isPad: device?.isPad ?? false)
        }
        root.margins = EdgeInsets(MarginRules.rootVertical, side, MarginRules.rootVertical, side)
        Self.passPreservedMarginsDown(from: &root)
    }

    /// Gives the views that preserve their superview's margins (`preservesSuperviewLayoutMargins`, storing none of
    /// their own) at each side the larger of their own margin and the part of their superview's margin that reaches
    /// past their edge (UIKit's rule), from a root down through every view that preserves them in turn.
    static func passPreservedMarginsDown(from view: inout DocumentView) {
        for index in view.subviews.indices where view.subviews[index].preservesSuperviewMargins {
            preserveMargins(of: &view.subviews[index], in: view)
        }
    }

    /// Gives `view`, which preserves its superview's margins, the part of `superview`'s that reaches past its
    /// sides, and passes them on to its own subviews.
    static func preserveMargins(of view: inout DocumentView, in superview: DocumentView) {
        let frame = view.documentFrame
        view.margins.left = max(view.margins.left, superview.margins.left - frame.minX)
        view.margins.right = max(
            view.margins.right, superview.margins.right - (superview.documentFrame.width - frame.minX - frame.width))
        passPreservedMarginsDown(from: &view)
    }

    /// A table view root's header and footer views (`tableHeaderView`, `tableFooterView`), which are laid out
    /// on their own, preserve the table's margins when they say so, as its subviews do.
    static func preserveKeyedViewsMargins(
        of element: XMLElementNode, root: DocumentView, in roots: inout [DocumentView]
    ) {
        let keyed = Set(
            element.children.filter { ["tableHeaderView", "tableFooterView"].contains($0["key"] ?? "") }
                .compactMap { $0["id"] })
        guard !keyed.isEmpty else { return }
        for index in roots.indices where keyed.contains(roots[index].id) && roots[index].preservesSuperviewMargins {
            preserveMargins(of: &roots[index], in: root)
        }
    }

    /// A `<rect>` element's rectangle.
    static func rect(_ element: XMLElementNode?) -> Rect? {
        guard let element else { return nil }
        return Rect(
            x: element.number("x") ?? 0, y: element.number("y") ?? 0, width: element.number("width") ?? 0,
            height: element.number("height") ?? 0)
    }
}

extension Device {
    /// The portrait or landscape device whose screen is this size, if one is in the table.
    static func matching(width: Double, height: Double) -> Device? {
        for id in ScreenRules.screens.keys.sorted() {
            for landscape in [false, true] {
                if let device = named(id, landscape: landscape), device.width == width, device.height == height {
                    return device
                }
            }
        }
        return nil
    }
}
