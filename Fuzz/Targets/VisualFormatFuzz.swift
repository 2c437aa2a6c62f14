import TrellisSolver

@testable import TrellisLayout

/// libFuzzer target `vfl`: the first byte picks options, the rest is a Visual
/// Format line. It parses, or fails at a column inside the line; when it
/// parses over the views `a`, `b`, `c`, its constraints are activated in an
/// engine whose solver checks its invariants, and every frame is finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = bytes.first else { return 0 }
    let optionChoices: [VisualFormatOptions] = [
        [], .alignAllTop, .alignAllLeading, .alignAllCenterY, .alignAllCenterX, .rightToLeft, .leftToRight,
        [.alignAllTop, .alignAllBottom], .alignAllLastBaseline, VisualFormatOptions(rawValue: UInt32(first) << 2),
    ]
    let options = optionChoices[Int(first) % optionChoices.count]
    let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let metrics: [String: Double] = ["m": 8, "big": 1e300, "tiny": 1e-300, "neg": -5, "p": 750]
    let engine = LayoutEngine()
    engine.solver.checksInvariants = true
    let root = engine.makeView("root")
    let views: [String: LayoutItem] = [
        "a": engine.makeView("a", in: root), "b": engine.makeView("b", in: root), "c": engine.makeView("c", in: root),
    ]
    do {
        let constraints = try engine.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views)
        engine.activate(constraints)
        for view in views.values {
            let frame = engine.frame(of: view)
            precondition(
                frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
                    && frame.size.height.isFinite, "\(format): frame \(frame)")
        }
        engine.deactivate(constraints)
    } catch {
        if case .visualFormat(let syntax) = error {
            precondition(syntax.column >= 1 && syntax.column <= format.count + 1, "\(format): \(syntax)")
            precondition(!syntax.message.isEmpty)
        }
        _ = error.description
    }
    return 0
}
