import TrellisLayout
import TrellisLayoutScript

extension DocumentReader {
    /// Reads a view element, its subviews and its constraints.
    ///
    /// - Parameters:
    ///   - element: The view's element.
    ///   - superview: The view it lies in, or nil for a root (`DocumentView.linked(_:)` links them once the scene is read).
    ///   - parts: The scene being read.
    /// - Returns: The view, or nil when it cannot be modelled (a note says why).
    mutating func readView(_ element: XMLElementNode, superview: DocumentView?, into parts: inout SceneParts)
        -> DocumentView?
    {
        guard let id = element["id"] ?? Self.implicitID(of: element, in: superview) else {
            note("a \(element.name) without an id is left out", at: element)
            return nil
        }
        guard !seen.contains(id) else {
            note("view id '\(id)' appears twice; the second is left out", at: element)
            return nil
        }
        seen.insert(id)
        guard let frame = Self.rect(element.child("rect", key: "frame")) else {
            note("\(element.name) '\(id)' has no stored frame; it and its subviews are left out", at: element)
            return nil
        }
        var view = DocumentView(
            id: id, element: element.name, customClass: element["customClass"], userLabel: element["userLabel"],
            location: location(element), frame: frame)
        view.documentMisplaced = element.flag("misplaced") ?? false
        view.documentAmbiguous = element.flag("ambiguous") ?? false
        view.isFlipped = element.flag("flipped") ?? (element.name == "splitView" && SplitViewRules.isFlipped)
        view.caption = Self.caption(of: element)
        if element.name == "gridView" {
            note(
                "NSGridView is not modelled: it keeps its stored size, and the views in its cells are left out but for "
                    + "their stored frames in it, which views outside the grid can be constrained to",
                at: element)
        }
        // A stack view lays its arranged views out itself, whatever `fixedFrame` says (Interface Builder writes it
        // on views dropped into a stack; their stored frames are the stack's arrangement, an image view's its image's).
        view.usesAutoresizing =
            superview != nil && superview?.stack == nil
            && (element.flag("translatesAutoresizingMaskIntoConstraints") != false
                || element.flag("fixedFrame") == true)
        view.keepsAutoresizingMaskInStack =
            superview?.stack?.isAppKit == true && StackViewRules.arrangedViewsKeepAutoresizingMasks(on: platform)
            && element.flag("translatesAutoresizingMaskIntoConstraints") != false
        view.autoresizing = Self.autoresizing(element.child("autoresizingMask", key: "autoresizingMask"))
        view.hugging = (
            priority(element, "horizontalHuggingPriority", 250), priority(element, "verticalHuggingPriority", 250)
        )
        view.resistance = (
            priority(element, "horizontalCompressionResistancePriority", 750),
            priority(element, "verticalCompressionResistancePriority", 750)
        )
        readContentSize(element, into: &view)
        readMargins(
            element, into: &view,
            besideAccessory: superview.map { $0.documentFrame.width > frame.width + 0.5 } ?? false,
            narrowCellWidth: superview.flatMap {
                $0.id == freeStandingCell || device?.isPad == false ? $0.documentFrame.width : nil
            })
        view.insetsMarginsFromSafeArea = element.flag("insetsLayoutMarginsFromSafeArea") ?? true
        if element.flag("layoutMarginsFollowReadableWidth") == true, device?.isPad == true {
            note(
                "margins that follow the readable width are not modelled; the view's own margins are used", at: element)
        }
        view.isHidden =
            attribute("hidden", of: element) == "YES"
            && !StackViewRules.keepsPlaceWhenHidden(
                element: element.name, hidesWhenStopped: element.flag("hidesWhenStopped") == true)
        if element.name == "stackView" {
            view.stack = platform == .macOS ? readAppKitStackAttributes(element) : stackAttributes(element)
            if let insets = view.stack?.edgeInsets, view.stack?.isAppKit == true {
                // An NSStackView arranges its views inside its edge insets: its margins, as Layout's stacks see them.
                view.margins = insets
            } else if platform == .iOS, !Self.storesMargins(element) {
                view.margins = MarginRules.stackView
            }
        }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let guideID = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": view.safeAreaID = guideID
            case "layoutMarginsGuide": view.marginsGuideID = guideID
            case "contentLayoutGuide": view.contentGuideID = guideID
            case "frameLayoutGuide": view.frameGuideID = guideID
            default: note("layout guide '\(guide["key"] ?? "")' is not modelled", at: guide)
            }
        }
        readConstraints(element, owner: view, into: &parts)
        // Constraints naming a view lie in it or in its ancestors, all read by now.
        if superview != nil, superview?.stack == nil, !view.usesAutoresizing,
            AmbiguityRules.fixesFrameOfUnconstrainedView(named: parts.constrainedIDs.contains(id))
        {
            view.usesAutoresizing = true
        }
        for child in element.grandchildren(in: "subviews") where !excluded.contains(child["id"] ?? "") {
            if let subview = readView(child, superview: view, into: &parts) { view.subviews.append(subview) }
        }
        if element.name == "clipView", element.flag("flipped") == nil, let document = view.subviews.first {
            let documentElement = element.grandchildren(in: "subviews").first { $0["id"] == document.id }
            view.isFlipped = ClipViewRules.isFlipped(
                documentView: document.element, storesFlipped: document.isFlipped,
                showsHeader: documentElement?["headerView"] != nil)
        }
        if view.stack?.isAppKit == true { readGravityGroups(element, into: &view, parts: &parts) }
        if element.name == "splitView" { readSplitViewPanes(element, view: view, into: &parts) }
        if element.name == "gridView" { readGridCells(element, into: &view, parts: &parts) }
        for child in element.children where child["key"] != nil && child.child("rect", key: "frame") != nil {
            if child["key"] == "contentView" {
                if var subview = readView(child, superview: view, into: &parts) {
                    subview.usesAutoresizing = true
                    if element.name == "scrollView", element.flag("fixedFrame") == true {
                        flagScrolledViews(of: &subview)
                    }
                    view.subviews.append(subview)
                }
            } else if !Self.nonViews.contains(child.name), child.name != "window" {
                if let root = readView(child, superview: nil, into: &parts) { parts.roots.append(root) }
            }
        }
        readCells(element, into: &parts)
        return view
    }

    /// Flags the clip view of a scroll view laid out by autoresizing, and what it scrolls, where the document's
    /// era flags them ambiguous (`AmbiguityRules.flagsScrolledByFixedFrameScrollView`).
    func flagScrolledViews(of clipView: inout DocumentView) {
        clipView.isFlaggedAmbiguousByEra = AmbiguityRules.flagsScrolledByFixedFrameScrollView(
            element: clipView.element, era: era)
        for index in clipView.subviews.indices {
            clipView.subviews[index].isFlaggedAmbiguousByEra = AmbiguityRules.flagsScrolledByFixedFrameScrollView(
                element: clipView.subviews[index].element, era: era)
        }
    }

    /// The id a view that stores none is known by: a collection view cell's `<view key="contentView">` (Xcode
    /// writes it without an id before Xcode 11, and the cell holds the constraints on the views in it) is
    /// `CELLID-contentView`; other views without an id have none.
    static func implicitID(of element: XMLElementNode, in superview: DocumentView?) -> String? {
        guard element.name == "view", element["key"] == "contentView", let superview,
            superview.element == "collectionViewCell"
        else { return nil }
        return superview.id + "-contentView"
    }

    /// Table and collection view cells: each is laid out on its own, at its stored frame.
    mutating func readCells(_ element: XMLElementNode, into parts: inout SceneParts) {
        var cells = element.grandchildren(in: "prototypes") + element.grandchildren(in: "cells")
        for section in element.grandchildren(in: "sections") where section.name == "tableViewSection" {
            cells += section.grandchildren(in: "cells")
        }
        for cell in cells where cell.child("rect", key: "frame") != nil {
            if let root = readView(cell, superview: nil, into: &parts) { parts.roots.append(root) }
        }
    }

    /// A priority attribute, rounded to a whole level in 1…1000 (a note when it had to be changed).
    mutating func priority(_ element: XMLElementNode, _ attribute: String, _ fallback: Int) -> Int {
        guard let text = element[attribute] else { return fallback }
        guard let value = Double(text), value.isFinite else {
            note("\(attribute) '\(text)' is not a number; \(fallback) is used", at: element)
            return fallback
        }
        let level = Int(min(max(value.rounded(), 1), 1000))
        if Double(level) != value { note("\(attribute) \(text) is taken as \(level)", at: element) }
        return level
    }

    /// An `<autoresizingMask>` element's flags; no element means nothing is flexible.
    static func autoresizing(_ element: XMLElementNode?) -> AutoresizingMask {
        guard let element else { return AutoresizingMask() }
        return AutoresizingMask(
            flexibleLeft: element.flag("flexibleMinX") ?? false, flexibleWidth: element.flag("widthSizable") ?? false,
            flexibleRight: element.flag("flexibleMaxX") ?? false, flexibleTop: element.flag("flexibleMinY") ?? false,
            flexibleHeight: element.flag("heightSizable") ?? false,
            flexibleBottom: element.flag("flexibleMaxY") ?? false)
    }

    /// The layout margins a view stores (`<edgeInsets key="layoutMargins">`, directional margins), if any;
    /// else a table view cell's content view's by era, with `MarginRules.cellAccessorySide` at the right when
    /// it is narrower than its cell (`besideAccessory`: the cell shows an accessory), and the narrow side
    /// margins of a narrow cell's (`narrowCellWidth`: the width of a xib's top-level cell, or of a cell in a
    /// table on a phone; `MarginRules.cellSide`).
    func readMargins(
        _ element: XMLElementNode, into view: inout DocumentView, besideAccessory: Bool = false,
        narrowCellWidth: Double? = nil
    ) {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            view.margins = EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
            if element.name == "tableViewCellContentView", element.flag("preservesSuperviewLayoutMargins") == true {
                // A content view that preserves its cell's margins keeps at least the cell's at its sides.
                let side = MarginRules.cellSide(
                    era: era, deviceSide: device?.rootSideMargin, deviceWidth: device?.width ?? 0, preserves: true,
                    narrowCellWidth: narrowCellWidth, homeButton: device?.hasHomeButton ?? false)
                view.margins.left = max(view.margins.left, side)
                view.margins.right = max(view.margins.right, besideAccessory ? MarginRules.cellAccessorySide : side)
            }
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.margins = EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
        } else if element.name == "tableViewCellContentView" {
            let side = MarginRules.cellSide(
                era: era, deviceSide: device?.rootSideMargin, deviceWidth: device?.width ?? 0,
                preserves: element.flag("preservesSuperviewLayoutMargins") == true,
                narrowCellWidth: narrowCellWidth, contentWidth: view.documentFrame.width,
                homeButton: device?.hasHomeButton ?? false)
            let vertical = MarginRules.cellVertical(era: era)
            view.margins = EdgeInsets(vertical, side, vertical, besideAccessory ? MarginRules.cellAccessorySide : side)
        } else {
            view.preservesSuperviewMargins = element.flag("preservesSuperviewLayoutMargins") == true
        }
    }

    /// A `<stackView>`'s arrangement attributes.
    ///
    /// A stack view that stores `layoutMargins` arranges its views within
    /// them: Interface Builder writes no `layoutMarginsRelativeArrangement`
    /// beside them.
    /// `spacingType="standard"` is `UIStackView.spacingUseSystem`: the
    /// standard spacing between siblings.
    func stackAttributes(_ element: XMLElementNode) -> StackAttributes {
        var stack = StackAttributes()
        stack.axis = attribute("axis", of: element) == "vertical" ? .vertical : .horizontal
        stack.distribution = attribute("distribution", of: element) ?? "fill"
        stack.alignment = attribute("alignment", of: element) ?? "fill"
        stack.spacing =
            attribute("spacingType", of: element) == "standard"
            ? StackViewRules.standardSpacing : attribute("spacing", of: element).flatMap(Self.finite) ?? 0
        stack.baselineRelative = element.flag("baselineRelativeArrangement") ?? false
        stack.marginsRelative =
            element.flag("layoutMarginsRelativeArrangement") ?? Self.storesMargins(element)
        return stack
    }

    /// The words on a view: `text`, else `placeholder`, else `title`, on the
    /// element or its cell (macOS), else a button's normal-state title; one
    /// line, at most 40 characters (longer ones end in `…`).
    static func caption(of element: XMLElementNode) -> String? {
        let cell = element.children.first { $0.name.hasSuffix("Cell") }
        let state = element.children.first { $0.name == "state" && $0["key"] == "normal" }
        let found =
            ["text", "placeholder", "title"].lazy.compactMap { element[$0] ?? cell?[$0] }.first
            ?? state?["title"]
        guard let found else { return nil }
        let line = found.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard line.contains(where: { !$0.isWhitespace }) else { return nil }
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    /// Whether an element stores its layout margins.
    static func storesMargins(_ element: XMLElementNode) -> Bool {
        element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    }
}
