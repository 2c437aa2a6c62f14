/// Padding and fixed sizes of rows and columns, like `NSGridRow.topPadding`,
/// `bottomPadding`, `height` and `NSGridColumn.leadingPadding`,
/// `trailingPadding`, `width`.
///
/// Padding is room inside the track around its content: a view's cell lies
/// within the padding of its first and last row and column (a view spanning
/// several takes the leading padding of the first and the trailing of the
/// last), so a padded column is as wide as its widest content plus its
/// padding. A fixed size makes the track exactly that long (a required
/// constraint, `GRID.NSGrid-row-height.R`, `GRID.NSGrid-column-width.C`),
/// whatever its content: content that does not fit conflicts, as a
/// required width would. A hidden track stays 0 long whatever its size.
extension GridView {
    /// Sets a row's top and bottom padding (0 by default).
    ///
    /// - Precondition: Both are finite and not negative; `row` is not negative.
    public func setPadding(top: Double, bottom: Double, forRow row: Int) {
        precondition(row >= 0, "a row is not negative")
        precondition(
            top.isFinite && bottom.isFinite && top >= 0 && bottom >= 0, "padding must be finite and not negative")
        rowPaddings[row] = top == 0 && bottom == 0 ? nil : (top, bottom)
        arrange()
    }

    /// Sets a column's leading and trailing padding (0 by default).
    ///
    /// - Precondition: Both are finite and not negative; `column` is not negative.
    public func setPadding(leading: Double, trailing: Double, forColumn column: Int) {
        precondition(column >= 0, "a column is not negative")
        precondition(
            leading.isFinite && trailing.isFinite && leading >= 0 && trailing >= 0,
            "padding must be finite and not negative")
        columnPaddings[column] = leading == 0 && trailing == 0 ? nil : (leading, trailing)
        arrange()
    }

    /// Gives a row a fixed height, or sizes it for its content again (nil, the default).
    ///
    /// - Precondition: The height is finite and not negative.
    public func setHeight(_ height: Double?, forRow row: Int) {
        precondition(row >= 0, "a row is not negative")
        precondition(height.map { $0.isFinite && $0 >= 0 } ?? true, "a row height must be finite and not negative")
        rowHeights[row] = height
        arrange()
    }

    /// Gives a column a fixed width, or sizes it for its content again (nil, the default).
    ///
    /// - Precondition: The width is finite and not negative.
    public func setWidth(_ width: Double?, forColumn column: Int) {
        precondition(column >= 0, "a column is not negative")
        precondition(width.map { $0.isFinite && $0 >= 0 } ?? true, "a column width must be finite and not negative")
        columnWidths[column] = width
        arrange()
    }

    /// A row's top and bottom padding.
    public func padding(ofRow row: Int) -> (top: Double, bottom: Double) { rowPaddings[row] ?? (0, 0) }

    /// A column's leading and trailing padding.
    public func padding(ofColumn column: Int) -> (leading: Double, trailing: Double) {
        columnPaddings[column] ?? (0, 0)
    }

    /// A row's fixed height, or nil when it is sized for its content.
    public func height(ofRow row: Int) -> Double? { rowHeights[row] }

    /// A column's fixed width, or nil when it is sized for its content.
    public func width(ofColumn column: Int) -> Double? { columnWidths[column] }
}
