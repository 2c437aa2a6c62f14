import TrellisLayout
import TrellisSolver

/// `edit TARGET [@P]` and `suggest TARGET VALUE`.
extension ScriptBuilder {
    /// Starts editing a var or an attribute.
    ///
    /// - Throws: `ScriptError` for an unknown target, a metric, a required
    ///   priority (given by a metric) or a target already being edited.
    func beginEditing(_ reference: Reference, priority: ScriptNumber?) throws(ScriptError) {
        let target = try editTarget(reference)
        let value = try priority.map { (p) throws(ScriptError) in try scope.priority(p) } ?? .high
        if value.isRequired, let priority {
            throw ScriptError("an edit cannot be required; give a priority below 1000", at: priority.location)
        }
        do {
            try engine.beginEditing(target, priority: value)
        } catch {
            if case .duplicateEdit = error {
                throw ScriptError("'\(reference)' is already being edited", at: reference.location, underlying: error)
            }
            throw ScriptError(error, at: reference.location)
        }
    }

    /// Suggests a value for an edited var or attribute.
    ///
    /// - Throws: `ScriptError` for an unknown target or one that is not being edited.
    func suggest(_ number: ScriptNumber, for reference: Reference) throws(ScriptError) {
        let target = try editTarget(reference)
        let value = try scope.number(number)
        do {
            try engine.suggestValue(value, for: target)
        } catch {
            if case .unknownEdit = error {
                throw ScriptError(
                    "'\(reference)' is not being edited; add 'edit \(reference)' before suggesting a value",
                    at: reference.location)
            }
            throw ScriptError(error, at: reference.location)
        }
    }

    /// Stops editing a var or an attribute (`end edit TARGET`); it keeps its value only as far as constraints hold it.
    ///
    /// - Throws: `ScriptError` for an unknown target or one that is not being edited.
    func endEditing(_ reference: Reference) throws(ScriptError) {
        let target = try editTarget(reference)
        do {
            try engine.endEditing(target)
        } catch {
            if case .unknownEdit = error {
                throw ScriptError("'\(reference)' is not being edited", at: reference.location, underlying: error)
            }
            throw ScriptError(error, at: reference.location)
        }
    }

    /// The engine's edit target for a var or `VIEW.ATTRIBUTE`.
    private func editTarget(_ reference: Reference) throws(ScriptError) -> EditTarget {
        if let attribute = reference.attribute {
            return .attribute(try scope.item(reference.item), attribute)
        }
        return .variable(try scope.variable(reference.item))
    }
}
