/// libFuzzer target `cli`: the bytes, split at NUL, are `trellis`'s
/// arguments. Parsing them never crashes; it gives an invocation, or a usage
/// error with a message and a usage line; parsing is deterministic; and the
/// help of every command it names renders. (Only the parser runs: running
/// the command would read and write files the fuzzer names.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let first = outcome(arguments)
    precondition(first == outcome(arguments), "parsing is not deterministic")
    return 0
}

private func outcome(_ arguments: [String]) -> String {
    do {
        let invocation = try ArgumentParser.parse(arguments)
        if case .commandHelp(let command) = invocation { _ = HelpText.help(for: command) }
        return "\(invocation)"
    } catch {
        precondition(!error.message.isEmpty && !error.usage.isEmpty, "a usage error without a message")
        return error.message + "\n" + error.usage
    }
}
