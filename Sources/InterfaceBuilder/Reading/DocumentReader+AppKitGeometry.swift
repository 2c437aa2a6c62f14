import TrellisLayout

extension DocumentReader {
    /// The alignment-rect insets of AppKit controls whose frames reach past the rectangle constraints see.
    ///
    /// The rows of `ControlRules.appKit`, read from the corpus's documents,
    /// where a control's constraints and stored frame differ by the same
    /// amounts every time:
    /// - push buttons with the rounded bezel: 4 top, 6 left, 7 bottom, 6 right
    ///   (a 21-point-high button in a 32-point frame); in documents saved by
    ///   Xcode 12 or later (`toolsVersion` 17000 and up, the macOS 11 controls)
    ///   5 top, 7 left, 7 bottom, 7 right (20 points high);
    /// - pop-up buttons with the rounded bezel: 1 top, 2 left, 3 bottom, 3 right
    ///   before Xcode 12 (2 top when stored 26 high); 1, 3, 4, 4 from Xcode 12; small ones 1, 3, 3, 3 before
    ///   Xcode 12 and 2, 4, 4, 4 from Xcode 12;
    /// - textured rounded buttons, regular and small: 1 bottom before Xcode 12; 1 top, 1 left, 2 bottom, 1 right from
    ///   Xcode 12 to 16, their regular pop-ups 1, 3, 4, 4;
    /// - small push buttons: 4 top, 5 left, 6 bottom, 5 right before Xcode 11; 4, 6, 7, 6 from Xcode 11 to 16;
    ///   large ones 6 on every side from Xcode 12 to 16;
    ///   help buttons from Xcode 12 to 16 1 top, 3 left, 4 bottom, 2 right, before Xcode 12 1, 2, 3, 2;
    /// - check boxes and radio buttons: 1 top, 2 left, 1 bottom; in documents saved before Xcode 12 (`toolsVersion`
    ///   below 17000) check boxes 2 on every side, radio buttons 1 top, 1 left, 1 bottom, 2 right;
    ///   small check boxes 1 top, 1 left, 1 bottom, and before Xcode 12 3 top, 3 left, 3 bottom, 2 right; small radio
    ///   buttons 1 top, 1 left;
    /// - labels (text fields without a bezel): 2 left and right;
    /// - switches (NSSwitch, regular size) before Xcode 26: 1 top, 2 left, 2 bottom, 2 right;
    /// - small square buttons: 1 top, 1 bottom; small round rect buttons and pop-ups before Xcode 26: 1 bottom;
    /// - square and bevel buttons showing only a freestanding system template scaled proportionally, from Xcode 12:
    ///   3 top and bottom, small ones 2.5;
    /// - other bevel buttons (`type="bevel"`, `bezelStyle="regularSquare"`), regular size, before Xcode 9: 2 top,
    ///   2 left, 3 bottom, 2 right;
    /// - boxes: 3 left and right, 4 bottom, and 2 top when untitled (`titlePosition="noTitle"`);
    ///   none from Xcode 26 (`toolsVersion` 24000 and up);
    ///   custom boxes (`boxType="custom"`) none;
    /// - colour wells saved by Xcode 15 or 16: 2 top and bottom, 3 left and right;
    /// - rounded segmented controls before Xcode 26: 2 left and right, and 1 top and bottom when regular;
    /// - tab views with tabs on top and a bezel: 6 top, 7 left and right, 10 bottom; small ones 3 top;
    /// - steppers: 3 left and right, and 2 top and bottom before Xcode 12, 4 from Xcode 12; small ones 1 top,
    ///   2 left, 2 bottom, 2 right; round rect segmented controls before Xcode 26, 1 on every side;
    /// - old-style boxes and boxes without a border or title, none; token fields without a bezel as labels;
    /// - bar progress indicators: 1 top and bottom;
    /// - date pickers with a stepper before Xcode 26: 4 top, 3 right;
    /// - combo boxes saved by Xcode 11 to 14, regular size: 2 top, 4 bottom, 3 right;
    /// - horizontal sliders: 2 left and right; regular ones without tick marks saved by Xcode 12 to 16 also 2 top
    ///   and 6 bottom, before Xcode 12 2 top and bottom; small ones without tick marks saved by Xcode 15 or 16, 2 on
    ///   every side; mini vertical ones without tick marks saved by Xcode 15 or 16, 2 on every side.
    /// - regular horizontal sliders with tick marks: 2 top, 2 left, 1 bottom, 2 right before Xcode 11; as those
    ///   without them from Xcode 12 to 16.
    ///
    /// In documents saved by Xcode 26, push buttons, check boxes, radio buttons and pop-ups have none, unless
    /// stored at the height Xcode 12 to 16 gave them (`ControlRules.appKitEra`).
    ///
    /// - Parameters:
    ///   - element: An AppKit view element.
    ///   - toolsVersion: The document's `toolsVersion` major number, if it gives one.
    /// - Returns: The insets; zero for everything else.
    static func appKitAlignmentInsets(
        _ element: XMLElementNode, toolsVersion: Int? = nil
    ) -> EdgeInsets {
        guard let control = appKitControl(element) else { return .zero }
        let height = rect(element.child("rect", key: "frame"))?.height
        let era = ControlRules.appKitEra(
            control, storedHeight: height, documentEra: XcodeEra(toolsVersion: toolsVersion))
        return ControlRules.appKitInsets(control, era: era)
    }

    /// A Square or Bevel button's cell showing only a padded system template (`ControlRules.symbolTemplateImages`)
    /// scaled proportionally, as `freestandingTemplateButton` or its small form; nil for any other cell.
    static func freestandingTemplateButton(_ cell: XMLElementNode) -> ControlRules.AppKitControl? {
        guard let image = cell["image"], ControlRules.symbolTemplateImages.contains(image),
            cell["imagePosition"] == "only" || (cell["imagePosition"] == "overlaps" && (cell["title"] ?? "").isEmpty),
            ["shadowlessSquare", "regularSquare"].contains(cell["bezelStyle"] ?? ""),
            ["proportionallyDown", "proportionallyUpOrDown"].contains(cell["imageScaling"] ?? "")
        else { return nil }
        switch cell["controlSize"] {
        case nil: return .freestandingTemplateButton
        case "small": return .smallFreestandingTemplateButton
        default: return nil
        }
    }

    /// The symbol metrics a button's size rests on when its cell shows only an image drawn from a symbol: one of
    /// AppKit's named system template images (`NS…Template`: `NSAddTemplate`, `NSGoBackTemplate`, …) or an SF Symbol
    /// (`catalog="system"`), with no title. The image alone shows at `imagePosition="only"`, and at any other
    /// position but `noImage` when the title is empty (`left`, `leading`, `overlaps`, …: nothing is drawn beside
    /// it). Nil for any other element.
    static func symbolImageOnlyMetrics(_ element: XMLElementNode) -> String? {
        guard element.name == "button", let cell = element.child("buttonCell", key: "cell"),
            let image = cell["image"], let position = cell["imagePosition"], position != "noImage",
            position == "only" || (cell["title"] ?? "").isEmpty
        else { return nil }
        if cell["catalog"] == "system" { return "an SF Symbol's font metrics" }
        guard image.hasPrefix("NS"), image.hasSuffix("Template") else { return nil }
        return "a system template image drawn as an SF Symbol"
    }

    /// Which of `ControlRules.AppKitControl` an element is, if any.
    static func appKitControl(_ element: XMLElementNode) -> ControlRules.AppKitControl? {
        switch element.name {
        case "button":
            guard let cell = element.child("buttonCell", key: "cell") else { return nil }
            if cell["bezelStyle"] == "smallSquare" { return .smallSquareButton }
            if let control = freestandingTemplateButton(cell) { return control }
            if cell["bezelStyle"] == "roundedRect", cell["controlSize"] == "small" { return .smallRoundRectButton }
            if cell["controlSize"] == "small", cell["type"] == "push", cell["bezelStyle"] == "rounded" {
                return .smallRoundedPushButton
            }
            if cell["controlSize"] == "large", cell["type"] == "push", cell["bezelStyle"] == "rounded" {
                return .largeRoundedPushButton
            }
            if cell["controlSize"] == "small", cell["type"] == "check" { return .smallCheckBox }
            if cell["controlSize"] == "small", cell["type"] == "radio" { return .smallRadio }
            if cell["controlSize"] == "small", cell["bezelStyle"] == "texturedRounded" {
                return .smallTexturedRoundedButton
            }
            guard cell["controlSize"] == nil else { return nil }
            if cell["type"] == "push", cell["bezelStyle"] == "rounded" { return .roundedPushButton }
            if cell["bezelStyle"] == "helpButton" { return .helpButton }
            if cell["bezelStyle"] == "texturedRounded" { return .texturedRoundedButton }
            if cell["type"] == "check" { return .checkBox }
            if cell["type"] == "radio" { return .radioButton }
            if cell["type"] == "bevel", cell["bezelStyle"] == "regularSquare" { return .bevelButton }
            return nil
        case "switch":
            return element["controlSize"] == nil ? .regularSwitch : nil
        case "popUpButton":
            if let cell = element.child("popUpButtonCell", key: "cell"), cell["bezelStyle"] == "roundedRect",
                cell["controlSize"] == "small"
            {
                return .smallRoundRectButton
            }
            if let cell = element.child("popUpButtonCell", key: "cell"), cell["bezelStyle"] == "rounded",
                cell["controlSize"] == "small"
            {
                return .smallRoundedPopUp
            }
            guard let cell = element.child("popUpButtonCell", key: "cell"), cell["controlSize"] == nil else {
                return nil
            }
            switch cell["bezelStyle"] {
            case "rounded":
                return rect(element.child("rect", key: "frame"))?.height == 26 ? .tallRoundedPopUp : .roundedPopUp
            case "texturedRounded": return .texturedRoundedPopUp
            default: return nil
            }
        case "textField", "tokenField":
            guard let cell = element.child(element.name + "Cell", key: "cell"), cell["borderStyle"] == nil,
                cell["drawsBackground"] != "YES"
            else { return nil }
            return .label
        case "box":
            // A custom box draws no bezel or title, an old-style box a line at its frame and a box without a border
            // nothing: their content fills their frames.
            if element["borderType"] == "none", element["titlePosition"] == "noTitle" { return nil }
            switch element["boxType"] {
            case "custom", "oldStyle": return nil
            case "separator":
                let frame = rect(element.child("rect", key: "frame"))
                return (frame?.width ?? 1) >= (frame?.height ?? 0) ? .horizontalSeparator : .verticalSeparator
            default: return element["titlePosition"] == "noTitle" ? .untitledBox : .box
            }
        case "colorWell":
            return element["colorWellStyle"] == nil ? .colorWell : nil
        case "slider":
            let frame = rect(element.child("rect", key: "frame"))
            let cell = element.child("sliderCell", key: "cell")
            let ticks = cell?.number("numberOfTickMarks") ?? 0
            guard (frame?.width ?? 0) > (frame?.height ?? 0) else {
                // A square frame is a circular slider's, not a vertical one's.
                let mini = (cell?["controlSize"] ?? element["controlSize"]) == "mini"
                let vertical = (frame?.height ?? 0) > (frame?.width ?? 0) && cell?["sliderType"] != "circular"
                return mini && ticks == 0 && vertical ? .miniVerticalSlider : nil
            }
            guard ticks == 0 else {
                return (cell?["controlSize"] ?? element["controlSize"]) == nil
                    ? .regularSliderWithTicks : .horizontalSlider
            }
            switch cell?["controlSize"] ?? element["controlSize"] {
            case "small": return .smallSlider
            case nil: return .regularSlider
            default: return .horizontalSlider
            }
        case "tabView":
            guard element["type"] == nil else { return nil }
            return element["controlSize"] == "small" ? .smallTabView : .tabView
        case "progressIndicator":
            return (element["style"] ?? "bar") == "bar" && element["controlSize"] == nil ? .progressBar : nil
        case "segmentedControl":
            guard let cell = element.child("segmentedCell", key: "cell") else { return nil }
            if cell["style"] == "roundRect", ["small", nil].contains(cell["controlSize"] ?? element["controlSize"]) {
                return .roundRectSegmentedControl
            }
            guard (cell["style"] ?? "rounded") == "rounded" else { return nil }
            switch cell["controlSize"] ?? element["controlSize"] {
            case nil: return .roundedSegmentedControl
            case "small": return .smallRoundedSegmentedControl
            default: return nil
            }
        case "datePicker":
            let cell = element.child("datePickerCell", key: "cell")
            guard (cell?["controlSize"] ?? element["controlSize"]) == nil,
                (cell?["datePickerStyle"] ?? "textFieldAndStepper") == "textFieldAndStepper"
            else { return nil }
            return .datePicker
        case "comboBox":
            let cell = element.child("comboBoxCell", key: "cell")
            return (cell?["controlSize"] ?? element["controlSize"]) == nil ? .comboBox : nil
        case "stepper":
            switch element.child("stepperCell", key: "cell")?["controlSize"] ?? element["controlSize"] {
            case nil: return .stepper
            case "small": return .smallStepper
            default: return nil
            }
        default:
            return nil
        }
    }
}
