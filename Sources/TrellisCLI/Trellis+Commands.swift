import Foundation
import TrellisInterfaceBuilder
import TrellisLayoutScript

extension Trellis {
    /// `trellis solve FILE [--json]`: every frame, as a table or JSON.
    ///
    /// - Parameters:
    ///   - options: The file and options.
    /// - Returns: 0 when laid out (even if ambiguous or conflicting); 2 for bad input.
    func solve(_ options: Invocation.Options) -> ExitStatus {
        if options.files.count > 1 { return solveAll(options) }
        if DocumentLoader.isDocument(options.files[0]) { return solveDocument(options) }
        switch loader.load(options.files[0]) {
        case .failure(let bad):
            console.err(bad.message + "\n")
            return .badInput
        case .success(let report):
            if options.json {
                console.out(JSONReporter.render(report))
            } else {
                // The table's only text that may hold a control character is the file's name (in its
                // title and conflict locations): every other name is an identifier.
                let text = SolveTextReporter.render(report)
                let file = TerminalText.escaped(report.file)
                console.out(file == report.file ? text : text.replacingOccurrences(of: report.file, with: file))
            }
            exitKeeper?.keep(report)
            return .success
        }
    }

    /// `trellis solve DIR [--json]`: every script and document below a
    /// folder, one after another (text), or as `{"files": [...]}` (JSON).
    ///
    /// Every file is read and laid out before anything is printed, so a bad
    /// input leaves standard output empty.
    ///
    /// - Parameters:
    ///   - options: The files the folder stands for, and options.
    /// - Returns: 0 when every file is laid out; 2 when any is bad input.
    func solveAll(_ options: Invocation.Options) -> ExitStatus {
        var parts: [String] = []
        var failed = false
        for (index, path) in options.files.enumerated() {
            console.progress(index + 1, of: options.files.count, path)
            let solved: Result<String, BadInput>
            if DocumentLoader.isDocument(path) {
                solved = DocumentLoader.load(path).map { loaded in
                    options.json
                        ? DocumentJSONReporter.render(file: path, scenes: loaded.scenes, notes: loaded.document.notes)
                        : path + "\n\n" + DocumentSolveText.render(loaded.scenes)
                }
            } else {
                solved = loader.load(path).map { report in
                    exitKeeper?.keep(report)
                    return options.json ? JSONReporter.render(report) : SolveTextReporter.render(report)
                }
            }
            switch solved {
            case .success(let text): parts.append(text)
            case .failure(let bad):
                console.err(bad.message + "\n")
                failed = true
            }
        }
        console.clearProgress()
        guard !failed else { return .badInput }
        console.out(options.json ? Self.filesJSON(parts) : parts.joined(separator: "\n"))
        return .success
    }

    /// `trellis check FILE... [--json] [--junit PATH] [--format F]`: conflicts and ambiguity as diagnostics.
    ///
    /// Every file is checked even when one is bad. In JSON, SARIF and GitLab
    /// formats nothing is printed to standard output when any file is bad,
    /// and no JUnit report is written then, so a consumer never reads a
    /// partial result — unless `--report-bad-input` asks for the reports
    /// anyway, each bad file in them as an error at its location.
    ///
    /// - Parameters:
    ///   - options: The files and options.
    /// - Returns: 0 clean; 1 any conflict, ambiguity or error diagnostic; 2 any bad input.
    func check(_ options: Invocation.Options) -> ExitStatus {
        guard mayWriteJUnit(options) else { return .badInput }
        if options.files.contains(where: DocumentLoader.isDocument) { return checkWithDocuments(options) }
        let (reports, badInputs, times) = loadAll(options.files)
        defer { exitKeeper?.keep(reports) }
        if options.json {
            if badInputs.isEmpty {
                console.out(reports.count == 1 ? JSONReporter.render(reports[0]) : JSONReporter.render(reports))
            }
        } else {
            printFindings(
                reports.flatMap(Finding.checkFindings(of:)), textLines: reports.flatMap(CheckTextReporter.lines(for:)),
                closing: [CheckTextReporter.summary(of: reports, badInputCount: badInputs.count)], options: options,
                badInputs: badInputs)
        }
        return finish(
            options, junit: { reports.map(CheckJUnitReporter.suite(for:)) }, times: times, badInputs: badInputs,
            succeeded: reports.allSatisfy(\.isClean))
    }

    /// `trellis test FILE... [--junit PATH] [--format F]`: runs the expectations.
    ///
    /// Interface Builder documents count each compared view's stored frame
    /// as an expectation. The JUnit report is written only when every file
    /// was valid, unless `--report-bad-input` asks for it anyway.
    ///
    /// - Parameters:
    ///   - options: The files and options.
    /// - Returns: 0 all passed; 1 any failed; 2 any bad input or an unwritable report.
    func test(_ options: Invocation.Options) -> ExitStatus {
        guard mayWriteJUnit(options) else { return .badInput }
        let (reports, badInputs, times) = loadAll(options.files, documentsAsTests: true)
        defer { exitKeeper?.keep(reports) }
        // Files that could not run are counted on a line of their own, so the
        // closing line keeps the contract's form.
        let notRun = badInputs.count
        let notRunLine = notRun == 0 ? [] : ["\(notRun) \(notRun == 1 ? "file" : "files") not run (bad input)"]
        printFindings(
            reports.flatMap { $0.testResults.filter { !$0.passed }.map(Finding.init(failed:)) },
            textLines: reports.flatMap(TestTextReporter.failureLines(for:)),
            closing: notRunLine + [TestTextReporter.summary(of: reports)], options: options, badInputs: badInputs)
        return finish(
            options, junit: { JUnitReporter.suites(for: reports) }, times: times, badInputs: badInputs,
            succeeded: reports.allSatisfy { $0.failedCount == 0 })
    }

    /// `trellis render FILE... -o OUT.svg|OUT.png [--at LINE]`: draws the layout (`Trellis+Render.swift`).
    ///
    /// - Parameters:
    ///   - options: The file and the output path.
    /// - Returns: 0 when drawn; 2 for bad input or an unwritable file (then nothing is written).
    func render(_ options: Invocation.Options) -> ExitStatus {
        guard let path = options.outputPath else { return .badInput }
        do {
            try OutputFile.refuseOverwriting(options.files, with: path)
        } catch {
            console.err(error.message + "\n")
            return .badInput
        }
        if options.files.count == 1, options.atLine == nil, DocumentLoader.isDocument(options.files[0]) {
            return renderDocument(options)
        }
        return renderScripts(options)
    }
}
