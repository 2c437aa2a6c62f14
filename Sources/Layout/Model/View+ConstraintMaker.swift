/// Short forms for the constraints written most often, in the spirit of
/// SnapKit: edges, size and centre against the superview (or another item),
/// and constraints made, remade and updated as a group. They are built on the
/// anchors, so the constraints are ordinary ones: they print, conflict and
/// carry the caller's source location as anchor constraints do.
///
/// ```swift
/// avatar.makeConstraints { avatar in
///     avatar.sizeConstraints(Size(width: 48, height: 48))
///         + [avatar.topAnchor.constraint(equalTo: card.topAnchor, constant: 16)]
/// }
/// content.pinEdges(inset: 16)  // to the superview
/// // Later: only the constants change, in place.
/// avatar.updateConstraints { avatar in avatar.sizeConstraints(Size(width: 64, height: 64)) }
/// ```
extension View {
    /// The four constraints that put the view's edges `insets` inside `item`'s:
    /// top, left, bottom and right, made inactive.
    ///
    /// - Parameters:
    ///   - item: The view or guide to pin to; the superview when nil.
    ///   - insets: How far in from each of `item`'s edges (negative: out).
    ///   - fileID: The file that makes the constraints, for diagnostics (the caller's by default).
    ///   - line: The line that makes the constraints (the caller's by default).
    /// - Precondition: `item` is given or the view has a superview.
    public func edgeConstraints(
        to item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        let target = resolvedTarget(item)
        precondition(insets.isFinite, "edge insets must be finite, got \(insets)")
        return [
            topAnchor.constraint(equalTo: target.topAnchor, constant: insets.top, fileID: fileID, line: line),
            leftAnchor.constraint(equalTo: target.leftAnchor, constant: insets.left, fileID: fileID, line: line),
            target.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom, fileID: fileID, line: line),
            target.rightAnchor.constraint(equalTo: rightAnchor, constant: insets.right, fileID: fileID, line: line),
        ]
    }

    /// The two constraints that give the view a width and a height, made inactive.
    public func sizeConstraints(_ size: Size, fileID: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        [
            widthAnchor.constraint(equalToConstant: size.width, fileID: fileID, line: line),
            heightAnchor.constraint(equalToConstant: size.height, fileID: fileID, line: line),
        ]
    }

    /// The two constraints that put the view's centre `offset` from `item`'s, made inactive.
    ///
    /// - Parameters:
    ///   - item: The view or guide to centre on; the superview when nil.
    ///   - offset: How far right (x) and down (y) of `item`'s centre.
    ///   - fileID: The file that makes the constraints, for diagnostics (the caller's by default).
    ///   - line: The line that makes the constraints (the caller's by default).
    public func centerConstraints(
        to item: LayoutItem? = nil, offset: Point = .zero, fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        let target = resolvedTarget(item)
        return [
            centerXAnchor.constraint(equalTo: target.centerXAnchor, constant: offset.x, fileID: fileID, line: line),
            centerYAnchor.constraint(equalTo: target.centerYAnchor, constant: offset.y, fileID: fileID, line: line),
        ]
    }

    /// Pins the view's edges inside `item`'s (the superview's when nil) and activates the constraints.
    ///
    /// - Returns: The four active constraints (top, left, bottom, right).
    @discardableResult
    public func pinEdges(
        to item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        activated(edgeConstraints(to: item, insets: insets, fileID: fileID, line: line))
    }

    /// Pins the view's edges `inset` inside `item`'s on every side and activates the constraints.
    @discardableResult
    public func pinEdges(
        to item: LayoutItem? = nil, inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        let insets = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        return activated(edgeConstraints(to: item, insets: insets, fileID: fileID, line: line))
    }

    /// Gives the view a width and a height and activates the constraints.
    @discardableResult
    public func pinSize(_ size: Size, fileID: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        activated(sizeConstraints(size, fileID: fileID, line: line))
    }

    /// Centres the view on `item` (the superview when nil), moved by `offset`, and activates the constraints.
    @discardableResult
    public func pinCenter(
        to item: LayoutItem? = nil, offset: Point = .zero, fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        activated(centerConstraints(to: item, offset: offset, fileID: fileID, line: line))
    }

    // MARK: Groups

    /// Activates the constraints `make` returns and remembers them as the view's
    /// group, for `remakeConstraints(_:)` and `updateConstraints(_:)` (SnapKit's `makeConstraints`).
    ///
    /// - Parameter make: Returns constraints, usually built from the view it is given.
    /// - Returns: The constraints made.
    @discardableResult
    public func makeConstraints(_ make: (View) -> [LayoutConstraint]) -> [LayoutConstraint] {
        let made = make(self)
        LayoutConstraint.activate(made)
        madeConstraints += made
        return made
    }

    /// Deactivates the view's group and makes a new one (SnapKit's `remakeConstraints`).
    ///
    /// - Parameter make: Returns the new constraints.
    /// - Returns: The constraints made.
    @discardableResult
    public func remakeConstraints(_ make: (View) -> [LayoutConstraint]) -> [LayoutConstraint] {
        LayoutConstraint.deactivate(madeConstraints)
        madeConstraints = []
        return makeConstraints(make)
    }

    /// Changes the constants and priorities of the group's constraints in place
    /// (SnapKit's `updateConstraints`): each constraint `make` returns that
    /// relates the same attributes of the same items, by the same relation and
    /// multipliers, as one in the group gives that one its constant and
    /// priority; any other is activated and joins the group.
    ///
    /// - Parameter make: Returns constraints with the new constants.
    /// - Returns: The group's constraints that hold the new values (updated or added).
    /// - Complexity: O(*n* · *m*) comparisons for *n* new and *m* grouped constraints.
    @discardableResult
    public func updateConstraints(_ make: (View) -> [LayoutConstraint]) -> [LayoutConstraint] {
        madeConstraints.removeAll { !$0.isActive }
        var result: [LayoutConstraint] = []
        for constraint in make(self) {
            if let existing = madeConstraints.first(where: { $0.relatesTheSame(as: constraint) }) {
                if existing.priority != constraint.priority { existing.priority = constraint.priority }
                if existing.constant != constraint.constant { existing.constant = constraint.constant }
                result.append(existing)
            } else {
                LayoutConstraint.activate([constraint])
                madeConstraints.append(constraint)
                result.append(constraint)
            }
        }
        return result
    }

    /// The item to constrain to: the one given, else the superview.
    private func resolvedTarget(_ item: LayoutItem?) -> LayoutItem {
        guard let target = item ?? superview else {
            preconditionFailure("'\(name)' has no superview; name the item to constrain it to")
        }
        return target
    }

    private func activated(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        LayoutConstraint.activate(constraints)
        return constraints
    }
}

extension LayoutConstraint {
    /// Whether the two constraints relate the same attributes of the same
    /// items (or variables), with the same coefficients and relation: they
    /// differ at most in constant, priority and identifier.
    func relatesTheSame(as other: LayoutConstraint) -> Bool {
        relation == other.relation && Self.sameTerms(lhs, other.lhs) && Self.sameTerms(rhs, other.rhs)
    }

    private static func sameTerms(_ a: LayoutExpression, _ b: LayoutExpression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        return zip(a.terms, b.terms).allSatisfy { x, y in
            guard x.coefficient == y.coefficient else { return false }
            switch (x.operand, y.operand) {
            case (.attribute(let i, let p), .attribute(let j, let q)): return i === j && p == q
            case (.variable(let u), .variable(let v)): return u === v
            default: return false
            }
        }
    }
}
