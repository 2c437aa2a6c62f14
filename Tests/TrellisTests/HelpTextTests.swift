import Foundation
import TestSupport
import Testing
import TrellisCLI

/// `trellis --help` and `trellis help COMMAND`, made from the option table,
/// against golden files (Fixtures/help: the text the command printed before
/// the table, with two fixes: `help import` shows the documents paragraph it
/// printed as a literal `\(documents)`, and `help render` lists `--scene`).
@Suite struct HelpTextTests {
    static func golden(_ name: String) throws -> String {
        let url = RepositoryFile.fixture("help/\(name).txt", of: "TrellisTests")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func overview() throws {
        let run = InProcessTrellis(directory: URL(fileURLWithPath: "/")).run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout == (try Self.golden("overview")))
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: Subcommand.allCases)
    func commandHelp(command: Subcommand) throws {
        let expected = try Self.golden(command.rawValue)
        let trellis = InProcessTrellis(directory: URL(fileURLWithPath: "/"))
        for arguments in [["help", command.rawValue], [command.rawValue, "--help"], [command.rawValue, "x", "-h"]] {
            let run = trellis.run(arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.stdout == expected, "\(arguments)")
        }
    }

    /// The options part of a subcommand's help names an option exactly when the parser takes it.
    @Test(arguments: Subcommand.allCases)
    func helpNamesTheOptionsTheParserTakes(command: Subcommand) throws {
        let help = HelpText.help(for: command)
        let start = try #require(help.range(of: "\noptions:\n")).upperBound
        let end = try #require(help.range(of: "\n\nexit status:")).lowerBound
        let named = Set(help[start..<end].split(whereSeparator: { " ,=[]()'\n".contains($0) }).map(String.init))
        for spelling in ["--json", "--junit", "--format", "-o", "--output", "--scene"] {
            let parsed = Result { () throws(UsageError) in
                try ArgumentParser.parse([command.rawValue, "f", spelling, "text"])
            }
            var taken = true
            if case .failure(let error) = parsed, error.message.hasPrefix("unknown option") { taken = false }
            #expect(named.contains(spelling) == taken, "\(command) \(taken ? "takes" : "does not take") \(spelling)")
        }
    }
}
