/// The safe area, like `UIView.safeAreaLayoutGuide` and `safeAreaInsets`.
extension View {
    /// How far the safe area lies inside the view's alignment rect on each
    /// side (the status bar, a notch, a home indicator); zero by default.
    ///
    /// UIKit sets a window's safe-area insets from the device and derives
    /// every subview's from its superview's; here there is no device, so you
    /// set them — usually on a root, to stand for the screen — and each view's
    /// `safeAreaLayoutGuide` is inset by its own. A subview does not inherit
    /// its superview's safe area: constrain content to the root's guide (or
    /// set the subview's insets too). Setting them changes the guide's four
    /// constraint constants in place.
    ///
    /// - Precondition: Every inset is finite.
    public var safeAreaInsets: EdgeInsets {
        get { storedSafeAreaInsets }
        set {
            precondition(newValue.isFinite, "\(name).safeAreaInsets must be finite, got \(newValue)")
            storedSafeAreaInsets = newValue
            engine.updateSafeArea(of: self)
        }
    }

    /// A guide whose edges are the view's alignment rect inset by
    /// `safeAreaInsets`, like `UIView.safeAreaLayoutGuide`; made the first
    /// time it is asked for, and named `VIEW.safeAreaLayoutGuide`.
    ///
    /// Removing it (`removeLayoutGuide(_:)`) unties it; the next access makes a new one.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let existing = safeAreaGuide, existing.guide.owningView === self { return existing.guide }
        return makeSafeAreaLayoutGuide(named: name + ".safeAreaLayoutGuide")
    }

    /// Whether the view's safe-area guide has been made (and not removed since).
    package var hasSafeAreaLayoutGuide: Bool {
        guard let existing = safeAreaGuide else { return false }
        return existing.guide.owningView === self
    }

    /// Makes the safe-area guide under another name (a script's `guide NAME in VIEW safeArea`).
    ///
    /// - Precondition: The view has no safe-area guide yet (`hasSafeAreaLayoutGuide`).
    package func makeSafeAreaLayoutGuide(named guideName: String) -> LayoutGuide {
        precondition(!hasSafeAreaLayoutGuide, "\(name) already has a safe-area guide")
        let guide = engine.makeLayoutGuide(guideName, in: self)
        let ties = engine.makeSafeAreaTies(guide, of: self)
        safeAreaGuide = (guide, ties)
        engine.activate(ties, location: nil)
        return guide
    }
}

extension LayoutEngine {
    /// The four required ties of a safe-area guide: each edge the view's, moved in by the inset.
    func makeSafeAreaTies(_ guide: LayoutGuide, of view: View) -> [LayoutConstraint] {
        let insets = view.safeAreaInsets
        let sides: [(LayoutAttribute, Double)] = [
            (.left, insets.left), (.top, insets.top), (.right, -insets.right), (.bottom, -insets.bottom),
        ]
        return sides.map { side in
            LayoutConstraint(
                kind: .marginsGuide, lhs: guide[side.0], relation: .equal, rhs: view[side.0],
                constant: side.1, priority: .required)
        }
    }

    /// Gives a view's safe-area ties its current insets, in place.
    func updateSafeArea(of view: View) {
        guard let (guide, ties) = view.safeAreaGuide, guide.owningView === view, !guide.isRemoved else { return }
        let insets = view.safeAreaInsets
        let constants = [insets.left, insets.top, -insets.right, -insets.bottom]
        for (tie, constant) in zip(ties, constants) where tie.constant != constant { tie.constant = constant }
    }
}
