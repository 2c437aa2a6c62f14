import TrellisLayout

/// An engine with one root whose frame is pinned to {{0, 0}, {width, height}}.
func makeEngine(width: Double = 320, height: Double = 480, coordinates: CoordinateSystem = .flipped) -> (
    LayoutEngine, View
) {
    let engine = LayoutEngine()
    engine.coordinateSystem = coordinates
    let root = engine.makeView("root")
    engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: width, height: height))
    return (engine, root)
}

/// A horizontal stack `s` pinned at (0, 0), `width` by 44, spacing 0, of `count` views `v0`, `v1`, … with
/// intrinsic size `length` × 20, not yet laid out.
func makeHorizontalStack(
    count: Int, width: Double, length: Double = 50, distribution: StackView.Distribution = .fill
) -> (LayoutEngine, StackView, [View]) {
    let (engine, root) = makeEngine(width: width)
    let stack = engine.makeView("s", in: root, as: StackView.self)
    _ = engine.pinFrame(of: stack, to: Rect(x: 0, y: 0, width: width, height: 44))
    stack.distribution = distribution
    let views = (0..<count).map { index in
        let view = engine.makeView("v\(index)", in: root)
        view.intrinsicContentSize = Size(width: length, height: 20)
        stack.addArrangedSubview(view)
        return view
    }
    return (engine, stack, views)
}

/// A view with an intrinsic content size.
func makeView(_ engine: LayoutEngine, _ name: String, in parent: View, intrinsic: Size? = nil) -> View {
    let view = engine.makeView(name, in: parent)
    if let intrinsic { view.intrinsicContentSize = intrinsic }
    return view
}

/// Activates each visual format line over the views.
func visualFormat(_ engine: LayoutEngine, _ lines: [String], _ views: [String: LayoutItem]) throws {
    for line in lines { engine.activate(try engine.constraints(withVisualFormat: line, views: views)) }
}
