/// The JUnit XML report of `trellis check --junit PATH`.
///
/// A `testsuite` per script, and in it a `testcase` per view, guide and var
/// (`view photo`: it fails when the item is ambiguous), then one per
/// conflict (`conflict: broke 'widthPin'`, always a failure) and one per
/// error diagnostic — so the cases that fail are exactly what makes `check`
/// exit 1. What a `# trellis: allow` comment accepts is `skipped`, with the
/// finding as its message.
///
/// ```xml
/// <testsuite name="photo.layout" tests="3" failures="2" errors="0">
///   <testcase classname="photo" name="view photo" file="photo.layout" line="5"/>
///   <testcase classname="photo" name="view label2" file="photo.layout" line="7">
///     <failure message="view 'label2' is ambiguous: …" type="ambiguity">photo.layout:7:1: warning: view 'label2' is ambiguous: …</failure>
///   </testcase>
///   <testcase classname="photo" name="conflict: broke 'line 14: photo.width &gt;= 300'" file="photo.layout" line="14">
///     <failure message="conflicting constraints: …" type="conflict">photo.layout:14:1: error: conflicting constraints: …
/// photo.layout:12:1: note: 'widthPin' declared here</failure>
///   </testcase>
/// </testsuite>
/// ```
public enum CheckJUnitReporter {
    /// The suite of one script.
    ///
    /// - Parameters:
    ///   - report: The script's report.
    /// - Returns: Its cases: items and vars in declaration order, then conflicts and error diagnostics in the order met.
    public static func suite(for report: LayoutReport) -> JUnitDocument.Suite {
        var cases: [JUnitDocument.Case] = []
        for item in report.items {
            let finding =
                item.isAmbiguous
                ? Finding(ambiguous: item, isAllowed: report.allowedAmbiguous.contains(item.name)) : nil
            cases.append(testCase("\(item.isGuide ? "layout guide" : "view") \(item.name)", at: item.location, finding))
        }
        for variable in report.variables {
            let finding =
                variable.isAmbiguous
                ? Finding(ambiguous: variable, isAllowed: report.allowedAmbiguous.contains(variable.name)) : nil
            cases.append(testCase("var \(variable.name)", at: variable.location, finding))
        }
        for conflict in report.conflicts {
            let finding = Finding(conflict: conflict, isAllowed: report.isAllowed(conflict))
            cases.append(testCase("conflict: broke '\(conflict.broken.name)'", at: conflict.broken.location, finding))
        }
        for diagnostic in report.diagnostics where diagnostic.severity == .error {
            let finding = Finding(diagnostic: diagnostic)
            cases.append(
                testCase("line \(diagnostic.location.line): \(diagnostic.message)", at: diagnostic.location, finding))
        }
        return JUnitDocument.Suite(name: report.file, cases: cases)
    }

    /// A case for something checked: passed without a finding, skipped when the finding is allowed, failed otherwise.
    ///
    /// - Parameters:
    ///   - name: The case's name.
    ///   - location: Where the checked thing is declared.
    ///   - finding: What `check` reports about it, if anything.
    /// - Returns: The case.
    public static func testCase(_ name: String, at location: SourceLocation, _ finding: Finding?) -> JUnitDocument.Case
    {
        guard let finding else { return JUnitDocument.Case(name: name, location: location, outcome: .passed) }
        let text = finding.textLines.joined(separator: "\n")
        let outcome: JUnitDocument.Case.Outcome =
            finding.isAllowed
            ? .skipped(message: "allowed: " + finding.message)
            : .failed(message: finding.message, type: typeName(finding.rule), text: text)
        return JUnitDocument.Case(name: name, location: location, outcome: outcome)
    }

    /// The failure type of a rule: `conflict`, `ambiguity`, `misplacement`, `content-priority-ambiguity`,
    /// `expectation`, `diagnostic`, `note`, `bad-input`.
    static func typeName(_ rule: Finding.Rule) -> String {
        switch rule {
        case .conflict: return "conflict"
        case .ambiguity: return "ambiguity"
        case .misplacement: return "misplacement"
        case .contentPriorityAmbiguity: return "content-priority-ambiguity"
        case .expectation: return "expectation"
        case .diagnostic: return "diagnostic"
        case .remark: return "note"
        case .badInput: return "bad-input"
        }
    }
}
