import TrellisSolver

/// Frames and alignment rects: from attribute space to the superview's
/// coordinates, through each view's alignment geometry; and frame pins.
extension LayoutEngine {
    /// An item's alignment rect in attribute space (x right, y down), snapped
    /// to `displayScale` when one is set.
    ///
    /// - Complexity: O(1) after the layout pass.
    public func attributeRect(of item: LayoutItem) -> Rect {
        if let removed = item.removedGeometry { return removed.attributeRect }
        layoutIfNeeded()
        // Read through handles kept on the item: no look-up of the variables.
        var handles =
            item.valueHandles
            ?? ValueHandles(
                minX: solver.handle(for: item.minX), minY: solver.handle(for: item.minY),
                width: solver.handle(for: item.width), height: solver.handle(for: item.height))
        let rect = Rect(
            x: solver.value(at: &handles.minX), y: solver.value(at: &handles.minY),
            width: solver.value(at: &handles.width), height: solver.value(at: &handles.height))
        item.valueHandles = handles
        guard let scale = displayScale else { return rect }
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        return Rect(x: x0, y: y0, width: snap(rect.maxX) - x0, height: snap(rect.maxY) - y0)
    }

    /// A rectangle of attribute space in the coordinates of a parent whose frame,
    /// in attribute space, is `parent` (nil: a root's own space, unchanged).
    func local(_ rect: Rect, in parent: Rect?) -> Rect {
        guard let parent else { return rect }
        let y = coordinateSystem == .flipped ? rect.minY - parent.minY : parent.maxY - rect.maxY
        return Rect(x: rect.minX - parent.minX, y: y, width: rect.width, height: rect.height)
    }

    /// The inverse of `local(_:in:)`.
    func global(_ rect: Rect, in parent: Rect?) -> Rect {
        guard let parent else { return rect }
        let y = coordinateSystem == .flipped ? parent.minY + rect.minY : parent.maxY - rect.minY - rect.height
        return Rect(x: parent.minX + rect.minX, y: y, width: rect.width, height: rect.height)
    }

    /// A view's frame in attribute space, through its alignment geometry.
    ///
    /// - Complexity: O(*d*) for a view at depth *d*.
    ///
    /// Computed from the root down without recursion and kept until the next
    /// change, so reading every frame of a tree costs O(views), however deep
    /// (recursing per ancestor overflowed the stack 48,600 views deep and made
    /// a chain of 10,000 quadratic).
    func globalFrame(of view: View) -> Rect {
        layoutIfNeeded()
        if let known = layoutPass.frame(of: view) { return known }
        // The frames are moved out meanwhile: they are made by methods of
        // the engine, which holds them.
        var known: [ObjectIdentifier: Rect] = [:]
        layoutPass.swapFrames(with: &known)
        defer { layoutPass.swapFrames(with: &known) }
        return view.valueDown(known: &known) { ancestor, parent in
            global(localFrame(of: ancestor, parentFrame: parent), in: parent)
        }
    }

    /// A view's frame in its superview's coordinates, checking that the
    /// alignment geometry round-trips (and recording an issue once when not).
    func localFrame(of view: View, parentFrame: Rect?) -> Rect {
        let alignment = local(attributeRect(of: view), in: parentFrame)
        let frame = view.frame(forAlignmentRect: alignment)
        let back = view.alignmentRect(forFrame: frame)
        if !back.isClose(to: alignment, tolerance: 1e-6 * max(1, abs(alignment.maxX), abs(alignment.maxY))),
            !issues.hasGeometryIssue(view)
        {
            issues.recordGeometryIssue(
                AlignmentGeometryIssue(view: view, alignmentRect: alignment, frame: frame, roundTrip: back))
        }
        return frame
    }

    /// An item's frame in its parent's coordinates: a view's superview
    /// (flipped or unflipped), a guide's owning view; a root's as given.
    /// A removed item reports the frame it had just before removal (in its
    /// former parent's coordinates), as do `alignmentRect(of:)` and `attributeRect(of:)`.
    ///
    /// - Complexity: O(*d*) for an item at depth *d*.
    public func frame(of item: LayoutItem) -> Rect {
        if let removed = item.removedGeometry { return removed.frame }
        let parent = item.parentView.map(globalFrame(of:))
        if let view = item as? View { return localFrame(of: view, parentFrame: parent) }
        return local(attributeRect(of: item), in: parent)
    }

    /// An item's alignment rect in its parent's coordinates.
    public func alignmentRect(of item: LayoutItem) -> Rect {
        if let removed = item.removedGeometry { return removed.alignmentRect }
        return local(attributeRect(of: item), in: item.parentView.map(globalFrame(of:)))
    }

    /// Checks a view's alignment geometry at its current layout.
    ///
    /// - Returns: The issue when `alignmentRect(forFrame:)` and
    ///   `frame(forAlignmentRect:)` are not inverses there, nil when they are.
    public func checkAlignmentGeometry(of view: View) -> AlignmentGeometryIssue? {
        let before = issues.alignmentGeometryIssues.count
        issues.forgetGeometryIssue(of: view)
        _ = frame(of: view)
        return issues.alignmentGeometryIssues.count > before ? issues.alignmentGeometryIssues.last : nil
    }

    // MARK: Frame pins

    /// Pins a view's frame with four required constraints, identified
    /// `VIEW.frame.x`, `.y`, `.width` and `.height`; a second call changes
    /// their constants in place (how a root's frame, its input, changes).
    ///
    /// The rectangle is in the superview's coordinates (y from its top when
    /// flipped, from its bottom when unflipped); a root's is attribute space.
    /// The pins go through `alignmentRectInsets` (a custom alignment geometry
    /// is not linear, so pins ignore it).
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - frame: The frame wanted; finite numbers.
    /// - Returns: The four pins, in the order x, y, width, height.
    /// - Complexity: Four incremental solver changes.
    @discardableResult
    public func pinFrame(of view: View, to frame: Rect) -> [LayoutConstraint] {
        precondition(
            [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), "a frame needs finite numbers")
        precondition(!view.isRemoved, "\(view.name) was removed from the engine")
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        if let pins = framePins[ObjectIdentifier(view)], pins.allSatisfy(\.isActive) {
            for (pin, value) in zip(pins, values) where pin.constant != value { pin.constant = value }
            return pins
        }
        let pins = makeFramePins(of: view, values: values)
        framePins[ObjectIdentifier(view)] = pins
        activate(pins)
        return pins
    }

    /// The frame pins of a view, if its frame is pinned.
    public func framePins(of view: View) -> [LayoutConstraint]? { framePins[ObjectIdentifier(view)] }

    private func makeFramePins(of view: View, values: [Double]) -> [LayoutConstraint] {
        func pin(
            _ suffix: String, _ lhs: LayoutExpression, _ parameters: [(Double, LayoutItem, LayoutParameter)],
            _ value: Double
        ) -> LayoutConstraint {
            let constraint = LayoutConstraint(
                kind: .frame, lhs: lhs, relation: .equal, rhs: LayoutExpression(), constant: value, priority: .required,
                identifier: "\(view.name).frame.\(suffix)")
            constraint.parameterTerms = parameters.map { (coefficient: $0.0, item: $0.1, parameter: $0.2) }
            return constraint
        }
        var x = view[.left], y = view[.top]
        var xParameters: [(Double, LayoutItem, LayoutParameter)] = [(-1, view, .insetLeft)]
        var yParameters: [(Double, LayoutItem, LayoutParameter)] = [(-1, view, .insetTop)]
        if let parent = view.superview {
            x = x - parent[.left]
            xParameters.append((1, parent, .insetLeft))
            if coordinateSystem == .flipped {
                y = y - parent[.top]
                yParameters.append((1, parent, .insetTop))
            } else {
                // y = parent frame's maxY - frame's maxY.
                y = parent[.bottom] - view[.bottom]
                yParameters = [(-1, view, .insetBottom), (1, parent, .insetBottom)]
            }
        }
        return [
            pin("x", x, xParameters, values[0]),
            pin("y", y, yParameters, values[1]),
            pin("width", view[.width], [(1, view, .insetLeft), (1, view, .insetRight)], values[2]),
            pin("height", view[.height], [(1, view, .insetTop), (1, view, .insetBottom)], values[3]),
        ]
    }
}

/// The solver handles of an item's four variables (`Solver.value(at:)`).
struct ValueHandles {
    var minX: VariableHandle
    var minY: VariableHandle
    var width: VariableHandle
    var height: VariableHandle
}
