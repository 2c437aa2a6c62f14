import TrellisInterfaceBuilder
import TrellisLayoutScript

/// libFuzzer target `ib-import`: any bytes read as an Interface Builder document;
/// for every document that reads, two promises hold.
///
/// 1. `check` never reports clean when layout failed: a scene whose written
///    script does not parse or run, run again here on its own, carries a
///    `failure`, and a scene with a failure is never clean (and the reverse:
///    a scene with a failure has a script that fails).
/// 2. `import` output parses and checks the same as the document: when no scene
///    failed, the imported text (every scene, with expectations) parses and runs,
///    and has as many conflicts and ambiguous views as the scenes laid out from
///    the document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilderImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? DocumentLayout.read(bytes, file: "fuzz.xib") else { return 0 }
    let scenes = DocumentLayout.layOut(document)
    for scene in scenes {
        let ranAlone: Bool
        do {
            let parsed = try ScriptParser.parse(source: scene.script.text, file: "scene.layout")
            _ = try ScriptRunner.run(script: parsed)
            ranAlone = true
        } catch {
            ranAlone = false
        }
        precondition(
            ranAlone == (scene.failure == nil), "script ran: \(ranAlone), failure: \(String(describing: scene.failure))"
        )
        if scene.failure != nil {
            precondition(!DocumentCheckReporter.isClean(scene), "a scene that failed checks clean")
            precondition(
                DocumentCheckReporter.findings(for: scene).contains { $0.failsRun }, "a scene that failed has no error")
        }
    }
    guard scenes.allSatisfy({ $0.failure == nil }), let text = DocumentImport.text(of: scenes, in: document) else {
        return 0
    }
    let report: LayoutReport
    do {
        report = try ScriptRunner.run(script: try ScriptParser.parse(source: text, file: "import.layout"))
    } catch {
        preconditionFailure("import output fails: \(error.description)\n\(text)")
    }
    let conflicts = scenes.reduce(0) { $0 + $1.report.conflicts.count }
    precondition(
        report.conflicts.count == conflicts, "import has \(report.conflicts.count) conflicts, the document \(conflicts)"
    )
    let ambiguous = scenes.reduce(0) { $0 + $1.report.items.filter { !$0.isGuide && $0.isAmbiguous }.count }
    let importedAmbiguous = report.items.filter { !$0.isGuide && $0.isAmbiguous }.count
    precondition(
        importedAmbiguous == ambiguous, "import has \(importedAmbiguous) ambiguous views, the document \(ambiguous)")
    return 0
}
