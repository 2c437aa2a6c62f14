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

    /// Whether Interface Builder flags a view that an optimal layout gives no width or height, held there by
    /// nothing but the bound at 0 (Auto Layout has none): always when the view ties with others at equal hugging or
    /// compression resistance; on iOS also when equal-priority constraints or inequalities alone leave it open. In
    /// the validation sets, 33 of the 37 such untied iOS views are stored `ambiguous="YES"` and none of the 21 macOS
    /// ones.
    static func flagsSizeHeldAtZero(platform: InterfaceBuilderDocument.Platform, tied: Bool) -> Bool {
        tied || platform == .iOS
    }
}
