/// The exit statuses of `trellis`, as its contract fixes them.
public enum ExitStatus: Int32, Sendable {
    /// Done: laid out, clean, all expectations passed.
    case success = 0
    /// `check` found a conflict or ambiguity; `test` had a failed expectation.
    case failure = 1
    /// Bad input: a malformed script, a missing file, an unknown option.
    case badInput = 2
}
