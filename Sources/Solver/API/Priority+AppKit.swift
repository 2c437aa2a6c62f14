/// The priority names AppKit uses for its window levels, the same levels as
/// UIKit's scene names in `Priority+UIKit.swift`.
extension Priority {
    /// AppKit's `dragThatCanResizeWindow` (510): a drag that may resize its window.
    public static let dragThatCanResizeWindow: Priority = 510
    /// AppKit's `windowSizeStayPut` (500): the level at which a window keeps its size.
    public static let windowSizeStayPut: Priority = 500
    /// AppKit's `dragThatCannotResizeWindow` (490): a drag that must not resize its window.
    public static let dragThatCannotResizeWindow: Priority = 490
}
