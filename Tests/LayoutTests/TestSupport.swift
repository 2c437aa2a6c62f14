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
