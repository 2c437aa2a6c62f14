import Foundation
import TrellisLayoutScript

/// `trellis render`: scripts drawn as SVG or PNG, one picture per input.
///
/// Every input is read and laid out first (up to `--at LINE` when given) and
/// every picture made before any file is written, so a bad input or a PNG
/// that cannot be made leaves no output at all. With one input `-o` names the
/// output; with several it names a directory (`-o out/`: `out/NAME.svg`) or a
/// pattern holding `{name}` (`-o 'out/{name}.png'`), NAME being the input's
/// file name without its `.layout` extension (a document's scenes, when it
/// has several, are `NAME-SCENEID`). An output ending in `.png` is
/// converted by `rsvg-convert` (librsvg), when it is installed; without it
/// PNG is refused.
extension Trellis {
    /// The loader `render` uses: the picture's data, up to `--at LINE`.
    func pictureLoader(_ options: Invocation.Options) -> ScriptLoader {
        let line = options.atLine
        let keeper = exitKeeper
        return ScriptLoader(runner: { script throws(ScriptError) in
            try ScriptRunner.runForPicture(script: script, upToLine: line, handingLayoutTo: { keeper?.keep($0) })
        })
    }

    /// Draws every input of `options.files` and writes the pictures: a
    /// script's layout, or each scene of an Interface Builder document (those
    /// `--scene` picks), named `NAME-SCENEID` when the document has several.
    ///
    /// - Returns: 0 when every picture is written; 2 for bad input, an
    ///   output that cannot be named or made, or an unwritable file.
    func renderScripts(_ options: Invocation.Options) -> ExitStatus {
        guard let output = options.outputPath else { return .badInput }
        if options.atLine != nil, let document = options.files.first(where: DocumentLoader.isDocument) {
            console.err(
                TerminalText.escaped(
                    "trellis: error: '\(document)': 'render' takes no --at for an Interface Builder document")
                    + "\n")
            return .badInput
        }
        let loader = pictureLoader(options)
        var pictures: [(svg: String, name: String, file: String)] = []
        var failed = false
        for file in options.files {
            switch drawings(of: file, loader: loader, scene: options.scene) {
            case .failure(let bad):
                console.err(bad.message + "\n")
                failed = true
            case .success(let drawn): pictures += drawn.map { ($0.svg, $0.name, file) }
            }
        }
        if failed { return .badInput }
        do {
            let paths = try Self.outputPaths(for: pictures.map { ($0.name, $0.file) }, output: output)
            var contents: [(bytes: [UInt8]?, svg: String, path: String)] = []
            for (picture, path) in zip(pictures, paths) {
                let png = Self.isPNG(path) ? try PNGConverter.png(from: picture.svg) : nil
                contents.append((png, picture.svg, path))
            }
            for content in contents {
                if let bytes = content.bytes {
                    try OutputFile.write(bytes: bytes, to: content.path, inputs: options.files)
                } else {
                    try OutputFile.write(content.svg, to: content.path, inputs: options.files, console: console)
                }
            }
            return .success
        } catch {
            console.err(error.message + "\n")
            return .badInput
        }
    }

    /// The pictures of one input, each with its name in an output pattern.
    ///
    /// - Parameters:
    ///   - file: A script or an Interface Builder document.
    ///   - loader: What reads scripts (`pictureLoader(_:)`).
    ///   - scene: `--scene NAME`, for a document.
    /// - Returns: One picture for a script, one per scene for a document; or the bad input.
    func drawings(of file: String, loader: ScriptLoader, scene: String?) -> Result<
        [(svg: String, name: String)], BadInput
    > {
        let name = Self.pictureName(of: file)
        guard DocumentLoader.isDocument(file) else {
            return loader.load(file).map { report in
                exitKeeper?.keep(report)
                return [(SVGReporter.render(report), name)]
            }
        }
        return DocumentLoader.load(file).flatMap { DocumentLoader.pick($0.scenes, named: scene, file: file) }
            .flatMap { scenes in
                guard !scenes.isEmpty else {
                    return .failure(
                        BadInput(at: SourceLocation(file: file, line: 1, column: 1), "the document has no view to draw")
                    )
                }
                return .success(
                    scenes.map { ($0.picture, scenes.count == 1 ? name : name + "-" + $0.scene.id) })
            }
    }

    /// Writes one picture: SVG text, or PNG when the path ends in `.png`.
    ///
    /// - Throws: `BadInput` when the PNG cannot be made or the file cannot be written.
    func writePicture(_ svg: String, to path: String, inputs: [String]) throws(BadInput) {
        if Self.isPNG(path) {
            try OutputFile.write(bytes: try PNGConverter.png(from: svg), to: path, inputs: inputs)
        } else {
            try OutputFile.write(svg, to: path, inputs: inputs, console: console)
        }
    }

    /// Whether a path asks for PNG (ends in `.png`, any case).
    static func isPNG(_ path: String) -> Bool { path != "-" && path.lowercased().hasSuffix(".png") }

    /// The output path of each picture.
    ///
    /// - Parameters:
    ///   - pictures: Each picture's name in a pattern, and the input it is drawn from.
    ///   - output: `-o`: a file (one picture), a directory (`out/`, or one
    ///     that exists: `out/NAME.svg`) or a pattern holding `{name}`.
    /// - Throws: `BadInput` when several pictures share one file or one name.
    static func outputPaths(for pictures: [(name: String, file: String)], output: String) throws(BadInput) -> [String] {
        var isDirectory: ObjCBool = false
        let directory =
            output != "-"
            && (output.hasSuffix("/")
                || FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
                    && isDirectory.boolValue)
        let pattern =
            output.contains("{name}")
            ? output : directory ? (output.hasSuffix("/") ? output : output + "/") + "{name}.svg" : nil
        guard let pattern else {
            if pictures.count > 1 {
                throw BadInput(
                    message: "trellis: error: '\(output)' is one file for \(pictures.count) pictures; "
                        + "give a directory (-o out/ writes out/NAME.svg) or a pattern (-o 'out/{name}.png')")
            }
            return [output]
        }
        var seen: [String: String] = [:]
        return try pictures.map { (picture) throws(BadInput) in
            let path = pattern.replacingOccurrences(of: "{name}", with: picture.name)
            if let earlier = seen[path] {
                throw BadInput(
                    message: "trellis: error: '\(earlier)' and '\(picture.file)' would both be drawn to '\(path)'")
            }
            seen[path] = picture.file
            return path
        }
    }

    /// An input's name in an output pattern: its file name without `.layout` (`stdin` for `-`).
    static func pictureName(of file: String) -> String {
        guard file != "-" else { return "stdin" }
        let name = URL(fileURLWithPath: file).lastPathComponent
        return name.hasSuffix(".layout") && name.count > 7 ? String(name.dropLast(7)) : name
    }
}
