import TrellisInterfaceBuilder

/// libFuzzer target `ib`: any bytes read as an Interface Builder document either
/// fail with an error located inside the input, or read and lay out without
/// trapping; every note is located inside the input too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    do {
        let document = try DocumentLayout.read(bytes, file: "fuzz.xib")
        let scenes = DocumentLayout.layOut(document)
        for note in document.notes + scenes.flatMap(\.notes) where note.location.file == "fuzz.xib" {
            precondition(note.location.line >= 1 && note.location.line <= lineCount, "note outside the input: \(note)")
        }
        _ = DocumentJSONReporter.render(file: "fuzz.xib", scenes: scenes)
        _ = scenes.flatMap(DocumentCheckReporter.lines(for:))
    } catch {
        precondition(
            error.location.line >= 1 && error.location.line <= max(lineCount, 1), "error outside the input: \(error)")
        precondition(!error.message.isEmpty)
    }
    return 0
}
