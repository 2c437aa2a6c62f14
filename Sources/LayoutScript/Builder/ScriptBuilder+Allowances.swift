/// `# trellis: allow …` comments: checked against the script's names after its last statement.
extension ScriptBuilder {
    /// Checks every allowance's names: views, guides or vars for `ambiguous`;
    /// constraint names (as `expect conflict` takes them) for `conflict`.
    ///
    /// - Throws: `ScriptError` at an unknown name, with a suggestion.
    func checkAllowances() throws(ScriptError) {
        for allowance in script.allowances {
            for name in allowance.names {
                switch allowance.kind {
                case .ambiguous:
                    let entity = try scope.lookUp(name, wanted: "view, guide or var") {
                        if case .variable = $0 { true } else { $0.isItem }
                    }
                    if case .metric = entity {
                        throw ScriptError(
                            "'\(name.text)' is a metric; only views, guides and vars can be ambiguous",
                            at: name.location)
                    }
                case .conflict:
                    try checkConstraintName(name)
                }
            }
        }
    }

    /// The names the script allows to be ambiguous, and the constraint names whose conflicts it allows.
    var allowedNames: (ambiguous: Set<String>, conflictMembers: Set<String>) {
        var ambiguous: Set<String> = []
        var conflicts: Set<String> = []
        for allowance in script.allowances {
            for name in allowance.names {
                switch allowance.kind {
                case .ambiguous: ambiguous.insert(name.text)
                case .conflict: conflicts.insert(name.text)
                }
            }
        }
        return (ambiguous, conflicts)
    }
}
