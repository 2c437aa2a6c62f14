import Foundation
import TestSupport
import Testing

/// Compares text with a golden file in `Fixtures/golden/`, printing a line diff on mismatch.
///
/// Goldens are the expected values: they are written by hand or, with
/// `TRELLIS_UPDATE_GOLDENS=1` in the environment, rewritten from the actual
/// output — and then reviewed by eye before they are committed. The file is
/// read from the source tree (next to this file), not the test bundle, so an
/// update lands where git sees it.
///
/// - Parameters:
///   - actual: The text produced.
///   - name: The golden's file name, e.g. `solve-photo.txt`.
///   - sourceLocation: Where the assertion is, for the failure.
func assertGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = RepositoryFile.fixture("golden/\(name)", of: "LayoutScriptTests")
    if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1" {
        do {
            try Data(actual.utf8).write(to: url)
        } catch {
            Issue.record("cannot write golden \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record(
            "golden \(name) is missing; run with TRELLIS_UPDATE_GOLDENS=1, then review it",
            sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record(
        "output differs from golden \(name) (- golden, + actual):\n\(lineDiff(expected, actual))",
        sourceLocation: sourceLocation)
}

/// A line-by-line diff: each differing line number with the golden line and the actual one.
///
/// - Parameters:
///   - expected: The golden text.
///   - actual: The actual text.
/// - Returns: `LINE: - golden` / `LINE: + actual` pairs for the lines that differ.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
        let left = index < old.count ? String(old[index]) : nil
        let right = index < new.count ? String(new[index]) : nil
        guard left != right else { continue }
        if let left { lines.append("\(index + 1): - \(left)") }
        if let right { lines.append("\(index + 1): + \(right)") }
    }
    return lines.joined(separator: "\n")
}
