import TrellisSolver

/// The constraints a stack view makes: what UIKit's stack view makes, under UIKit's names.
///
/// Along the axis (`lead`, `trail`, `length` are leading, trailing and width
/// for a horizontal stack; top, bottom and height for a vertical one), for
/// the visible arranged views v₀…vₙ₋₁ with gaps gᵢ after vᵢ:
///
/// | name | constraint | when |
/// |---|---|---|
/// | `UISV-canvas-connection` | v₀.lead == stack.lead, stack.trail == vₙ₋₁.trail | always |
/// | `UISV-spacing` | vᵢ₊₁.lead == vᵢ.trail + gᵢ (`>=` for equalSpacing, equalCentering) | always |
/// | `UISV-fill-equally` | vᵢ.length == v₀.length | fillEqually |
/// | `UISV-fill-proportionally` | vᵢ.length == kᵢ/Σk · (stack.length − Σg) @999 | fillProportionally |
/// | `Trellis-proportional-fitting` | vᵢ.length == 0 @49 | fillProportionally, vᵢ without an intrinsic length |
/// | `UISV-distributing` | gap i == gap 0 (equalSpacing); centre distance i == centre distance 0 @999 (equalCentering) | |
/// | `Trellis-fill-order` | wᵢ · vᵢ.length == wᵢ · kᵢ @1.5, wᵢ = (n−i)/2ᵏ, 2ᵏ > n | fill: index order for ties |
/// | `UISV-hiding` | hidden.length == 0; hidden.lead == mid-gap between visible neighbours (hidden.trail == stack.lead before the first, hidden.lead == stack.trail after the last) | hidden views |
///
/// Across the axis, for every arranged view: `fill` pins both edges to the
/// stack (`UISV-canvas-connection`); the other alignments make the aligned
/// attribute equal to the stack's or the first view's (`UISV-alignment`),
/// keep the view inside the stack (`UISV-spanning-boundary`), pull the
/// stack's edges onto its views at priorities 51 (leading) and 50.5
/// (trailing) so an unpinned stack is as thick as its thickest view and a
/// row that could sit anywhere sits at the top (`UISV-spanning-fit`), and give a view with no
/// intrinsic thickness a thickness of 0 at priority 25
/// (`UISV-ambiguity-suppression`). With `isLayoutMarginsRelativeArrangement`
/// the stack's margins stand for its edges. With `alignmentPriority` below
/// required, a leading, trailing or centre alignment holds each view's edge or
/// centre to the stack's at that priority, inside the stack (required).
extension StackView {
    /// Marks the stack for the engine's update pass (`updateConstraintsIfNeeded()`), which derives every rule.
    func arrange() {
        needsFullArrangement = true
        engine.setNeedsArrangement(self)
    }

    /// Re-derives the stack's constraints and changes in the engine only what differs.
    ///
    /// When views only left since the last pass, only the rules of the views
    /// around them are derived, where that gives the same constraints in the
    /// same order (`StackView+Departures.swift`).
    ///
    /// - Complexity: Linear in the arranged views, or in the views that left
    ///   when only they changed, plus one solver call per changed constraint.
    func updateArrangement() {
        defer {
            needsFullArrangement = false
            departures = []
        }
        if !needsFullArrangement, let views = viewsAroundDepartures() {
            arrangement.update(makeRules(for: views), in: engine)
            return
        }
        dropStrayArrangedSubviews()
        arrangement.apply(makeRules(), in: engine)
    }

    /// The attributes along the axis: leading edge, trailing edge, length.
    var alongAttributes: (lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute) {
        axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    }

    /// The attributes across the axis: leading edge, trailing edge, thickness, centre.
    var acrossAttributes:
        (lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute)
    {
        axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    /// The stack's own attribute for an edge or centre: its margin's under margins-relative arrangement.
    func edge(_ attribute: LayoutAttribute) -> LayoutExpression {
        guard isLayoutMarginsRelativeArrangement else { return self[attribute] }
        switch attribute {
        case .leading: return self[.leadingMargin]
        case .trailing: return self[.trailingMargin]
        case .top: return self[.topMargin]
        case .bottom: return self[.bottomMargin]
        case .centerX: return self[.centerXWithinMargins]
        case .centerY: return self[.centerYWithinMargins]
        default: return self[attribute]
        }
    }

    /// The gap after an arranged view: its custom spacing, else `spacing`, with the system value resolved.
    func gap(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? Self.systemSpacing : value
    }
}
