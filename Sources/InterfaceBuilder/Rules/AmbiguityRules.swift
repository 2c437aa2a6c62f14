/// Which views Interface Builder flags `ambiguous="YES"`, by Xcode era.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("What is reported").
enum AmbiguityRules {
    /// The first `toolsVersion` that flags a view only when its frame in its superview is open: a view pinned
    /// inside an ambiguous superview (an arranged view of a stack whose position is open) is not flagged, its
    /// superview is. Xcode 7 and 8 flag the view too. Xcode 9, which no fit document tells, is counted with the
    /// later releases.
    static let measuredInSuperviewFrom = XcodeEra.xcode9
}
