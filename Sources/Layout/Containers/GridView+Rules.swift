import TrellisSolver

/// The constraints a grid view makes.
///
/// Each row and column is a layout guide of the grid (`GRID.row0`,
/// `GRID.column0`, …). Along x, with n columns and s the column spacing:
///
/// | name | constraint | priority |
/// |---|---|---|
/// | `NSGrid-column` | column₀.leading == grid.leading; columnⱼ.leading == previous visible column's trailing + s | required |
/// | `NSGrid-column-end` | grid.trailing == the last visible column's trailing | required |
/// | `NSGrid-hidden` | a hidden column's width == 0, its leading at the previous trailing (no spacing) | required |
/// | `NSGrid-column-fit` | wⱼ · columnⱼ.width == 0, wⱼ = (n − j)/2ᵏ, 2ᵏ > n | 1.5 |
/// | `NSGrid-column-width` | columnⱼ.width == the width set for it (`setWidth(_:forColumn:)`) | required |
/// | `NSGrid-cell` | the view inside its cell's columns (within their padding), placed: leading, trailing, centre or both edges | required |
/// | `NSGrid-ambiguity-suppression` | a view with no intrinsic width, not filling: width == 0 | 1 |
///
/// Rows are the same along y (top, bottom, height, `rowSpacing`), and the
/// baseline placements align a row's views on the baseline of the first of
/// them (`NSGrid-baseline`) with their tops pulled up at priority 3
/// (`NSGrid-baseline-fit`). Containment and the fit pulls make each column as
/// wide as its widest content and give a larger grid's extra room to the last
/// column (the pull of later columns is weaker).
extension GridView {
    /// Marks the grid for the engine's update pass (`updateConstraintsIfNeeded()`).
    func arrange() {
        engine.setNeedsArrangement(self)
    }

    /// Re-derives the grid's constraints and changes in the engine only what differs.
    func updateArrangement() {
        let placed = cells.count
        cells.removeAll { $0.view.superview !== self || $0.view.isRemoved }
        if cells.count != placed { occupancy = nil }
        storedRowGuides = guides(storedRowGuides, count: numberOfRows, name: "row")
        storedColumnGuides = guides(storedColumnGuides, count: numberOfColumns, name: "column")
        var rules: [ArrangementRule] = []
        addTrackRules(to: &rules, horizontal: true)
        addTrackRules(to: &rules, horizontal: false)
        addCellRules(to: &rules)
        arrangement.apply(rules, in: engine)
    }

    /// The guides for `count` rows or columns: the existing ones, more made or the extra removed.
    private func guides(_ existing: [LayoutGuide], count: Int, name: String) -> [LayoutGuide] {
        var guides = existing
        while guides.count > count { removeLayoutGuide(guides.removeLast()) }
        while guides.count < count {
            guides.append(engine.makeLayoutGuide("\(self.name).\(name)\(guides.count)", in: self))
        }
        return guides
    }

    private func rule(
        _ rules: inout [ArrangementRule], _ id: String, _ lhs: LayoutExpression, _ relation: Relation,
        _ rhs: LayoutExpression, _ constant: Double = 0, _ priority: Priority = .required
    ) {
        rules.append(
            ArrangementRule(
                identifier: name + "." + id, lhs: lhs, relation: relation, rhs: rhs, constant: constant,
                priority: priority))
    }

    /// The chain of columns (or rows) across the grid, and their extent the other way.
    private func addTrackRules(to rules: inout [ArrangementRule], horizontal: Bool) {
        let tracks = horizontal ? storedColumnGuides : storedRowGuides
        let hidden = horizontal ? hiddenColumns : hiddenRows
        let spacing = horizontal ? columnSpacing : rowSpacing
        let (lead, trail, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (crossLead, crossLength): (LayoutAttribute, LayoutAttribute) =
            horizontal ? (.top, .height) : (.leading, .width)
        let word = horizontal ? "column" : "row"
        var anchor = self[lead]
        var anyVisible = false
        for (index, track) in tracks.enumerated() {
            let id = "NSGrid-\(word).\(index)"
            rule(&rules, id + ".\(crossLead)", track[crossLead], .equal, self[crossLead])
            rule(&rules, id + ".\(crossLength)", track[crossLength], .equal, self[crossLength])
            if hidden.contains(index) {
                rule(&rules, "NSGrid-hidden.\(word).\(index)", track[length], .equal, LayoutExpression())
                rule(&rules, id + ".\(lead)", track[lead], .equal, anchor)
                continue
            }
            rule(&rules, id + ".\(lead)", track[lead], .equal, anchor, anyVisible ? spacing : 0)
            if let fixed = horizontal ? columnWidths[index] : rowHeights[index] {
                rule(
                    &rules, "NSGrid-\(word)-\(horizontal ? "width" : "height").\(index)", track[length], .equal,
                    LayoutExpression(), fixed)
            }
            // Later tracks pull weaker, so the last takes extra room.
            let weight = ArrangementRule.indexTieBreakWeight(index, of: tracks.count)
            rule(
                &rules, "NSGrid-\(word)-fit.\(index)", track[length] * weight, .equal, LayoutExpression(), 0,
                ArrangementRule.indexTieBreakPriority)
            anchor = track[trail]
            anyVisible = true
        }
        if anyVisible { rule(&rules, "NSGrid-\(word)-end", self[trail], .equal, anchor) }
    }

    /// Each view inside its cell, placed.
    private func addCellRules(to rules: inout [ArrangementRule]) {
        var baselineAnchors: [String: View] = [:]
        for (view, cell) in cells {
            let id = "NSGrid-cell.\(view.name)"
            // A view whose cell lies only in hidden tracks fills them: it takes
            // no room (a zero size, not a negative one from baseline alignment
            // or padding).
            let inHiddenColumns = cell.columns.allSatisfy(hiddenColumns.contains)
            let inHiddenRows = cell.rows.allSatisfy(hiddenRows.contains)
            // Otherwise the content lies inside the padding of its first and last track.
            let columnPadding =
                inHiddenColumns
                ? (leading: 0.0, trailing: 0.0)
                : (
                    columnPaddings[cell.column]?.leading ?? 0,
                    columnPaddings[cell.columns.upperBound - 1]?.trailing ?? 0
                )
            let rowPadding =
                inHiddenRows
                ? (top: 0.0, bottom: 0.0)
                : (rowPaddings[cell.row]?.top ?? 0, rowPaddings[cell.rows.upperBound - 1]?.bottom ?? 0)
            let left = storedColumnGuides[cell.column][.leading] + columnPadding.0,
                right = storedColumnGuides[cell.columns.upperBound - 1][.trailing] + -columnPadding.1
            let top = storedRowGuides[cell.row][.top] + rowPadding.0,
                bottom = storedRowGuides[cell.rows.upperBound - 1][.bottom] + -rowPadding.1
            let x = inHiddenColumns ? .fill : cell.xPlacement ?? columnPlacements[cell.column] ?? xPlacement
            let y = inHiddenRows ? .fill : cell.yPlacement ?? rowPlacements[cell.row] ?? yPlacement
            switch x {
            case .fill:
                rule(&rules, id + ".leading", view[.leading], .equal, left)
                rule(&rules, id + ".trailing", right, .equal, view[.trailing])
            case .leading:
                rule(&rules, id + ".leading", view[.leading], .equal, left)
                rule(&rules, id + ".trailing", right, .greaterThanOrEqual, view[.trailing])
            case .trailing:
                rule(&rules, id + ".leading", view[.leading], .greaterThanOrEqual, left)
                rule(&rules, id + ".trailing", right, .equal, view[.trailing])
            case .center:
                rule(&rules, id + ".leading", view[.leading], .greaterThanOrEqual, left)
                rule(&rules, id + ".centerX", view[.leading] + view[.trailing], .equal, left + right)
            }
            switch y {
            case .fill:
                rule(&rules, id + ".top", view[.top], .equal, top)
                rule(&rules, id + ".bottom", bottom, .equal, view[.bottom])
            case .top:
                rule(&rules, id + ".top", view[.top], .equal, top)
                rule(&rules, id + ".bottom", bottom, .greaterThanOrEqual, view[.bottom])
            case .bottom:
                rule(&rules, id + ".top", view[.top], .greaterThanOrEqual, top)
                rule(&rules, id + ".bottom", bottom, .equal, view[.bottom])
            case .center:
                rule(&rules, id + ".top", view[.top], .greaterThanOrEqual, top)
                rule(&rules, id + ".centerY", view[.top] + view[.bottom], .equal, top + bottom)
            case .firstBaseline, .lastBaseline:
                rule(&rules, id + ".top", view[.top], .greaterThanOrEqual, top)
                rule(&rules, id + ".bottom", bottom, .greaterThanOrEqual, view[.bottom])
                rule(&rules, "NSGrid-baseline-fit.\(view.name)", view[.top], .equal, top, 0, 3)
                let baseline: LayoutAttribute = y == .firstBaseline ? .firstBaseline : .lastBaseline
                let key = "\(cell.row).\(baseline)"
                if let anchor = baselineAnchors[key] {
                    rule(&rules, "NSGrid-baseline.\(view.name)", view[baseline], .equal, anchor[baseline])
                } else {
                    baselineAnchors[key] = view
                }
            }
            let size = view.layoutContentSize
            if x != .fill && !(size.width >= 0) {
                rule(
                    &rules, "NSGrid-ambiguity-suppression.\(view.name).width", view[.width], .equal, LayoutExpression(),
                    0, 1)
            }
            if y != .fill && !(size.height >= 0) {
                rule(
                    &rules, "NSGrid-ambiguity-suppression.\(view.name).height", view[.height], .equal,
                    LayoutExpression(), 0, 1)
            }
        }
    }
}
