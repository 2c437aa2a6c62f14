// AppKit's names for the types Trellis already has (`NSLayoutConstraint` and
// its nested types are in UIKitNames.swift: the frameworks share them).

/// `NSView`: `View`.
public typealias NSView = View
/// `NSStackView`: `StackView` (UIStackView's arrangement: AppKit's gravity areas are not modelled).
public typealias NSStackView = StackView
/// `NSGridView`: `GridView`.
public typealias NSGridView = GridView
/// `NSLayoutGuide`: `LayoutGuide`.
public typealias NSLayoutGuide = LayoutGuide
/// `NSEdgeInsets`: `EdgeInsets`.
public typealias NSEdgeInsets = EdgeInsets
/// `NSRect`: `Rect`.
public typealias NSRect = Rect
/// `NSSize`: `Size`.
public typealias NSSize = Size
/// `NSPoint`: `Point`.
public typealias NSPoint = Point
