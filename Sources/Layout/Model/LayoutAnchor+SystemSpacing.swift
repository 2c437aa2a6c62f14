/// Constraints at the system spacing, like `constraint(equalToSystemSpacingAfter:multiplier:)`
/// and `constraint(equalToSystemSpacingBelow:multiplier:)`.
///
/// The system spacing is the standard spacing between siblings, 8 points (the
/// Visual Format Language's `-` between two views, `StackView.systemSpacing`),
/// times `multiplier`. UIKit measures it between the two anchors; Trellis has
/// no fonts, so it is 8 whatever the anchors are (UIKit's spacing between two
/// text baselines depends on the fonts).
extension LayoutAnchor where Kind == DirectionalPositionKind {
    /// `self == anchor + 8 × multiplier`: this anchor trails `anchor` by the system spacing.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows (right of it left to right, left of it right to left).
    ///   - multiplier: How many system spacings; finite.
    ///   - fileID: The file that makes the constraint, for diagnostics (the caller's by default).
    ///   - line: The line that makes the constraint (the caller's by default).
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutAnchor<Kind>, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.equal, anchor, multiplier, fileID: fileID, line: line)
    }

    /// `self >= anchor + 8 × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutAnchor<Kind>, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier, fileID: fileID, line: line)
    }

    /// `self <= anchor + 8 × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutAnchor<Kind>, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier, fileID: fileID, line: line)
    }
}

extension LayoutAnchor where Kind == HorizontalPositionKind {
    /// `self == anchor + 8 × multiplier`: this anchor lies the system spacing right of `anchor`.
    ///
    /// Left, right and centerX are absolute, so this is to the right in either direction.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: How many system spacings; finite.
    ///   - fileID: The file that makes the constraint, for diagnostics (the caller's by default).
    ///   - line: The line that makes the constraint (the caller's by default).
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutAnchor<Kind>, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.equal, anchor, multiplier, fileID: fileID, line: line)
    }

    /// `self >= anchor + 8 × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutAnchor<Kind>, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier, fileID: fileID, line: line)
    }

    /// `self <= anchor + 8 × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutAnchor<Kind>, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier, fileID: fileID, line: line)
    }
}

extension LayoutAnchor where Kind == VerticalPositionKind {
    /// `self == anchor + 8 × multiplier`: this anchor lies the system spacing below `anchor`.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one lies below.
    ///   - multiplier: How many system spacings; finite.
    ///   - fileID: The file that makes the constraint, for diagnostics (the caller's by default).
    ///   - line: The line that makes the constraint (the caller's by default).
    public func constraint(
        equalToSystemSpacingBelow anchor: LayoutAnchor<Kind>, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.equal, anchor, multiplier, fileID: fileID, line: line)
    }

    /// `self >= anchor + 8 × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutAnchor<Kind>, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier, fileID: fileID, line: line)
    }

    /// `self <= anchor + 8 × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutAnchor<Kind>, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier, fileID: fileID, line: line)
    }
}

extension LayoutAnchor {
    /// The standard spacing between siblings, which the system-spacing constraints multiply.
    public static var systemSpacing: Double { StackView.systemSpacing }

    /// `self RELATION anchor + systemSpacing × multiplier`.
    func systemSpacing(
        _ relation: Relation, _ anchor: LayoutAnchor<Kind>, _ multiplier: Double, fileID: String, line: Int
    ) -> LayoutConstraint {
        precondition(multiplier.isFinite, "a system-spacing multiplier must be finite")
        return make(
            relation, anchor, multiplier: 1, constant: Self.systemSpacing * multiplier, fileID: fileID, line: line)
    }
}
