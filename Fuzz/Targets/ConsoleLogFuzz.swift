import TrellisConsoleLog

/// libFuzzer target `explain`: any bytes read as a console log give, for
/// each block found, either a located error inside the input or a block that
/// explains (or refuses with a located error) without trapping, and whose
/// test script can be written.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsoleLog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    for entry in ConsoleLog.read(bytes, file: "fuzz.log") {
        precondition(entry.location.line >= 1 && entry.location.line <= lineCount, "block outside the input")
        switch entry.result {
        case .failure(let error):
            precondition(error.location.line >= 1 && error.location.line <= lineCount, "error outside the input")
        case .success(let block):
            if let explanation = try? BlockExplanation(block: block, source: "fuzz.log:\(entry.location.line)") {
                _ = try? explanation.testScript()
            }
        }
    }
    _ = ConsoleLog.ambiguousViews(in: bytes, file: "fuzz.log")
    return 0
}
