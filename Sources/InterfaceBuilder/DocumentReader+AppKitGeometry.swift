extension DocumentReader {
    /// The alignment-rect insets of AppKit controls whose frames reach past the rectangle constraints see.
    ///
    /// Read from the corpus's documents, where a control's constraints and
    /// stored frame differ by the same amounts every time:
    /// - push buttons with the rounded bezel: 4 top, 6 left, 7 bottom, 6 right
    ///   (a 21-point-high button in a 32-point frame);
    /// - check boxes and radio buttons: 1 top, 2 left, 1 bottom;
    /// - labels (text fields without a bezel): 2 left and right;
    /// - boxes: 3 left and right, 4 bottom.
    ///
    /// - Parameters:
    ///   - element: An AppKit view element.
    /// - Returns: Top, left, bottom, right; zero for everything else.
    static func appKitAlignmentInsets(_ element: XMLElementNode) -> (top: Double, left: Double, bottom: Double, right: Double) {
        switch element.name {
        case "button":
            guard let cell = element.child("buttonCell", key: "cell") else { return (0, 0, 0, 0) }
            if cell["type"] == "push", cell["bezelStyle"] == "rounded", cell["controlSize"] == nil {
                return (4, 6, 7, 6)
            }
            if ["check", "radio"].contains(cell["type"] ?? ""), cell["controlSize"] == nil { return (1, 2, 1, 0) }
            return (0, 0, 0, 0)
        case "textField":
            guard let cell = element.child("textFieldCell", key: "cell"), cell["borderStyle"] == nil else {
                return (0, 0, 0, 0)
            }
            return (0, 2, 0, 2)
        case "box":
            return (0, 3, 4, 3)
        default:
            return (0, 0, 0, 0)
        }
    }
}
