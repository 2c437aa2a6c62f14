import TrellisLayoutScript

/// libFuzzer target `script`: any bytes parse, or fail with an error located
/// inside the input; parsing is deterministic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let script = try ScriptParser.parse(source: bytes, file: "fuzz.layout")
        let again = try ScriptParser.parse(source: bytes, file: "fuzz.layout")
        precondition(script == again, "parsing is not deterministic")
        for statement in script.statements { _ = "\(statement.kind) \(statement.text)" }
    } catch {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let line = error.location.line
        precondition(line >= 1 && line <= lines.count, "error on line \(line) of \(lines.count): \(error)")
        let length = lines[line - 1].count
        precondition(
            error.location.column >= 1 && error.location.column <= length + 1,
            "error at column \(error.location.column) of a \(length)-byte line: \(error)")
        precondition(!error.message.isEmpty)
        _ = error.renderedWithExcerpt()
    }
    return 0
}
