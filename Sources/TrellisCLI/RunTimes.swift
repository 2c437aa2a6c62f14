import Foundation
import TrellisLayoutScript

/// When each input's run started and how long it took, for the `timestamp`
/// and `time` of the JUnit report (`--reproducible` leaves them out).
struct RunTimes {
    /// A file's start (UTC, ISO 8601 to the second) and its duration in seconds.
    private var byFile: [String: (timestamp: String, seconds: Double)] = [:]

    /// Runs the work of one file, noting when it started and how long it took.
    ///
    /// - Parameters:
    ///   - file: The file's path as given.
    ///   - work: Reading and laying it out.
    /// - Returns: What the work returns.
    mutating func measure<Result>(_ file: String, _ work: () -> Result) -> Result {
        let timestamp = Self.timestamp(Date())
        let clock = ContinuousClock()
        let start = clock.now
        let result = work()
        let elapsed = (clock.now - start).components
        byFile[file] = (timestamp, Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        return result
    }

    /// The suites with their file's timestamp and time. A suite belongs to the
    /// file it is named by (`FILE`, or `FILE: SCENE` for a document's scene);
    /// a document's time is shared evenly among its scenes' suites.
    ///
    /// - Parameters:
    ///   - suites: The suites, in order.
    /// - Returns: The same suites, stamped where their file was measured.
    func stamped(_ suites: [JUnitDocument.Suite]) -> [JUnitDocument.Suite] {
        let files = suites.map(file(of:))
        var shares: [String: Int] = [:]
        for file in files.compactMap({ $0 }) { shares[file, default: 0] += 1 }
        return zip(suites, files).map { suite, file in
            guard let file, let measured = byFile[file] else { return suite }
            var stamped = suite
            stamped.timestamp = measured.timestamp
            stamped.time = measured.seconds / Double(shares[file] ?? 1)
            return stamped
        }
    }

    /// The measured file a suite belongs to, if any.
    private func file(of suite: JUnitDocument.Suite) -> String? {
        if byFile[suite.name] != nil { return suite.name }
        return byFile.keys.filter { suite.name.hasPrefix($0 + ": ") }.max { $0.count < $1.count }
    }

    /// `2026-12-06T15:04:05`: the UTC date and time to the second, as JUnit's `timestamp` reads.
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }
}
