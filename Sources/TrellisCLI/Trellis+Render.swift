import Foundation
import TrellisLayoutScript

/// `trellis render`: scripts drawn as SVG or PNG, one picture per input.
///
/// Every input is read and laid out first (up to `--at LINE` when given) and
/// every picture made before any file is written, so a bad input or a PNG
/// that cannot be made leaves no output at all. With one input `-o` names the
/// output; with several it names a directory (`-o out/`: `out/NAME.svg`) or a
/// pattern holding `{name}` (`-o 'out/{name}.png'`), NAME being the input's
/// file name without its `.layout` extension. An output ending in `.png` is
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

    /// Draws every script of `options.files` and writes the pictures.
    ///
    /// - Returns: 0 when every picture is written; 2 for bad input, an
    ///   output that cannot be named or made, or an unwritable file.
    func renderScripts(_ options: Invocation.Options) -> ExitStatus {
        guard let output = options.outputPath else { return .badInput }
        if let document = options.files.first(where: DocumentLoader.isDocument) {
            let why =
                options.files.count > 1
                ? "draws one Interface Builder document at a time" : "takes no --at for an Interface Builder document"
            console.err(TerminalText.escaped("trellis: error: '\(document)': 'render' \(why)") + "\n")
            return .badInput
        }
        let paths: [String]
        do {
            paths = try Self.outputPaths(for: options.files, output: output)
        } catch {
            console.err(error.message + "\n")
            return .badInput
        }
        let loader = pictureLoader(options)
        var pictures: [(svg: String, path: String)] = []
        var failed = false
        for (file, path) in zip(options.files, paths) {
            switch loader.load(file) {
            case .failure(let bad):
                console.err(bad.message + "\n")
                failed = true
            case .success(let report):
                pictures.append((SVGReporter.render(report), path))
                exitKeeper?.keep(report)
            }
        }
        if failed { return .badInput }
        do {
            var contents: [(bytes: [UInt8]?, svg: String, path: String)] = []
            for picture in pictures {
                let png = Self.isPNG(picture.path) ? try PNGConverter.png(from: picture.svg) : nil
                contents.append((png, picture.svg, picture.path))
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

    /// The output path of each input.
    ///
    /// - Parameters:
    ///   - files: The inputs.
    ///   - output: `-o`: a file (one input), a directory (`out/`, or one that
    ///     exists: `out/NAME.svg`) or a pattern holding `{name}`.
    /// - Throws: `BadInput` when several inputs share one file or one name.
    static func outputPaths(for files: [String], output: String) throws(BadInput) -> [String] {
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
            if files.count > 1 {
                throw BadInput(
                    message: "trellis: error: '\(output)' is one file for \(files.count) inputs; "
                        + "give a directory (-o out/ writes out/NAME.svg) or a pattern (-o 'out/{name}.png')")
            }
            return [output]
        }
        var seen: [String: String] = [:]
        return try files.map { (file) throws(BadInput) in
            let path = pattern.replacingOccurrences(of: "{name}", with: pictureName(of: file))
            if let earlier = seen[path] {
                throw BadInput(message: "trellis: error: '\(earlier)' and '\(file)' would both be drawn to '\(path)'")
            }
            seen[path] = file
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
