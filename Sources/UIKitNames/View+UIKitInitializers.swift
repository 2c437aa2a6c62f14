/// Making views as UIKit does, without naming an engine: `UIView()`,
/// `UILabel()`, `UIView(frame:)`. They belong to `LayoutEngine.shared`.
extension View {
    /// Makes a root view in `LayoutEngine.shared`, like `UIView(frame:)`:
    /// named after its class and its place in the engine's creation order
    /// (`UILabel7`). A frame other than `.zero` is pinned (the constraints
    /// UIKit makes from a fixed autoresizing mask); add the view to a
    /// superview with `addSubview(_:)`.
    ///
    /// Unlike UIKit, a view made with a zero frame is not pinned: Trellis
    /// expects it to be constrained, as code that sets
    /// `translatesAutoresizingMaskIntoConstraints = false` does.
    ///
    /// - Parameter frame: The frame, in the superview's coordinates once added.
    @MainActor
    public convenience init(frame: Rect) {
        self.init(LayoutEngine.sharedRegistration(for: Self.self))
        joinSharedEngine(frame: frame)
    }

    /// Makes a root view in `LayoutEngine.shared` with no frame, like `UIView()`.
    @MainActor
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Whether the view's frame is pinned: UIKit's constraints from the
    /// autoresizing mask, here the four required pins of
    /// `LayoutEngine.pinFrame(of:to:)`. Setting it to `false` deactivates
    /// them; setting it to `true` pins the frame the view has now.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { engine.framePins(of: self)?.allSatisfy(\.isActive) ?? false }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            if newValue {
                engine.pinFrame(of: self, to: frame)
            } else {
                LayoutConstraint.deactivate(engine.framePins(of: self) ?? [])
            }
        }
    }
}

extension LayoutEngine {
    /// The registration of the next view of `LayoutEngine.shared`, named after its class.
    @MainActor
    static func sharedRegistration(for type: View.Type) -> View.Registration {
        shared.makeRegistration("\(type)\(shared.nextViewSerial)")
    }
}

extension View {
    /// Registers a view made from `LayoutEngine.sharedRegistration(for:)`, and pins a frame other than `.zero`.
    @MainActor
    func joinSharedEngine(frame: Rect) {
        engine.register(self)
        if frame != .zero { engine.pinFrame(of: self, to: frame) }
    }
}
