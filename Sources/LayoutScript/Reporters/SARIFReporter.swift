/// Findings as a SARIF 2.1.0 log (`--format sarif`), for code scanning (GitHub) and other SARIF viewers.
///
/// One run whose `tool.driver` is `trellis` with every rule of `Finding.Rule`
/// (in that order, so `ruleIndex` is stable), and a result per finding:
/// its rule, its CI level (`error` when it fails the run), its message, its
/// place as `physicalLocation` (`artifactLocation.uri` is the path as given,
/// percent-encoded; `region.startLine`/`startColumn`), each related place
/// as a `relatedLocation`, a `partialFingerprints` entry (`Fingerprint`) and,
/// for what a `# trellis: allow` comment accepts, an `inSource` suppression.
/// Columns count UTF-8 bytes, as in every trellis location; they match
/// SARIF's default UTF-16 columns on ASCII lines.
public enum SARIFReporter {
    /// The fingerprint's key in `partialFingerprints`.
    public static let fingerprintKey = "trellisFindingHash/v1"

    /// The SARIF document, with a final newline.
    ///
    /// - Parameters:
    ///   - findings: The findings, in order.
    ///   - version: The tool's version, for `tool.driver.version`.
    /// - Returns: The JSON text.
    public static func render(_ findings: [Finding], version: String) -> String {
        let rules = Finding.Rule.allCases
        let fingerprints = Fingerprint.fingerprints(of: findings)
        let results: [JSONValue] = findings.enumerated().map { index, finding in
            var members: [(key: String, value: JSONValue)] = [
                ("ruleId", .string(finding.rule.rawValue)),
                ("ruleIndex", .number(Double(rules.firstIndex(of: finding.rule) ?? 0))),
                ("level", .string(finding.level.rawValue)),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([.object([("physicalLocation", physicalLocation(finding.location))])])),
            ]
            if !finding.related.isEmpty {
                members.append(
                    (
                        "relatedLocations",
                        .array(
                            finding.related.enumerated().map { id, related in
                                .object([
                                    ("id", .number(Double(id + 1))),
                                    ("physicalLocation", physicalLocation(related.location)),
                                    ("message", .object([("text", .string(related.message))])),
                                ])
                            })
                    ))
            }
            members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprints[index]))])))
            if finding.isAllowed {
                members.append(
                    (
                        "suppressions",
                        .array([
                            .object([("kind", .string("inSource")), ("justification", .string("# trellis: allow"))])
                        ])
                    ))
            }
            return .object(members)
        }
        let driver: JSONValue = .object([
            ("name", .string("trellis")),
            ("version", .string(version)),
            ("rules", .array(rules.map(rule))),
        ])
        let log: JSONValue = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ])
        return log.rendered()
    }

    /// A rule's `reportingDescriptor`.
    static func rule(_ rule: Finding.Rule) -> JSONValue {
        let name = rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let level: Finding.Severity
        switch rule {
        case .conflict, .ambiguity, .misplacement, .expectation, .badInput: level = .error
        case .diagnostic, .contentPriorityAmbiguity: level = .warning
        case .remark: level = .note
        }
        return .object([
            ("id", .string(rule.rawValue)),
            ("name", .string(name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("defaultConfiguration", .object([("level", .string(level.rawValue))])),
        ])
    }

    /// `{"artifactLocation": {"uri": …}, "region": {"startLine": …, "startColumn": …}}`.
    static func physicalLocation(_ location: SourceLocation) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
            (
                "region",
                .object([
                    ("startLine", .number(Double(location.line))), ("startColumn", .number(Double(location.column))),
                ])
            ),
        ])
    }

    /// A path as a URI reference: relative paths stay relative (to the folder
    /// the command ran in, the repository's root in CI); absolute ones become
    /// `file://` URIs. Bytes outside letters, digits, `-._~/` are percent-encoded.
    ///
    /// - Parameters:
    ///   - path: The path as given.
    /// - Returns: The URI reference.
    public static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
