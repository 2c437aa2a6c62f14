import TrellisLayoutScript

extension DocumentReader {
    /// Elements whose intrinsic size is their text's, taken as the stored frame's size.
    ///
    /// Text metrics depend on fonts that are not ours to ship, so a text-bearing
    /// view's intrinsic size is the size Interface Builder stored for it.
    static let textBearing: Set<String> = [
        "label", "button", "textField", "segmentedControl", "stepper", "pageControl",
        "datePicker", "pickerView", "searchBar", "textFieldCell", "popUpButton", "comboBox", "levelIndicator",
        "colorWell", "searchField", "secureTextField", "tokenField", "pathControl", "segmentedCell",
    ]

    /// Elements with no intrinsic size.
    static let noIntrinsicSize: Set<String> = [
        "view", "scrollView", "tableView", "collectionView", "textView", "mapView", "webView", "wkWebView",
        "containerView", "visualEffectView", "tableViewCell", "collectionViewCell", "tableViewCellContentView",
        "collectionReusableView", "customView", "clipView", "box", "splitView", "tabView", "outlineView",
        "glkView", "sceneKitView", "arscnView", "arskView", "skView", "mtkView", "opaqueView", "stackView",
        "imageView", "activityIndicatorView", "switch",
    ]

    /// Sets a view's intrinsic content size, baseline and notes what cannot be known.
    ///
    /// - Images: the size of the named image in `<resources>` (named by an attribute or an `<imageReference>`,
    ///   an NSImageView's on its `<imageCell>`: `image(of:cell:)`); an image view without one has none;
    ///   a system symbol (`catalog="system"`): the stored frame's size, as for text.
    /// - Bars placed as views: their stored height, no width. iOS sliders: no width, and (before
    ///   Xcode 26) an alignment rect 2 points inside the frame at each side and 1 above its bottom.
    /// - A UITextView that does not scroll: the stored frame's size (its text's), as for a label.
    /// - Switches: 51 × 31 on iOS, the alignment rect 49 × 31 (2 points in from the right); on macOS
    ///   the stored frame's size, and one baseline, a 13-point line's centred in the alignment rect.
    ///   Activity indicators: 20 × 20, 37 × 37 when large.
    /// - iOS buttons showing only an SF Symbol background image (`showsOnlySymbolBackground`): as text, and the
    ///   symbol's unstored vertical insets (`SymbolRules.verticalInsetLimit`).
    /// - Text-bearing views: the stored frame's size (see `textBearing`); a single line of
    ///   text centred vertically, its last baseline (height − 1.19 × size) / 2 + 0.24 × size
    ///   above the bottom (the system font's line height and descender); taller views, whose
    ///   lines are unknown, and shorter ones: 0.24 × size, rounded up.
    /// - Progress views: the stored frame's size, with no baseline (they show no text); bar-style ones from
    ///   Xcode 10: a frame 1 point below the alignment rect (`ControlRules.barProgressView`).
    /// - AppKit controls with alignment-rect insets (`appKitAlignmentInsets`): the stored
    ///   frame less the insets; their text centred in the alignment rect, not the frame (raised by
    ///   `ControlRules.appKitBaselineRaise`).
    /// - A custom class on a plain view: none, as Interface Builder assumes,
    ///   unless the document gives a placeholder intrinsic size.
    mutating func readContentSize(_ element: XMLElementNode, into view: inout DocumentView) {
        let frame = view.documentFrame
        switch element.name {
        case "imageView", "image":
            // An NSImageView names its image on its cell. A fixed-frame one keeps its frame on the canvas, whatever
            // its image (its image's size would otherwise outweigh the window's size, held at 500).
            let cell = view.usesAutoresizing ? nil : element.child("imageCell", key: "cell")
            if let image = Self.image(of: element, cell: cell) {
                let name = image.name
                if image.isSymbol {
                    // A symbol is a glyph of a system font: its size at the default configuration is font metrics
                    // (the `<resources>` size is a 128-point rendering), so the stored size stands in, as for text.
                    view.intrinsic = (frame.width, frame.height)
                    view.unstoredMetrics = "an SF Symbol's font metrics"
                    let configuration = [element, cell].lazy.compactMap {
                        $0?.children.first { $0.name == "preferredSymbolConfiguration" }
                    }.first
                    // A configuration names its size by `pointSize` or by a font (`configurationType="font"`).
                    view.unstoredVerticalInsetLimit = SymbolRules.verticalInsetLimit(
                        pointSize: configuration.flatMap { $0.number("pointSize") ?? Self.fontSize(of: $0) },
                        scales: [image.symbolScale, configuration?["scale"]])
                } else if let size = imageSizes[name] {
                    view.intrinsic = (size.0, size.1)
                } else {
                    note(
                        "image '\(name)' has no size in <resources>; the image view's stored size is used", at: element)
                    view.intrinsic = (frame.width, frame.height)
                }
            }
        case "switch" where platform == .iOS:
            apply(ControlRules.uiSwitch(era: era), to: &view)
        case "switch":
            // NSSwitch's size follows its control size: the stored frame stands in (less its insets, below). Its
            // first and last baselines are one, a system-font line's centred in its alignment rect (below).
            view.intrinsic = (frame.width, frame.height)
            view.baselineFromBottom = Self.baselineFromBottom(
                height: frame.height, size: ControlRules.switchBaselineSize)
        case "navigationBar", "toolbar", "tabBar":
            view.intrinsic = (nil, frame.height)
        case "slider" where platform == .iOS:
            apply(ControlRules.uiSlider(storedHeight: frame.height, era: era), to: &view)
        case "textView" where platform == .iOS && element.flag("scrollEnabled") == false:
            // A UITextView that does not scroll sizes itself to its text, which, as a label's, is font metrics.
            view.intrinsic = (frame.width, frame.height)
            view.unstoredMetrics = "its text in a font"
        case "activityIndicatorView":
            apply(ControlRules.activityIndicator(style: element["style"]), to: &view)
        case "progressView":
            // A track and a bar, no text: the stored size stands in for its size (no baseline, no font metrics).
            view.intrinsic = (frame.width, frame.height)
            if element["progressViewStyle"] == "bar",
                let bar = ControlRules.barProgressView(storedWidth: frame.width, storedHeight: frame.height, era: era)
            {
                apply(bar, to: &view)
            }
        default:
            if Self.textBearing.contains(element.name) {
                view.intrinsic = (frame.width, frame.height)
                view.unstoredMetrics = "its text in a font"
                let size = Self.fontSize(of: element) ?? TextRules.defaultPointSize
                view.baselineFromBottom = Self.baselineFromBottom(height: frame.height, size: size)
                if platform == .iOS,
                    let centred = Self.singleLineBaselineFromBottom(element, height: frame.height, size: size)
                {
                    view.baselineFromBottom = centred
                }
                if element.name == "label", platform == .iOS {
                    view.firstBaselineFromTop = Self.firstBaselineFromTop(height: frame.height, size: size)
                }
                if element.name == "textField", platform == .iOS, element["borderStyle"] == "roundedRect",
                    Self.hasDefaultTextFieldFont(element)
                {
                    view.intrinsic.height = ControlRules.roundedRectTextFieldHeight(era: era)
                }
                if element.name == "segmentedControl", platform == .iOS {
                    apply(ControlRules.segmentedControl(storedWidth: frame.width, era: era), to: &view)
                }
                if platform == .iOS, Self.showsOnlySymbolBackground(element) {
                    // Its background image fills its bounds and lends it the symbol's alignment insets, font
                    // metrics the document does not store: the stored frame lies inside or outside the laid-out
                    // alignment rect by them, as a symbol image view's does.
                    view.unstoredMetrics = "an SF Symbol's font metrics"
                    view.unstoredVerticalInsetLimit = SymbolRules.verticalInsetLimit
                }
            } else if element.name == "box", element["boxType"] == "separator", platform == .macOS {
                // A separator is as long as its constraints make it; across, its stored thickness (less its insets, below).
                view.intrinsic = frame.width >= frame.height ? (nil, frame.height) : (frame.width, nil)
            } else if !Self.noIntrinsicSize.contains(element.name) {
                note("\(element.name) has no known intrinsic size; its stored size is used", at: element)
                view.intrinsic = (frame.width, frame.height)
            }
        }
        if platform == .macOS {
            let a = Self.appKitAlignmentInsets(element, toolsVersion: toolsVersion)
            if a != .zero {
                view.alignmentInsets = a
                view.intrinsic = (
                    view.intrinsic.width.map { max($0 - a.left - a.right, 0) },
                    view.intrinsic.height.map { max($0 - a.top - a.bottom, 0) }
                )
            }
            if a == .zero, era.isIn(SymbolRules.systemTemplateEras), let metrics = Self.symbolImageOnlyMetrics(element)
            {
                // Its image is a symbol, padded above and below by metrics the document does not store; the rows
                // of `ControlRules.appKit` model the padded buttons whose padding is always the same.
                view.unstoredMetrics = metrics
                view.unstoredVerticalInsetLimit = SymbolRules.systemTemplateVerticalInsetLimit
                view.unstoredCentreOffsetLimit = SymbolRules.systemTemplateCentreOffsetLimit
            }
            if view.baselineFromBottom != nil, a.top + a.bottom > 0 {
                // The title is centred in the bezel, the alignment rect, not in the frame.
                let size =
                    Self.fontSize(of: element)
                    ?? (element.name == "switch" ? ControlRules.switchBaselineSize : TextRules.defaultPointSize)
                let control = Self.appKitControl(element)
                let controlEra = control.map {
                    ControlRules.appKitEra($0, storedHeight: frame.height, documentEra: era)
                }
                let raise = ControlRules.appKitBaselineRaise.first {
                    $0.control == control && (controlEra ?? era).isIn($0.eras)
                }
                view.baselineFromBottom =
                    Self.titleBaselineFromBottom(height: frame.height - a.top - a.bottom, size: size)
                    + (raise?.raise ?? 0)
            }
            if element.name == "textField", let depth = Self.bezelTextFieldBaselineDepth(element, era: era) {
                // The line is drawn from the bezel's top: the first baseline stays `depth` below the top at any
                // height; the last (the same line) is measured from the bottom, so it holds at the stored height.
                view.firstBaselineFromTop = depth
                view.baselineFromBottom = frame.height - depth
            }
        }
        if element.name != "button", element.name != "label",
            element["placeholderIntrinsicWidth"] != nil
                || element["placeholderIntrinsicHeight"] != nil
        {
            // "infinite" means no intrinsic size on that axis; a number that is
            // not finite (`nan`, `inf`) is no size either, never passed on.
            let width = element["placeholderIntrinsicWidth"]
            let height = element["placeholderIntrinsicHeight"]
            view.intrinsic = (
                width == "infinite" ? nil : (element.number("placeholderIntrinsicWidth") ?? view.intrinsic.width),
                height == "infinite" ? nil : (element.number("placeholderIntrinsicHeight") ?? view.intrinsic.height)
            )
        }
    }

    /// Whether a UIKit button shows only an SF Symbol as its background image: its normal state names a
    /// `backgroundImage` from the system catalog, no image and no title, and it has no button configuration (which draws its
    /// background otherwise). A symbol configuration sizes a button's image, not its background, which is
    /// stretched to the button's bounds.
    static func showsOnlySymbolBackground(_ element: XMLElementNode) -> Bool {
        guard element.name == "button", element.child("buttonConfiguration", key: "configuration") == nil,
            let state = element.child("state", key: "normal"), state["backgroundImage"] != nil,
            state["image"] == nil, state["catalog"] == "system", (state["title"] ?? "").isEmpty
        else { return false }
        return !state.children.contains { $0.name == "attributedString" }
    }

    /// Where a single line of text of a size, centred vertically, puts its baseline above the bottom of a
    /// rectangle of a height; 0.24 of the size (rounded up) when the rectangle is shorter than a line or at least
    /// two lines high (its lines unknown).
    static func baselineFromBottom(height: Double, size: Double) -> Double {
        let line = size * TextRules.lineHeight
        return height >= line && height < 2 * line
            ? (height - line) / 2 + size * TextRules.descender
            : (size * TextRules.descender).rounded(.up)
    }

    /// Where a UIKit element that draws one line of text (`TextRules.singleLineElements`), centred vertically, puts
    /// its baseline above its bottom when it is at least a line high: the centred line's at any height (a 34-point
    /// UITextField in the 14-point font has room for two 16.66-point lines but draws one); nil for other elements,
    /// another vertical alignment or a shorter view.
    static func singleLineBaselineFromBottom(_ element: XMLElementNode, height: Double, size: Double) -> Double? {
        let line = size * TextRules.lineHeight
        guard TextRules.singleLineElements.contains(element.name),
            (element["contentVerticalAlignment"] ?? "center") == "center", height >= line
        else { return nil }
        return (height - line) / 2 + size * TextRules.descender
    }

    /// Where an AppKit control's one-line title of a size, centred in its alignment rect, puts its baseline above the
    /// rect's bottom: centred even when the line is taller than the rect (a check box's 15.5-point line in its
    /// 14-point box before Xcode 12 reaches 0.7 points past it above and below); 0.24 of the size, rounded up, only
    /// when the rect is two lines high or more. A frame smaller than its alignment insets is an empty rect.
    static func titleBaselineFromBottom(height: Double, size: Double) -> Double {
        let height = max(height, 0)
        let line = size * TextRules.lineHeight
        return height < 2 * line
            ? (height - line) / 2 + size * TextRules.descender : baselineFromBottom(height: height, size: size)
    }

    /// How far below its top a regular, one-line AppKit bezel text field in the 13-point font puts its baseline
    /// (`TextRules.bezelTextFieldBaselineFromTop`), or a small one in the 11-point font
    /// (`TextRules.smallBezelTextFieldBaselineFromTop`); nil for any other field.
    static func bezelTextFieldBaselineDepth(_ element: XMLElementNode, era: XcodeEra) -> Double? {
        guard let cell = element.child("textFieldCell", key: "cell"), cell["borderStyle"] == "bezel",
            let height = rect(element.child("rect", key: "frame"))?.height
        else { return nil }
        switch cell["controlSize"] ?? element["controlSize"] {
        case nil:
            guard fontSize(of: element) == 13, height < 2 * 13 * TextRules.lineHeight else { return nil }
            return TextRules.bezelTextFieldBaselineFromTop(storedHeight: height, era: era)
        case "small":
            guard fontSize(of: element) == 11 else { return nil }
            return TextRules.smallBezelTextFieldBaselineFromTop(storedHeight: height, era: era)
        default:
            return nil
        }
    }

    /// Where the first line's baseline of a UILabel's text of a size lies below its top when the label is at least two
    /// lines high: the system font's ascender (UIKit measures it from the top, however tall the label); nil for a
    /// shorter label, whose one line's baseline is its last. A button's title is one line, centred.
    static func firstBaselineFromTop(height: Double, size: Double) -> Double? {
        height >= 2 * size * TextRules.lineHeight ? size * TextRules.ascender : nil
    }

    /// Gives a view a control's intrinsic size and alignment-rect insets.
    func apply(_ metrics: ControlRules.Metrics, to view: inout DocumentView) {
        view.intrinsic = (metrics.width, metrics.height)
        view.alignmentInsets = metrics.insets
    }

    /// Whether a text field's font is UITextField's default in Interface Builder, the 14-point system font.
    static func hasDefaultTextFieldFont(_ element: XMLElementNode) -> Bool {
        guard let font = element.child("fontDescription", key: "fontDescription") else { return false }
        return font["type"] == "system" && font["weight"] == nil && font.number("pointSize") == 14
    }

    /// The point size of a view's text, if its element names a font: a `fontDescription`'s `pointSize` or
    /// Dynamic Type `style`, or an AppKit cell's `<font size=… metaFont=…>` or appearance font.
    static func fontSize(of element: XMLElementNode) -> Double? {
        if let font = element.child("fontDescription", key: "fontDescription") {
            return font.number("pointSize") ?? font["style"].flatMap { TextRules.textStyles[$0] }
        }
        guard let cell = element.children.first(where: { $0["key"] == "cell" }),
            let font = cell.child("font", key: "font")
        else { return nil }
        if font["usesAppearanceFont"] == "YES", font["size"] == nil, font["metaFont"] == nil {
            return TextRules.appearanceFontSize(controlSize: cell["controlSize"] ?? element["controlSize"])
        }
        return font.number("size") ?? font["metaFont"].flatMap { TextRules.metaFonts[$0] }
    }
}
