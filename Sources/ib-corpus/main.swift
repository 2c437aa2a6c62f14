import Foundation
import InterfaceBuilder
import LayoutScript

// ib-corpus FOLDER [--mismatches]: reads every .storyboard and .xib in a folder (not recursively),
// lays each out and prints, per document and in total, the views compared with their stored
// frames, how many match within 0.5 point, and agreement with the documents' ambiguous flags.
// Documents with stack views are measured separately while stack views are not modelled.
// --mismatches also prints each disagreeing view (for finding disagreement classes).

let arguments = Array(CommandLine.arguments.dropFirst())
guard let folder = arguments.first(where: { !$0.hasPrefix("-") }) else {
    FileHandle.standardError.write("usage: ib-corpus FOLDER [--mismatches]\n".data(using: .utf8)!)
    exit(2)
}
let showMismatches = arguments.contains("--mismatches")
let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
var total = CorpusMeasure()
var withStacks = CorpusMeasure()
var failed = 0
for name in names {
    let path = folder + "/" + name
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    do {
        let document = try DocumentLayout.read(Array(data), file: path)
        let scenes = DocumentLayout.layOut(document)
        let measure = CorpusMeasure(scenes: scenes)
        let hasStacks = scenes.contains { $0.views.contains { $0.view.stack != nil } }
        if hasStacks { withStacks += measure } else { total += measure }
        print("\(name): \(hasStacks ? "[stack views, not counted] " : "")\(measure.summary)")
        guard showMismatches else { continue }
        for scene in scenes {
            for result in scene.views where result.view.superview != nil && !StackViewSupport.isUnmodelled(result.view) {
                if result.isCompared, result.isMisplaced {
                    print("  frame \(result.view.location): \(result.view.element) stored \(result.view.documentFrame) solved \(result.frame)\(result.isAmbiguous ? " ambiguous" : "")")
                }
                if result.isAmbiguous != result.view.documentAmbiguous {
                    print("  ambiguity \(result.view.location): \(result.view.element) ours \(result.isAmbiguous) \(result.ambiguousComponents) document \(result.view.documentAmbiguous)")
                }
            }
        }
    } catch {
        failed += 1
        print("\(name): \(error)")
    }
}
print("documents \(names.count), read \(names.count - failed), with stack views (not counted) \(withStacks.documents)")
print("total (documents without stack views, \(total.documents)): \(total.summary)")
print("documents with stack views (\(withStacks.documents)), views outside stacks: \(withStacks.summary)")
