import TrellisLayoutScript

/// A required constraint of a document that its own stored frames break: Interface Builder laid the views out
/// with this constraint broken, so Xcode shows a conflict on it (its issue navigator lists conflicts, but the
/// document stores no flag for them).
public struct StoredFrameBreak: Sendable, Equatable {
    /// The constraint's object id.
    public var constraintID: String
    /// Its element's place.
    public var location: SourceLocation
    /// How far the stored frames are from satisfying it, in points (more than the tolerance).
    public var amount: Double
    /// The ids of the views it relates (one for a size or a content size, two between views).
    public var views: [String] = []
}
