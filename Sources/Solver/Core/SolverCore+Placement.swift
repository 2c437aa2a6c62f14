/// The checks that every constraint is held exactly where its record says
/// (`ConstraintPlacement`), and that whatever holds a constraint has a
/// record that says so.
extension SolverCore {
    /// Every record whose placement does not match the state, as text.
    ///
    /// - Complexity: O(records + definitions + bounds in groups).
    func placementViolations() -> [String] {
        var violations: [String] = []
        var dormantRecords = 0
        for record in records.values {
            let constraint = record.constraint
            switch record.placement {
            case .row:
                if !record.marker.isValid || self.constraint(owning: record.marker) !== constraint {
                    violations.append("a row's record has a marker its constraint does not own")
                }
                // Only an optional constraint has a second error.
                if record.other.isValid == record.priority.isRequired {
                    violations.append("a row's record has a second error exactly when it is required")
                }
            case .definition(let index):
                let definition = Int(index) < definitions.count ? definitions[Int(index)] : nil
                if definition?.constraint.takeUnretainedValue() !== constraint {
                    violations.append("a record names definition \(index), which is not its constraint's")
                } else if definition?.marker != record.marker {
                    violations.append("definition \(index)'s marker is not its record's")
                }
                if record.other.isValid == record.priority.isRequired {
                    violations.append("definition \(index) has a second error exactly when it is required")
                }
                // Its marker is the kind `makeRow` would give the constraint.
                let markerKind: SymbolKind =
                    constraint.relation != .equal ? .slack : record.priority.isRequired ? .dummy : .error
                if record.marker.isValid && tableau.kind(of: record.marker) != markerKind {
                    violations.append("definition \(index)'s marker is not its relation's kind")
                }
            case .dormantBound, .dormantSoftBound:
                dormantRecords += 1
                if record.marker.isValid || record.other.isValid {
                    violations.append("a dormant bound's record has symbols")
                }
                if record.placement != .dormant(at: record.priority) {
                    violations.append("a dormant bound's placement does not match its priority")
                }
            case .dormantInequality:
                if record.marker.isValid || record.other.isValid {
                    violations.append("a dormant inequality's record has symbols")
                }
                if !record.priority.isRequired || constraint.relation == .equal {
                    violations.append("a dormant constraint is not a required inequality")
                }
                if !dormantInequalities.contains(ObjectIdentifier(constraint)) {
                    violations.append("a dormant inequality's record is not in the store")
                }
            case .impliedInequality:
                if record.marker.isValid || record.other.isValid {
                    violations.append("an implied inequality's record has symbols")
                }
                if !record.priority.isRequired || constraint.relation == .equal {
                    violations.append("an implied constraint is not a required inequality")
                }
                if implied.dependencies(of: ObjectIdentifier(constraint)) == nil {
                    violations.append("an implied inequality's record is not in the store")
                }
            }
        }
        for (index, definition) in definitions.slots.enumerated() {
            guard let definition else { continue }
            let placement = records[ObjectIdentifier(definition.constraint.takeUnretainedValue())]?.placement
            if placement != .definition(Int32(index)) {
                violations.append("definition \(index)'s constraint is not placed as it")
            }
        }
        // Each dormant record is in exactly one side's dormant list: every
        // entry names a dormant record of its kind, and the counts agree.
        var dormantEntries = 0
        for (groups, placement) in [
            (Array(bounds.required.values), ConstraintPlacement.dormantBound),
            (bounds.optional, ConstraintPlacement.dormantSoftBound),
        ] {
            for group in groups {
                for side in [group.lower, group.upper] {
                    dormantEntries += side.dormant.count
                    for bound in side.dormant where records[ObjectIdentifier(bound.constraint)]?.placement != placement
                    {
                        violations.append("a dormant bound at \(bound.value) is not placed as one")
                    }
                    for active in side.active
                    where records[ObjectIdentifier(active)]?.placement != .row {
                        violations.append("an active bound is not placed as a row")
                    }
                }
            }
        }
        if dormantEntries != dormantRecords {
            violations.append("\(dormantRecords) dormant records, \(dormantEntries) dormant bounds in groups")
        }
        return violations + impliedInequalityViolations() + dormantInequalityViolations()
    }
}
