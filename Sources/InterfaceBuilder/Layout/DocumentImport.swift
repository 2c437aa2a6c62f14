import TrellisLayoutScript

/// `trellis import`: scenes written as `.layout` scripts, each with its stored frames as expectations.
public enum DocumentImport {
    /// The script text of some laid-out scenes, one after another (nil when there are none).
    ///
    /// Every scene's script is self-contained; with several scenes each later
    /// one starts after a blank line, `coordinates` appears once only, and
    /// names stay unique across them: they carry object ids, and a name an
    /// earlier scene took (the same id in two scenes) gets a suffix.
    public static func text(of scenes: [SceneLayout], in document: InterfaceBuilderDocument) -> String? {
        guard !scenes.isEmpty else { return nil }
        var parts: [String] = []
        var taken: Set<String> = []
        for (index, layout) in scenes.enumerated() {
            let script = ScriptWriter.write(
                document, scene: layout.scene, expectations: true, taken: taken, coordinates: index == 0)
            taken = script.usedNames
            parts.append(script.text)
        }
        return parts.joined(separator: "\n")
    }
}

/// `trellis solve DOC` as text: a table per scene, every name, id and note with its control characters escaped.
public enum DocumentSolveText {
    /// The tables.
    public static func render(_ scenes: [SceneLayout]) -> String {
        var lines: [String] = []
        for layout in scenes {
            lines.append(
                "scene '\(TerminalText.escaped(layout.scene.name))' (\(TerminalText.escaped(layout.scene.id)))")
            for result in layout.views {
                var marks: [String] = []
                if result.isAmbiguous { marks.append("ambiguous") }
                if result.priorityAmbiguity != nil { marks.append("content priority ambiguity") }
                if result.isMisplaced { marks.append("stored \(ScriptText.frame(result.view.documentFrame))") }
                let name = TerminalText.escaped("\(result.view.element) \(result.view.id)")
                lines.append(
                    "  \(name + String(repeating: " ", count: max(0, 28 - name.count))) \(ScriptText.frame(result.frame))"
                        + (marks.isEmpty ? "" : "  " + marks.joined(separator: ", ")))
            }
            for note in layout.notes { lines.append("  " + TerminalText.escaped(note.description)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
