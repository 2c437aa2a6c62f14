// UIKit's names for the types Trellis already has. Each is the same type
// under the name a UIKit developer writes (`UIView` is `View`), so values
// pass freely between code that uses either name.

/// `UIView`: `View`.
public typealias UIView = View
/// `UIStackView`: `StackView`.
public typealias UIStackView = StackView
/// `UILayoutGuide`: `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `NSLayoutConstraint`: `LayoutConstraint` (UIKit and AppKit share the name).
public typealias NSLayoutConstraint = LayoutConstraint
/// `UILayoutPriority`: `Priority`, with UIKit's names and arithmetic (`.defaultHigh - 1`).
public typealias UILayoutPriority = Priority
/// `UIEdgeInsets`: `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `NSDirectionalEdgeInsets`: `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `NSLayoutXAxisAnchor`: left, right and centerX. (Leading and trailing are
/// `LayoutDirectionalAnchor` in Trellis, so they never relate to left and right.)
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`: `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`: `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// `CGFloat`: Trellis's lengths are `Double`.
public typealias CGFloat = Double
/// `CGRect`: `Rect`.
public typealias CGRect = Rect
/// `CGSize`: `Size`.
public typealias CGSize = Size
/// `CGPoint`: `Point`.
public typealias CGPoint = Point

extension LayoutConstraint {
    /// `NSLayoutConstraint.Axis`: `LayoutAxis` (`.horizontal`, `.vertical`).
    public typealias Axis = LayoutAxis
    /// `NSLayoutConstraint.Attribute`: `LayoutAttribute`.
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation`: the solver's `Relation`.
    public typealias Relation = TrellisSolver.Relation
    /// `NSLayoutConstraint.Priority` (AppKit's spelling of `UILayoutPriority`): `Priority`.
    public typealias Priority = TrellisSolver.Priority
    /// `NSLayoutConstraint.Orientation` (AppKit's axis): `LayoutAxis`.
    public typealias Orientation = LayoutAxis
}
