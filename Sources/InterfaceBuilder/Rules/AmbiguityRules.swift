/// Which views Interface Builder flags `ambiguous="YES"`, by Xcode era.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("What is reported").
enum AmbiguityRules {
    /// The first `toolsVersion` that flags a view only when its frame in its superview is open: a view pinned
    /// inside an ambiguous superview (an arranged view of a stack whose position is open) is not flagged, its
    /// superview is. Xcode 7 and 8 flag the view too. Xcode 9, which no fit document tells, is counted with the
    /// later releases.
    static let measuredInSuperviewFrom = XcodeEra.xcode9

    /// Whether Interface Builder holds a view stored with `translatesAutoresizingMaskIntoConstraints="NO"` (and no
    /// `fixedFrame`) at its stored frame, as its autoresizing would: when no constraint names it, placeholders
    /// included, and no stack view arranges it, Xcode adds constraints that fix its frame at build time ("IB auto
    /// generated at build time for view with fixed frame") and flags nothing. In the fit parts and validation sets
    /// none of the 16 such views (11 repositories and a fork, macOS and iOS, Xcode 8 to 15) is `ambiguous="YES"`.
    static func fixesFrameOfUnconstrainedView(named: Bool) -> Bool {
        !named
    }

    /// The releases whose Interface Builder flags `ambiguous="YES"` the clip view of a scroll view laid out by
    /// autoresizing (`fixedFrame="YES"`), and a text view it scrolls, though both keep their frames: Xcode 11.3 and
    /// earlier. In the macOS validation set all 9 such clip views (5 repositories, `toolsVersion` 6250 to 15400) and
    /// their 4 text views are flagged; in the fit parts all 7 (5 repositories, 11762 to 15705) and their 2 text
    /// views; from Xcode 11.4 on none of 86 clip views and 33 text views. Their table views are flagged 1 time in 8.
    static let flagsScrolledViewsOfFixedFrameScrollViews = 0..<XcodeEra.xcode11_4

    /// Whether Interface Builder flags a clip view or the view it scrolls, an element of a scroll view laid out by
    /// autoresizing, in a document of an era (`flagsScrolledViewsOfFixedFrameScrollViews`).
    static func flagsScrolledByFixedFrameScrollView(element: String, era: XcodeEra) -> Bool {
        era.isIn(flagsScrolledViewsOfFixedFrameScrollViews) && (element == "clipView" || element == "textView")
    }

    /// Whether Interface Builder flags a window's content view ambiguous though the window's content size keeps its
    /// frame: when it does not translate its autoresizing mask into constraints
    /// (`translatesAutoresizingMaskIntoConstraints="NO"`), nothing the document holds places it in its window (the
    /// window's frame is no item its constraints can name). All 7 such content views of the macOS validation set
    /// and the fit parts are stored `ambiguous="YES"` (iina/iina ×2, MacPass/MacPass, git-up/GitUp ×2,
    /// SafeExamBrowser/seb-mac, HexFiend/HexFiend; `toolsVersion` 18122 to 24506), and none that translates it.
    /// Not an era rule: no such content view outside that range was seen, so it applies in every era.
    static func flagsWindowContent(translatesAutoresizingMask: Bool?) -> Bool {
        translatesAutoresizingMask == false
    }

    /// Whether Interface Builder flags a view that an optimal layout gives no width or height, held there by
    /// nothing but the bound at 0 (Auto Layout has none): always when the view ties with others at equal hugging or
    /// compression resistance; on iOS also when equal-priority constraints or inequalities alone leave it open. In
    /// the validation sets, 33 of the 37 such untied iOS views are stored `ambiguous="YES"` and none of the 21 macOS
    /// ones.
    static func flagsSizeHeldAtZero(platform: InterfaceBuilderDocument.Platform, tied: Bool) -> Bool {
        tied || platform == .iOS
    }

    /// Whether Interface Builder flags a view `ambiguous="YES"` when the constraints of the views it scrolls leave
    /// its content's width or height open without bound (Xcode's "Scrollable Content Size Ambiguity"): a UIScrollView
    /// whose content area a constraint relates to one of its descendants, or that declares its content layout guide
    /// (Xcode 11's "Content Layout Guides", verified even when empty). Evidence: `Docs/InterfaceBuilder.md`
    /// ("What is reported").
    static func flagsScrollableContentSize(element: String, platform: InterfaceBuilderDocument.Platform) -> Bool {
        element == "scrollView" && platform == .iOS
    }
}
