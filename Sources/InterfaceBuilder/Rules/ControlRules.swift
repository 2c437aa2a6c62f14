import TrellisLayout

/// Standard controls' sizes and alignment-rect insets, by Xcode era.
///
/// A control's alignment rect is what its constraints see; its frame reaches
/// past it by the insets (top, left, bottom, right). Evidence for every row:
/// `Docs/InterfaceBuilder.md` ("Content size" and "AppKit geometry").
enum ControlRules {
    /// A control's intrinsic size (of its alignment rect) and its alignment-rect insets.
    struct Metrics {
        var width: Double?
        var height: Double?
        var insets: EdgeInsets
    }

    // MARK: UIKit

    /// UISwitch: a 51 × 31 frame reaching 2 points past its 49 × 31 alignment rect on the right; from
    /// Xcode 26, 63 × 28 around a 61 × 28 alignment rect.
    static func uiSwitch(era: XcodeEra) -> Metrics {
        era.isAtLeast(XcodeEra.xcode26)
            ? Metrics(width: 61, height: 28, insets: EdgeInsets(0, 0, 0, 2))
            : Metrics(width: 49, height: 31, insets: EdgeInsets(0, 0, 0, 2))
    }

    /// UISegmentedControl: its stored width and a frame 1 point taller than its alignment rect, below it; the
    /// alignment rect 31 points high from Xcode 11 (iOS 13's control), 28 before (iOS 7–12's control).
    static func segmentedControl(storedWidth: Double, era: XcodeEra) -> Metrics {
        Metrics(width: storedWidth, height: era.isAtLeast(XcodeEra.xcode11) ? 31 : 28, insets: EdgeInsets(0, 0, 1, 0))
    }

    /// UITextField with the rounded-rect border (`borderStyle="roundedRect"`) in the default font, the 14-point
    /// system font: its intrinsic height, 34 from Xcode 11 (iOS 13's field), 30 before; its width is its text's.
    static func roundedRectTextFieldHeight(era: XcodeEra) -> Double {
        era.isAtLeast(XcodeEra.xcode11) ? 34 : 30
    }

    /// UISlider: no intrinsic width, its stored height less 1, and a frame 2 points past its alignment rect at
    /// each side and 1 below it; from Xcode 26 (iOS 26's slider) its frame is its alignment rect.
    static func uiSlider(storedHeight: Double, era: XcodeEra) -> Metrics {
        era.isAtLeast(XcodeEra.xcode26)
            ? Metrics(width: nil, height: storedHeight, insets: .zero)
            : Metrics(width: nil, height: max(storedHeight - 1, 0), insets: EdgeInsets(0, 2, 1, 2))
    }

    /// UIProgressView in the bar style (`progressViewStyle="bar"`): its stored width, and a frame 1 point taller
    /// than its alignment rect, below it, from Xcode 10 (a height constraint of 10 is stored as an 11-point frame;
    /// an unconstrained bar is stored 2.5 high, a 1.5-point alignment rect). Before Xcode 10 the stored frames
    /// disagree (2.5 and 3 unconstrained), so the stored frame stands in, as for text: nil.
    static func barProgressView(storedWidth: Double, storedHeight: Double, era: XcodeEra) -> Metrics? {
        guard era.isAtLeast(XcodeEra.xcode10) else { return nil }
        return Metrics(width: storedWidth, height: max(storedHeight - 1, 0), insets: EdgeInsets(0, 0, 1, 0))
    }

    /// UIActivityIndicatorView: 20 × 20, 37 × 37 in the large styles.
    static func activityIndicator(style: String?) -> Metrics {
        let large = ["large", "whiteLarge"].contains(style ?? "")
        return Metrics(width: large ? 37 : 20, height: large ? 37 : 20, insets: .zero)
    }

    // MARK: AppKit

    /// The AppKit controls whose frames reach past their alignment rects.
    enum AppKitControl: Sendable {
        /// A push button with the rounded bezel, regular size.
        case roundedPushButton
        /// A push button with the rounded bezel, small (`controlSize="small"`).
        case smallRoundedPushButton
        /// A push button with the rounded bezel, large (`controlSize="large"`).
        case largeRoundedPushButton
        /// A help button (`bezelStyle="helpButton"`), regular size.
        case helpButton
        /// A button with the textured rounded bezel (`bezelStyle="texturedRounded"`), regular size.
        case texturedRoundedButton
        /// A pop-up button with the textured rounded bezel, regular size.
        case texturedRoundedPopUp
        /// A small button with the textured rounded bezel (`bezelStyle="texturedRounded"`, `controlSize="small"`).
        case smallTexturedRoundedButton
        /// A check box, regular size.
        case checkBox
        /// A radio button (`type="radio"`), regular size.
        case radioButton
        /// A small check box (`type="check"`, `controlSize="small"`).
        case smallCheckBox
        /// A small radio button (`type="radio"`, `controlSize="small"`).
        case smallRadio
        /// A pop-up button with the rounded bezel, regular size.
        case roundedPopUp
        /// A pop-up button with the rounded bezel, regular size, stored 26 points high.
        case tallRoundedPopUp
        /// A small pop-up button with the rounded bezel (`bezelStyle="rounded"`, `controlSize="small"`).
        case smallRoundedPopUp
        /// A text field without a bezel that draws no background (a label).
        case label
        /// A regular bezel text field (`borderStyle="bezel"`): only its era by stored height
        /// (`appKitHeightsBeforeXcode26`, `TextRules.bezelTextFieldDepths`), no insets.
        case bezelTextField
        /// A small bezel text field (`borderStyle="bezel"`, `controlSize="small"`): only its era by stored height
        /// (`appKitHeightsBeforeXcode26`, `TextRules.smallBezelTextFieldDepths`), no insets.
        case smallBezelTextField
        /// An NSSwitch, regular size.
        case regularSwitch
        /// A Square or Bevel button (Interface Builder's Square is `bezelStyle="shadowlessSquare"`, its Bevel
        /// `regularSquare`), regular size, showing only an image of `symbolTemplateImages`, scaled proportionally.
        case freestandingTemplateButton
        /// A small one (`controlSize="small"`).
        case smallFreestandingTemplateButton
        /// A Bevel button (`type="bevel"`, `bezelStyle="regularSquare"`), regular size, other than
        /// `freestandingTemplateButton`.
        case bevelButton
        /// A button with the small square bezel (`bezelStyle="smallSquare"`), any size.
        case smallSquareButton
        /// A small button or pop-up with the round rect bezel (`bezelStyle="roundedRect"`, `controlSize="small"`).
        case smallRoundRectButton
        /// A box with its title at the top (not `boxType="custom"` or `"separator"`).
        case box
        /// A box with no title (`titlePosition="noTitle"`; not custom or a separator).
        case untitledBox
        /// A horizontal separator box (`boxType="separator"`, wider than high).
        case horizontalSeparator
        /// A vertical separator box.
        case verticalSeparator
        /// An NSColorWell (`<colorWell>`), default style.
        case colorWell
        /// A horizontal NSSlider (`<slider>` wider than high), any size.
        case horizontalSlider
        /// A small horizontal NSSlider without tick marks.
        case smallSlider
        /// A regular-size horizontal NSSlider without tick marks.
        case regularSlider
        /// A regular-size horizontal NSSlider with tick marks.
        case regularSliderWithTicks
        /// A mini vertical NSSlider (`<slider>` higher than wide, `controlSize="mini"`) without tick marks.
        case miniVerticalSlider
        /// An NSSegmentedControl with the rounded style, regular size.
        case roundedSegmentedControl
        /// An NSSegmentedControl with the rounded style, small.
        case smallRoundedSegmentedControl
        /// An NSTabView with tabs on top and a bezel (`<tabView>` with no `type`).
        case tabView
        /// A small NSTabView with tabs on top and a bezel (`controlSize="small"`).
        case smallTabView
        /// An NSStepper, regular size.
        case stepper
        /// An NSStepper, small.
        case smallStepper
        /// An NSSegmentedControl with the round rect style (`style="roundRect"`), regular or small.
        case roundRectSegmentedControl
        /// A bar NSProgressIndicator (`style="bar"`), regular size.
        case progressBar
        /// An NSComboBox (`<comboBox>`), regular size.
        case comboBox
        /// An NSDatePicker with its text field and stepper (`datePickerStyle` none or `textFieldAndStepper`),
        /// regular size.
        case datePicker
    }

    /// One row: a control, the eras it holds for, its insets.
    struct AppKitRow: Sendable {
        var control: AppKitControl
        var eras: Range<Int>
        var insets: EdgeInsets

        /// A row whose insets read as the table's last column.
        init(control: AppKitControl, eras: Range<Int>, _ insets: EdgeInsets) {
            self.control = control
            self.eras = eras
            self.insets = insets
        }
    }

    /// AppKit alignment-rect insets by era; the first matching row applies, none means no insets.
    static let appKit: [AppKitRow] = [
        // Xcode 26 (macOS 26's controls): push buttons, check boxes, radio buttons and pop-ups have none.
        AppKitRow(control: .roundedPushButton, eras: 0..<XcodeEra.xcode12, EdgeInsets(4, 6, 7, 6)),
        AppKitRow(control: .roundedPushButton, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(5, 7, 7, 7)),
        // A small push button: a 16-point bezel in a 27-point frame; before Xcode 11 an 18-point one in 28.
        AppKitRow(control: .smallRoundedPushButton, eras: 0..<XcodeEra.xcode11, EdgeInsets(4, 5, 6, 5)),
        AppKitRow(control: .smallRoundedPushButton, eras: XcodeEra.xcode11..<XcodeEra.xcode26, EdgeInsets(4, 6, 7, 6)),
        // A large push button (macOS 11's control size): a 28-point bezel in a 40-point frame, 6 past it on every side.
        AppKitRow(control: .largeRoundedPushButton, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(6, 6, 6, 6)),
        // A help button: a 20-point circle in a 25-point frame, off centre.
        AppKitRow(control: .helpButton, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(1, 3, 4, 2)),
        // Before Xcode 12: a 21-point circle in the 25-point frame.
        AppKitRow(control: .helpButton, eras: 0..<XcodeEra.xcode12, EdgeInsets(1, 2, 3, 2)),
        // A textured rounded button: a 22-point bezel in a 23-point frame, and from Xcode 12 a 20-point one; its
        // pop-up has the rounded pop-up's insets.
        AppKitRow(control: .texturedRoundedButton, eras: 0..<XcodeEra.xcode12, EdgeInsets(0, 0, 1, 0)),
        AppKitRow(control: .texturedRoundedButton, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(1, 1, 2, 1)),
        AppKitRow(control: .texturedRoundedPopUp, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(1, 3, 4, 4)),
        // A small textured rounded button, 19 points high: the regular one's insets in each era.
        AppKitRow(control: .smallTexturedRoundedButton, eras: 0..<XcodeEra.xcode12, EdgeInsets(0, 0, 1, 0)),
        AppKitRow(
            control: .smallTexturedRoundedButton, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(1, 1, 2, 1)),
        // Check boxes: a 14-point box in an 18-point frame before Xcode 12.
        AppKitRow(control: .checkBox, eras: 0..<XcodeEra.xcode12, EdgeInsets(2, 2, 2, 2)),
        AppKitRow(control: .checkBox, eras: 0..<XcodeEra.xcode26, EdgeInsets(1, 2, 1, 0)),
        // A radio button before Xcode 12: a 16-point circle in the 18-point frame, 1 past it above, below and on the
        // left, and 2 past the title on the right as a check box; from Xcode 12 a check box's insets.
        AppKitRow(control: .radioButton, eras: 0..<XcodeEra.xcode12, EdgeInsets(1, 1, 1, 2)),
        AppKitRow(control: .radioButton, eras: 0..<XcodeEra.xcode26, EdgeInsets(1, 2, 1, 0)),
        // A small check box before Xcode 12: a 12-point box in an 18-point frame, 3 past it on the left and 2 past the
        // title on the right.
        AppKitRow(control: .smallCheckBox, eras: 0..<XcodeEra.xcode12, EdgeInsets(3, 3, 3, 2)),
        AppKitRow(control: .smallCheckBox, eras: 0..<XcodeEra.xcode26, EdgeInsets(1, 1, 1, 0)),
        AppKitRow(control: .smallRadio, eras: 0..<XcodeEra.xcode26, EdgeInsets(1, 1, 0, 0)),
        AppKitRow(control: .roundedPopUp, eras: 0..<XcodeEra.xcode12, EdgeInsets(1, 2, 3, 3)),
        AppKitRow(control: .roundedPopUp, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(1, 3, 4, 4)),
        // Before Xcode 12 a rounded pop-up stored 26 high has the same 21-point bezel 2 below its frame's top.
        AppKitRow(control: .tallRoundedPopUp, eras: 0..<XcodeEra.xcode12, EdgeInsets(2, 2, 3, 3)),
        AppKitRow(control: .tallRoundedPopUp, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(1, 3, 4, 4)),
        // A small rounded pop-up in a 22-point frame: before Xcode 12 an 18-point bezel 1 below its top, 3 in at each
        // side; from Xcode 12 a 16-point one 2 below its top, 4 in (the regular pop-up's step).
        AppKitRow(control: .smallRoundedPopUp, eras: 0..<XcodeEra.xcode12, EdgeInsets(1, 3, 3, 3)),
        AppKitRow(control: .smallRoundedPopUp, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(2, 4, 4, 4)),
        AppKitRow(control: .label, eras: ToolsVersions.all, EdgeInsets(0, 2, 0, 2)),
        // NSSwitch: a 38 × 22 switch in a 42 × 25 frame.
        AppKitRow(control: .regularSwitch, eras: 0..<XcodeEra.xcode26, EdgeInsets(1, 2, 2, 2)),
        // From Xcode 12 (macOS 11 draws these named images as symbols) a square button showing only one of them:
        // the frame reaches past the symbol's alignment rect, 3 above and 3 below it; a small one's 2.5.
        AppKitRow(
            control: .freestandingTemplateButton, eras: ToolsVersions.from(XcodeEra.xcode12), EdgeInsets(3, 0, 3, 0)),
        AppKitRow(
            control: .smallFreestandingTemplateButton, eras: ToolsVersions.from(XcodeEra.xcode12),
            EdgeInsets(2.5, 0, 2.5, 0)),
        // Before Xcode 9 a Bevel button's frame reaches past its bezel by the bezel's 2-point border (Apple's
        // `regularSquare`), 2 above and at each side, and 3 below (its shadow). From Xcode 9 the stored frames disagree
        // (`Docs/InterfaceBuilder.md`, "AppKit controls of the tenth round"), so no row.
        AppKitRow(control: .bevelButton, eras: 0..<XcodeEra.xcode9, EdgeInsets(2, 2, 3, 2)),
        // Small square buttons: a frame 1 point past the bezel above and below it.
        AppKitRow(control: .smallSquareButton, eras: ToolsVersions.all, EdgeInsets(1, 0, 1, 0)),
        // Small round rect buttons: a frame 1 point taller than the bezel, below it.
        AppKitRow(control: .smallRoundRectButton, eras: 0..<XcodeEra.xcode26, EdgeInsets(0, 0, 1, 0)),
        // A box's bezel: 3 at the sides, 4 below, and 2 above unless its title tops it; macOS 26's box draws
        // inside its frame.
        AppKitRow(control: .box, eras: 0..<XcodeEra.xcode26, EdgeInsets(0, 3, 4, 3)),
        AppKitRow(control: .untitledBox, eras: 0..<XcodeEra.xcode26, EdgeInsets(2, 3, 4, 3)),
        // A separator's frame reaches 2 points past its 1-point line on each side across it.
        AppKitRow(control: .horizontalSeparator, eras: ToolsVersions.all, EdgeInsets(2, 0, 2, 0)),
        AppKitRow(control: .verticalSeparator, eras: ToolsVersions.all, EdgeInsets(0, 2, 0, 2)),
        // Xcode 15 and 16 (macOS 14's redrawn colour well): a 44 × 23 well in a 50 × 27 frame.
        AppKitRow(control: .colorWell, eras: XcodeEra.xcode15..<XcodeEra.xcode26, EdgeInsets(2, 3, 2, 3)),
        // A horizontal slider's frame reaches 2 points past its track at each end; across it, only without tick marks.
        // macOS 26's slider fills its frame.
        AppKitRow(control: .horizontalSlider, eras: 0..<XcodeEra.xcode26, EdgeInsets(0, 2, 0, 2)),
        // A regular slider without tick marks saved by Xcode 12 to 16: a 20-point track area in a 28-point frame.
        AppKitRow(control: .regularSlider, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(2, 2, 6, 2)),
        // Before Xcode 12: a 15-point alignment rect in a 19-point frame, 2 points in on every side.
        AppKitRow(control: .regularSlider, eras: 0..<XcodeEra.xcode12, EdgeInsets(2, 2, 2, 2)),
        // A regular slider with tick marks: before Xcode 11 a 21-point track and ticks in a 24-point frame, 2 below its
        // top; from Xcode 12 to 16 the 28-point frame of the slider without them.
        AppKitRow(control: .regularSliderWithTicks, eras: 0..<XcodeEra.xcode11, EdgeInsets(2, 2, 1, 2)),
        AppKitRow(
            control: .regularSliderWithTicks, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(2, 2, 6, 2)),
        AppKitRow(control: .regularSliderWithTicks, eras: 0..<XcodeEra.xcode26, EdgeInsets(0, 2, 0, 2)),
        // A small slider without tick marks saved by Xcode 15 or 16: 2 points on every side of its track.
        AppKitRow(control: .smallSlider, eras: XcodeEra.xcode15..<XcodeEra.xcode26, EdgeInsets(2, 2, 2, 2)),
        AppKitRow(control: .smallSlider, eras: 0..<XcodeEra.xcode26, EdgeInsets(0, 2, 0, 2)),
        // A mini vertical slider without tick marks saved by Xcode 15 or 16: 2 points on every side of its track, as the
        // small horizontal one (iina and AgoraIO, `Docs/InterfaceBuilder.md`, "AppKit geometry"); other eras not known.
        AppKitRow(control: .miniVerticalSlider, eras: XcodeEra.xcode15..<XcodeEra.xcode26, EdgeInsets(2, 2, 2, 2)),
        // Rounded segmented controls before Xcode 26: a 22-point bezel in a 24-point frame, 2 past it at each end.
        AppKitRow(control: .roundedSegmentedControl, eras: 0..<XcodeEra.xcode26, EdgeInsets(1, 2, 1, 2)),
        // A small one from Xcode 11.4: an 18-point bezel in a 21-point frame, 1 below its top.
        AppKitRow(
            control: .smallRoundedSegmentedControl, eras: XcodeEra.xcode11_4..<XcodeEra.xcode26, EdgeInsets(1, 2, 2, 2)),
        AppKitRow(control: .smallRoundedSegmentedControl, eras: 0..<XcodeEra.xcode26, EdgeInsets(0, 2, 0, 2)),
        // A tab view's frame reaches past its bezel: 6 above (the tabs), 7 at each side, 10 below.
        AppKitRow(control: .tabView, eras: ToolsVersions.all, EdgeInsets(6, 7, 10, 7)),
        // A small tab view's smaller tabs reach 3 above its bezel.
        AppKitRow(control: .smallTabView, eras: ToolsVersions.all, EdgeInsets(3, 7, 10, 7)),
        // Steppers: 3 points past the arrows at each side; a regular one's 23-point arrows in a 27-point frame before
        // Xcode 12 and 20-point ones in a 28-point frame from Xcode 12; a small one's 11 × 19 in 15 × 22.
        AppKitRow(control: .stepper, eras: 0..<XcodeEra.xcode12, EdgeInsets(2, 3, 2, 3)),
        AppKitRow(control: .stepper, eras: XcodeEra.xcode12..<XcodeEra.xcode26, EdgeInsets(4, 3, 4, 3)),
        AppKitRow(control: .smallStepper, eras: 0..<XcodeEra.xcode26, EdgeInsets(1, 2, 2, 2)),
        // Round rect segmented controls before Xcode 26: 1 point past the bezel on every side.
        AppKitRow(control: .roundRectSegmentedControl, eras: 0..<XcodeEra.xcode26, EdgeInsets(1, 1, 1, 1)),
        // A progress bar: an 18-point bar in a 20-point frame, every era.
        AppKitRow(control: .progressBar, eras: ToolsVersions.all, EdgeInsets(1, 0, 1, 0)),
        // A date picker with a stepper before Xcode 26: its frame 4 above its alignment rect and 3 past it on the
        // right (the stepper's side); Xcode 26's not known.
        AppKitRow(control: .datePicker, eras: 0..<XcodeEra.xcode26, EdgeInsets(4, 0, 0, 3)),
        // A combo box saved by Xcode 11 to 14: a 19-point field in a 25-point frame, 2 below its top, and the frame 3
        // past it on the right (the arrow's side); earlier and later eras not known.
        AppKitRow(control: .comboBox, eras: XcodeEra.xcode11..<XcodeEra.xcode15, EdgeInsets(2, 0, 4, 3)),
    ]

    /// The system template images that macOS 11 and later draw as symbols padded above and below, whose buttons
    /// (`freestandingTemplateButton`) reach past their alignment rects: NSImage's five freestanding templates
    /// (`stopProgressFreestandingTemplateName`, `refreshFreestandingTemplateName`, `revealFreestandingTemplateName`,
    /// `followLinkFreestandingTemplateName`, `invalidDataFreestandingTemplateName`) and the action gear
    /// (`actionTemplateName`).
    static let symbolTemplateImages: Set<String> = [
        "NSStopProgressFreestandingTemplate", "NSRefreshFreestandingTemplate", "NSRevealFreestandingTemplate",
        "NSFollowLinkFreestandingTemplate", "NSInvalidDataFreestandingTemplate", "NSActionTemplate",
    ]

    /// AppKit controls whose title's baseline is not where a line centred in their frame puts it: a line centred
    /// in the alignment rect, raised by this many points. Rounded pop-ups (a 20-point alignment rect in a 25-point
    /// frame) and push buttons (20 in 32) saved by Xcode 12 to 16: 1 point, a 13-point title's baseline 6.385 above
    /// the alignment rect's bottom. Rounded pop-ups saved by Xcode 11 (a 21-point alignment rect in a 25-point frame):
    /// 0.5 point, the baseline 6.385 above the alignment rect's bottom; before Xcode 11 none, 5.885.
    static let appKitBaselineRaise: [(control: AppKitControl, eras: Range<Int>, raise: Double)] = [
        (.roundedPopUp, XcodeEra.xcode11..<XcodeEra.xcode12, 0.5),
        (.roundedPopUp, XcodeEra.xcode12..<XcodeEra.xcode26, 1),
        (.roundedPushButton, XcodeEra.xcode12..<XcodeEra.xcode26, 1),
    ]

    /// The point size of the line whose baseline an NSSwitch gives, centred in its alignment rect: the system font's
    /// (13). Its first and last baselines are the same (iina `QuickSettingViewController.xib`, 23094: three 25-high
    /// switches whose first baselines are labels' 8.4 above their frames' bottoms, 6.4 above their 22-point alignment
    /// rects'; AgoraIO, 21701: a switch held by both its first and last baseline to one label's).
    static let switchBaselineSize = 13.0

    /// The frame heights that Xcode 12 to 16 stored for the controls that Xcode 26 redrew: a document saved by Xcode 26
    /// keeps a control at the frame an older Xcode placed it at until it is placed again, and a control stored at one
    /// of these heights has that Xcode's insets (a bezel text field: its baseline depth).
    static let appKitHeightsBeforeXcode26: [(control: AppKitControl, height: Double)] = [
        (.roundedPushButton, 32), (.checkBox, 18), (.radioButton, 18), (.roundedPopUp, 25),
        (.smallRoundedPushButton, 27),
        (.smallCheckBox, 16), (.smallRoundedPopUp, 22), (.helpButton, 25), (.tallRoundedPopUp, 26),
        (.largeRoundedPushButton, 40), (.bezelTextField, 21), (.bezelTextField, 22),
        (.smallBezelTextField, 19), (.regularSlider, 28), (.regularSliderWithTicks, 28),
    ]

    /// The era whose insets a control stored at a height has: Xcode 16's for a control that a document saved by
    /// Xcode 26 keeps at Xcode 12–16's frame height, the document's otherwise.
    static func appKitEra(_ control: AppKitControl, storedHeight: Double?, documentEra era: XcodeEra) -> XcodeEra {
        guard era.isAtLeast(XcodeEra.xcode26),
            appKitHeightsBeforeXcode26.contains(where: { $0.control == control && $0.height == storedHeight })
        else { return era }
        return XcodeEra(toolsVersion: XcodeEra.xcode26 - 1)
    }

    /// The insets of an AppKit control in an era (zero when no row holds).
    static func appKitInsets(_ control: AppKitControl, era: XcodeEra) -> EdgeInsets {
        appKit.first { $0.control == control && era.isIn($0.eras) }?.insets ?? .zero
    }
}
