import TrellisInterfaceBuilder
import TrellisLayoutScript

extension Trellis {
    /// `trellis solve DOC [--json]`: every scene's views, solved beside stored.
    func solveDocument(_ options: Invocation.Options) -> ExitStatus {
        let path = options.files[0]
        switch DocumentLoader.load(path) {
        case .failure(let bad):
            console.err(bad.message + "\n")
            return .badInput
        case .success(let loaded):
            if options.json {
                console.out(
                    DocumentJSONReporter.render(file: path, scenes: loaded.scenes, notes: loaded.document.notes))
            } else {
                console.out(DocumentSolveText.render(loaded.scenes))
            }
            return .success
        }
    }

    /// `trellis check FILE...` where some files are documents: each checked in turn, then a summary.
    func checkWithDocuments(_ options: Invocation.Options) -> ExitStatus {
        var findings: [Finding] = []
        var jsonParts: [String] = []
        var suites: [JUnitDocument.Suite] = []
        var badInputs: [BadInput] = []
        var clean = true
        var times = RunTimes()
        let files = options.files
        for (index, path) in files.enumerated() {
            console.progress(index + 1, of: files.count, path)
            if DocumentLoader.isDocument(path) {
                switch times.measure(path, { DocumentLoader.load(path) }) {
                case .failure(let bad):
                    console.err(bad.message + "\n")
                    badInputs.append(bad)
                case .success(let loaded):
                    findings += loaded.document.notes.map(DocumentCheckReporter.finding(for:))
                    for scene in loaded.scenes { findings += DocumentCheckReporter.findings(for: scene) }
                    clean = clean && loaded.scenes.allSatisfy(DocumentCheckReporter.isClean)
                    jsonParts.append(
                        DocumentJSONReporter.render(file: path, scenes: loaded.scenes, notes: loaded.document.notes))
                    suites += DocumentCheckReporter.junitSuites(file: path, scenes: loaded.scenes)
                }
            } else {
                switch times.measure(path, { loader.load(path) }) {
                case .failure(let bad):
                    console.err(bad.message + "\n")
                    badInputs.append(bad)
                case .success(let report):
                    findings += Finding.checkFindings(of: report)
                    clean = clean && report.isClean
                    jsonParts.append(JSONReporter.render(report))
                    suites.append(CheckJUnitReporter.suite(for: report))
                }
            }
        }
        console.clearProgress()
        if options.json {
            if badInputs.isEmpty {
                console.out(Self.filesJSON(jsonParts))
            }
        } else {
            // Files that could not be read are not counted as checked, and never make the run clean.
            let checked = files.count - badInputs.count
            let unchecked = badInputs.isEmpty ? "" : "; \(badInputs.count) not checked (bad input)"
            let verdict = clean ? (badInputs.isEmpty ? "clean" : "no problems found") : "found problems"
            printFindings(
                findings, textLines: findings.flatMap(\.textLines),
                closing: ["checked \(checked == 1 ? "1 file" : "\(checked) files"): \(verdict)\(unchecked)"],
                options: options, badInputs: badInputs)
        }
        return finish(options, junit: { suites }, times: times, badInputs: badInputs, succeeded: clean)
    }

    /// The JSON of one file (its object) or of several (`{"files": [...]}`, as for scripts).
    ///
    /// - Parameters:
    ///   - parts: Each file's JSON object, in order.
    /// - Returns: The document, ending in a newline.
    static func filesJSON(_ parts: [String]) -> String {
        guard parts.count != 1 else { return parts[0] }
        let joined = parts.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: ",\n")
        return "{\"files\": [\n" + joined + "\n]}\n"
    }

    /// `trellis render DOC -o OUT.svg [--scene NAME]`: the first scene (or the one named) drawn.
    func renderDocument(_ options: Invocation.Options) -> ExitStatus {
        guard let output = options.outputPath else { return .badInput }
        let path = options.files[0]
        let picked = DocumentLoader.load(path).flatMap {
            DocumentLoader.pick($0.scenes, named: options.scene, file: path)
        }
        switch picked {
        case .failure(let bad):
            console.err(bad.message + "\n")
            return .badInput
        case .success(let scenes):
            guard let scene = scenes.first else {
                console.err(TerminalText.escaped("\(path):1:1: error: the document has no view to draw") + "\n")
                return .badInput
            }
            do {
                try writePicture(scene.picture, to: output, inputs: options.files)
                return .success
            } catch {
                console.err(error.message + "\n")
                return .badInput
            }
        }
    }

    /// `trellis import DOC [-o OUT.layout] [--scene NAME]`: the document as `.layout` scripts.
    func importDocument(_ options: Invocation.Options) -> ExitStatus {
        let path = options.files[0]
        do {
            try OutputFile.refuseOverwriting(options.files, with: options.outputPath)
        } catch {
            console.err(error.message + "\n")
            return .badInput
        }
        guard DocumentLoader.isDocument(path) else {
            console.err(TerminalText.escaped("\(path):1:1: error: import reads .storyboard and .xib documents") + "\n")
            return .badInput
        }
        let picked = DocumentLoader.load(path).flatMap { loaded in
            DocumentLoader.pick(loaded.scenes, named: options.scene, file: path).map { (loaded.document, $0) }
        }
        switch picked {
        case .failure(let bad):
            console.err(bad.message + "\n")
            return .badInput
        case .success(let (document, scenes)):
            guard let text = DocumentImport.text(of: scenes, in: document) else {
                console.err(TerminalText.escaped("\(path):1:1: error: the document has no view to import") + "\n")
                return .badInput
            }
            if let output = options.outputPath, output != "-" {
                do {
                    try OutputFile.write(text, to: output, inputs: options.files, console: console)
                } catch {
                    console.err(error.message + "\n")
                    return .badInput
                }
            } else {
                console.out(text)
            }
            return .success
        }
    }
}
