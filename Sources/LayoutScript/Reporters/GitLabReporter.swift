/// Findings as a GitLab Code Quality report (`--format gitlab`), shown in merge requests.
///
/// A JSON array with an object per finding that is an error or a warning
/// at its CI level (notes, and what a `# trellis: allow` comment accepts,
/// are left out: GitLab has no severity for a remark), each with GitLab's
/// fields:
///
/// ```json
/// [
///   {
///     "description": "view 'label2' is ambiguous: …",
///     "check_name": "ambiguous-layout",
///     "fingerprint": "5d1b3f0e8c2a4b71",
///     "severity": "major",
///     "location": {"path": "photo.layout", "lines": {"begin": 7}}
///   }
/// ]
/// ```
///
/// `lines.end` is written when the finding's end is known (a script's
/// statement: the same line). `severity` is `major` for an error and `minor` for a warning (the
/// finding's severity in every format); `fingerprint` is `Fingerprint`'s, so an unchanged finding keeps
/// it from one pipeline to the next.
public enum GitLabReporter {
    /// The Code Quality JSON, with a final newline.
    ///
    /// - Parameters:
    ///   - findings: The findings, in order.
    /// - Returns: The JSON text (`[]` when nothing is reported).
    public static func render(_ findings: [Finding]) -> String {
        let fingerprints = Fingerprint.fingerprints(of: findings)
        var issues: [JSONValue] = []
        for (finding, fingerprint) in zip(findings, fingerprints) where !finding.isAllowed && finding.level != .note {
            issues.append(
                .object([
                    ("description", .string(finding.message)),
                    ("check_name", .string(finding.rule.rawValue)),
                    ("fingerprint", .string(fingerprint)),
                    ("severity", .string(finding.level == .error ? "major" : "minor")),
                    (
                        "location",
                        .object([
                            ("path", .string(finding.location.file)),
                            (
                                "lines",
                                .object(
                                    [("begin", .number(Double(finding.location.line)))]
                                        + (finding.end.map { [("end", .number(Double($0.line)))] } ?? []))
                            ),
                        ])
                    ),
                ]))
        }
        return JSONValue.array(issues).rendered()
    }
}
