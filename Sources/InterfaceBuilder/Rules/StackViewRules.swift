/// How UIKit's and AppKit's stack views behave where a document's stored frames show it.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Stack views").
enum StackViewRules {
    /// The spacing of a UIStackView stored with `spacingType="standard"`
    /// (`UIStackView.spacingUseSystem`): the standard spacing between sibling views.
    static let standardSpacing = 8.0

    /// The priority at which a UIStackView with `equalSpacing` keeps its gaps at
    /// its spacing when nothing else sets its length: below every content
    /// priority (our choice; the stored frames show only that the gaps are at
    /// the spacing then, and Apple documents that a longer stack pads them).
    static let equalSpacingPullPriority = 1.0

    /// The priority at which a nested UIStackView whose length across its stack is open (`lengthIsOpenAcross`) keeps
    /// its gaps at its spacing: above the stored length it keeps at `unsetCrossLengthPriority` (52), so a stack
    /// stored at a stale length is laid out at the length its spacing gives and reported misplaced. Every such stack
    /// in the evidence (9 stacks of 5 repositories) is stored at that length; below every content priority.
    static let nestedEqualSpacingPullPriority = 53.0

    /// Whether a nested UIStackView's length across `stack` is open, as a plain view's is: its axis runs across
    /// `stack` and its distribution leaves its gaps open (`pulledToSpacing`). Interface Builder stores every such
    /// stack whose length nothing else sets with its gaps at its spacing, not stretched to its stack's edges: 9
    /// stacks of 5 repositories, Xcode 12 to 16 (`Docs/InterfaceBuilder.md`, "Stack views").
    static func lengthIsOpenAcross(_ stack: StackAttributes, nested: StackAttributes?) -> Bool {
        guard let nested, !stack.isAppKit, !nested.isAppKit else { return false }
        return nested.axis != stack.axis && pulledToSpacing.contains(nested.distribution)
    }

    /// The UIStackView distributions whose gaps are pulled to the spacing at `equalSpacingPullPriority`: those
    /// that hold their gaps at least `spacing` and leave the stack's length open.
    static let pulledToSpacing: Set<String> = ["equalSpacing", "equalCentering"]

    /// The priority at which an arranged view keeps its stored length across a UIStackView not aligned to `fill`,
    /// or an NSStackView written as a Layout `stack`, when nothing else sets it: above Layout's spanning pulls (51
    /// and 50.5), below every content priority. In the fit repositories' documents, 24 of 38 such UIKit views
    /// (plain and custom views in `center`- and `top`-aligned stacks, Xcode 8 to 26) are stored narrower than their
    /// stack, none wider, each at its stored length; AppKit's the same in 7 repositories (`Docs/InterfaceBuilder.md`,
    /// "Stack views": separator boxes, scroll and custom views in `fill` NSStackViews, Xcode 11 to 26, no flag).
    static let unsetCrossLengthPriority = 52

    /// Whether an NSStackView written as constraints holds its arranged views across its axis only by their alignment
    /// and its insets, minimising its own size there (`fillEqually`, and `fill` stacks whose alignment yields or that
    /// detach a hidden view): a view with no length of its own across the axis then keeps its stored length at
    /// `unsetCrossLengthPriority`, as in the stacks written as Layout `stack`s. Gravity-area stacks hug each view to
    /// both edges instead. Evidence: ther0n/UnnaturalScrollWheels `Main.storyboard` (20037), separators 320 wide in a
    /// leading-aligned `fillEqually` stack 360 wide (`Docs/InterfaceBuilder.md`, "Stack views").
    static func minimisesAcrossAxis(_ stackView: DocumentView) -> Bool {
        guard let stack = stackView.stack, stack.isAppKit, stack.distribution != "gravityAreas",
            StackViewSupport.isModelled(stackView)
        else { return false }
        return StackViewSupport.isWrittenAsConstraints(stack)
    }

    /// The priority at which a UIStackView whose arranged views are all hidden is zero long along its axis: above
    /// a containing stack's spanning pulls (51), below every content priority. Every such stack in the fit
    /// repositories' documents (7, 5 repositories, Xcode 12 to 16.3) is stored 0 long unless its own constraints
    /// pin both ends.
    static let allHiddenLengthPriority = 52

    /// The attributes that set an arranged view's length across a vertical stack (its width), as documents write
    /// them.
    static let attributesAcrossVertical: Set<String> = [
        "width", "leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin", "leftMargin",
        "rightMargin", "centerXWithinMargins",
    ]
    /// The attributes that set an arranged view's length across a horizontal stack (its height).
    static let attributesAcrossHorizontal: Set<String> = [
        "height", "top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline", "topMargin",
        "bottomMargin", "centerYWithinMargins",
    ]

    /// Whether Interface Builder lays out an arranged view stored `hidden="YES"` as a visible one: an activity
    /// indicator that hides when stopped keeps its place in its stack (its `hidden` is its stopped state's).
    static func keepsPlaceWhenHidden(element: String, hidesWhenStopped: Bool) -> Bool {
        element == "activityIndicatorView" && hidesWhenStopped
    }

    /// Whether a stack view's own constraints count as the newest in a conflict with the document's.
    ///
    /// A UIStackView makes its constraints in the first layout pass, after the
    /// document's constraints are active, so a conflict between the two breaks
    /// the stack's. NSStackView documents keep the script order (a stack's
    /// constraints count as declared with the stack): the corpus's NSStackView
    /// documents agree with it, and their ambiguity flags do not with the other.
    static func constraintsAreNewest(on platform: InterfaceBuilderDocument.Platform) -> Bool {
        platform == .iOS
    }

    // How NSStackView's distributions other than gravity areas hold their arranged views.
    //
    // AppKit's `NSStackView.Distribution` documentation: with `fill`,
    // `fillEqually` and `fillProportionally` "the effective hugging priority in
    // the stacking axis is `NSLayoutPriorityRequired`" (the end views on the
    // stack's edges and the views `spacing` apart, required), and `fillEqually`
    // keeps the views' sizes equal "as much as possible": at an optional
    // priority. `setHuggingPriority(_:for:)`: the stack's hugging priority is its
    // priority "to minimize its size". The evidence is in
    // `Docs/InterfaceBuilder.md` ("Stack views").

    /// Whether a hidden arranged view that its own required constraints hold at a length keeps that length in
    /// Interface Builder, which breaks the stack's `UISV-hiding` length of 0 and shows no conflict: UIKit's stack
    /// views. Every such view in the fit parts of the second and third corpora (22, 9 repositories, Xcode 10 to 26) is stored at
    /// its own length, in documents with no flag. (A detached NSStackView view leaves its stack instead.)
    static func hiddenViewsKeepTheirLength(on platform: InterfaceBuilderDocument.Platform) -> Bool {
        platform == .iOS
    }

    /// Whether a hidden arranged view that its stack detaches (`detachesHiddenViews`) leaves the view hierarchy with
    /// every constraint it has with the stack, so none of them conflicts in Interface Builder: AppKit's stack views.
    /// `NSStackView.detachesHiddenViews` documents that hidden views are removed from the view hierarchy. The fit
    /// documents show it: all 10 detached views with their own length constraints (4 repositories) are stored at that
    /// length, none of them flagged (`Docs/InterfaceBuilder.md`, "Hidden views an NSStackView detaches").
    static func detachedViewsLeaveTheirConstraints(on platform: InterfaceBuilderDocument.Platform) -> Bool {
        platform == .macOS
    }

    /// Whether an arranged view that keeps its autoresizing mask (no `translatesAutoresizingMaskIntoConstraints="NO"`)
    /// is held by that mask inside its stack: AppKit's stack views. A superview makes constraints from a subview's
    /// mask when the subview translates it (`NSView.translatesAutoresizingMaskIntoConstraints`), an NSStackView
    /// too, and they are older than the stack's own constraints, which are made at its first layout; where they
    /// meet, the stack's spacing is the constraint broken and Interface Builder shows no conflict. The fit documents
    /// show it (`Docs/InterfaceBuilder.md`, "Arranged views that keep their autoresizing masks"): GPGTools/GPGServices
    /// stores a 62-point view 14 points below its neighbour in a stack of spacing 0, its fixed top margin, and
    /// ideo/Figproxy separator boxes at their fixed margins in a 575-point stack. UIStackView documents keep the
    /// stack's arrangement alone (no iOS fit document stores such a view off it).
    static func arrangedViewsKeepAutoresizingMasks(on platform: InterfaceBuilderDocument.Platform) -> Bool {
        platform == .macOS
    }

    /// The priority of an NSStackView's alignment across its axis (leading, trailing, centre): below required, so an
    /// arranged view's own required constraint across the axis wins and Interface Builder shows no conflict. The
    /// fit documents show it in 5 repositories (`Docs/InterfaceBuilder.md`, "NSStackView alignment yields"): views
    /// indented 20 points in leading-aligned stacks and centred views held by their own top and baseline
    /// constraints, stored where their own constraints put them. How far below: `yieldingAlignmentPriority`, below
    /// compression resistance too, which the stacks written as constraints need (dwarvesf/hidden); it also places 3
    /// more views of the third corpus's fit part than 999 did. UIStackView's alignment is required.
    static func alignmentPriority(on platform: InterfaceBuilderDocument.Platform) -> Int {
        platform == .macOS ? yieldingAlignmentPriority : 1000
    }

    /// NSStackView: the distributions written as constraints like gravity areas, in one group; the others
    /// become Layout's `stack`, whose `fill` already holds its ends and spacing as required.
    static let writtenAsConstraints: Set<String> = ["fillEqually"]

    /// Whether an NSStackView's alignment yields to an arranged view's own required constraint to the stack across
    /// its axis (`StackAttributes.arrangedViewOwnsAlignedEdge`): the stack is then written as constraints (a `fill`
    /// one like `fillEqually`: its ends and spacing required, no equal sizes) and its alignment holds at
    /// `yieldingAlignmentPriority`. Interface Builder keeps such a view where its own constraint puts it and shows no
    /// conflict, Xcode 13 to 26 (`Docs/InterfaceBuilder.md`, "Stack views").
    static func alignmentYields(_ stack: StackAttributes) -> Bool {
        stack.isAppKit && stack.arrangedViewOwnsAlignedEdge && yieldingDistributions.contains(stack.distribution)
    }

    /// The priority at which an NSStackView written as constraints keeps an arranged view within its edge insets
    /// across its axis when the view's own required constraint to the stack holds it across
    /// (`StackAttributes.viewsHeldAcrossByOwnConstraint`; every other view's inset bounds are required); within the
    /// stack's edges every view is held as required (its clipping resistance). Such a constraint may put the view
    /// into the insets: Interface Builder keeps it there and shows no conflict, 4 repositories, toolsVersion 13771
    /// to 24765 (`Docs/InterfaceBuilder.md`, "NSStackView edge insets yield"). 999 is our choice: below required,
    /// above every other priority.
    static let insetBoundPriority = 999

    /// Whether an NSStackView is written as constraints because it detaches a hidden arranged view: the view leaves
    /// the view hierarchy (`NSStackView.detachesHiddenViews`) and Interface Builder stores it at its own size where
    /// it last lay, which Layout's `stack` (collapsing it in place) cannot say; written as constraints, it keeps its
    /// stored frame (`Docs/InterfaceBuilder.md`, "Stack views": 12 views in seb-mac, git-up/GitUp and ProtonVPN).
    static func detachedViewLeavesArrangement(_ stack: StackAttributes) -> Bool {
        stack.isAppKit && stack.hasDetachedView && yieldingDistributions.contains(stack.distribution)
    }

    /// Whether an NSStackView is written as constraints because an arranged view keeps its autoresizing mask
    /// (`arrangedViewsKeepAutoresizingMasks`): the stack's constraints are then written after the mask's, so that
    /// where they meet the stack's are the newer and break, as AppKit makes them at the stack's first layout.
    static func maskHeldViewLeavesArrangement(_ stack: StackAttributes) -> Bool {
        stack.isAppKit && stack.hasViewHeldByItsMask && yieldingDistributions.contains(stack.distribution)
    }

    /// The NSStackView distributions written as constraints when their alignment yields.
    static let yieldingDistributions: Set<String> = ["gravityAreas", "fill", "fillEqually"]

    /// The priority of a yielding NSStackView alignment: below the arranged views' compression resistance (750), so a
    /// taller view centred by its own constraint is not squeezed to the aligned edge (our choice within what the
    /// stored frames bracket: below required, below 750).
    static let yieldingAlignmentPriority = 749

    /// An NSStackView's hugging priority when the document stores none: AppKit's documented default, `defaultLow`
    /// (`setHuggingPriority(_:for:)`).
    static let defaultStackHugging = 250

    /// The whole priority level at which an NSStackView written as constraints hugs its views, from its stored
    /// hugging priority: the level at or below it, never above (scripts' priorities are whole). Interface Builder
    /// stores 249.99998474121094 (`Float(250).nextDown`) on 789 of the 847 NSStackViews of the macOS validation set
    /// and the fit parts that store one (58 store 250, set by hand), so an arranged view's default hugging (250)
    /// beats the stack's: the room between gravity areas grows, not the view (`Docs/InterfaceBuilder.md`, "Stack
    /// views": newmarcel/KeepingYouAwake). Rounded to 250, the two tied.
    static func stackHuggingLevel(stored value: Double) -> Int {
        Int(min(max(value.rounded(.down), 1), 1000))
    }

    /// The priority of `fillEqually`'s equal sizes: above the arranged views' default hugging (250),
    /// below their high hugging and compression resistance (750).
    static let fillEquallySizePriority = 749
}
