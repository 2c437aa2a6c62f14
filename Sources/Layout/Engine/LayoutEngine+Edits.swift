import TrellisSolver

/// One edit: its target and the variable whose value is suggested.
struct EditRecord {
    let target: EditTarget
    /// The variable itself, or the auxiliary variable tied to the attribute.
    let variable: Variable
    /// The tie `aux == attribute`, for an attribute target.
    let tie: LayoutConstraint?
    /// How strongly suggestions hold.
    let priority: Priority
    /// The last value suggested, if any.
    var suggestedValue: Double?

    func matches(_ other: EditTarget) -> Bool {
        switch (target, other) {
        case (.variable(let a), .variable(let b)): return a === b
        case (.attribute(let i, let a), .attribute(let j, let b)): return i === j && a == b
        default: return false
        }
    }
}

/// Interactive values: edit a variable or an attribute, then suggest values.
extension LayoutEngine {
    /// Starts editing a free variable or an item's attribute, at an optional priority.
    ///
    /// An attribute is an expression, so the engine ties an auxiliary variable
    /// to it with a required equality and edits that. A suggested value is a
    /// position in attribute space (x right, y down); for leading and trailing,
    /// the x of the edge they stand for.
    ///
    /// - Parameters:
    ///   - target: What to edit.
    ///   - priority: How strongly suggestions hold; 750 by default, never required.
    /// - Throws: `LayoutError.invalidPriority`, `.requiredEdit`, `.duplicateEdit`,
    ///   `.numericalOverflow` (the engine's numbers are extreme and adding the
    ///   edit outgrew a `Double`; nothing changed).
    /// - Complexity: One or two incremental solver additions.
    public func beginEditing(_ target: EditTarget, priority: Priority = .high) throws(LayoutError) {
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEdit(target) }
        guard !edits.contains(where: { $0.matches(target) }) else { throw .duplicateEdit(target) }
        let record: EditRecord
        switch target {
        case .variable(let variable):
            record = EditRecord(target: target, variable: variable, tie: nil, priority: priority)
        case .attribute(let item, let attribute):
            precondition(item.engine === self, "the item belongs to another engine")
            precondition(!item.isRemoved, "\(item.name) was removed from the engine")
            let auxiliary = Variable("\(item.name).\(attribute.rawValue).edit")
            let tie = LayoutConstraint(
                kind: .editTie, lhs: LayoutExpression(auxiliary), relation: .equal, rhs: item[attribute],
                constant: 0, priority: .required, identifier: "\(item.name).\(attribute.rawValue).edit")
            activate([tie])
            record = EditRecord(target: target, variable: auxiliary, tie: tie, priority: priority)
        }
        do {
            try changeSolver { () throws(AddEditVariableError) in
                try solver.addEditVariable(record.variable, priority: priority)
            }
        } catch {
            if let tie = record.tie { deactivate([tie]) }
            throw LayoutError(error, editing: target)
        }
        edits.append(record)
    }

    /// Suggests a value for an edited target; the layout follows with the
    /// fewest, lowest-priority violations.
    ///
    /// - Throws: `LayoutError.unknownEdit`, `.nonFiniteNumber`, `.numericalOverflow`
    ///   (the layout at that value outgrows a `Double`; the previous suggestion stays).
    /// - Complexity: Dual simplex from the current tableau.
    public func suggestValue(_ value: Double, for target: EditTarget) throws(LayoutError) {
        guard value.isFinite else { throw .nonFiniteNumber(value) }
        guard let index = edits.firstIndex(where: { $0.matches(target) }) else { throw .unknownEdit(target) }
        let variable = edits[index].variable
        do {
            try changeSolver { () throws(SuggestValueError) in try solver.suggestValue(value, for: variable) }
        } catch {
            throw LayoutError(error, editing: target)
        }
        edits[index].suggestedValue = value
    }

    /// Stops editing a target; its suggestion no longer counts.
    ///
    /// - Throws: `LayoutError.unknownEdit`.
    public func endEditing(_ target: EditTarget) throws(LayoutError) {
        guard let index = edits.firstIndex(where: { $0.matches(target) }) else { throw .unknownEdit(target) }
        let record = edits.remove(at: index)
        removeEditFromSolver(record.variable)
        if let tie = record.tie { deactivate([tie]) }
        didMutate()
    }
}
