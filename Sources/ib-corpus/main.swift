import Foundation
import TrellisInterfaceBuilder
import TrellisLayoutScript

// ib-corpus FOLDER [--mismatches]: reads every .storyboard and .xib in a folder (not recursively),
// lays each out and prints, per document and in total, the views compared with their stored
// frames, how many match within 0.5 point, and agreement with the documents' ambiguous flags.
// Documents with stack views that are not modelled (a stack at a xib's root, NSStackView forms
// StackViewSupport does not model) are measured separately; those with modelled stack views
// count, and are also summed apart (NSStackViews on their own line too).
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
var withAppKitStacks = CorpusMeasure()
var withUnmodelledStacks = CorpusMeasure()
var failed = 0
for name in names {
    let path = folder + "/" + name
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    do {
        let document = try DocumentLayout.read(Array(data), file: path)
        let scenes = DocumentLayout.layOut(document)
        let measure = CorpusMeasure(scenes: scenes)
        let views = scenes.flatMap { $0.views.map(\.view) }
        let hasUnmodelled = views.contains { $0.stack != nil && !StackViewSupport.isModelled($0) }
        let hasStacks = views.contains { $0.stack != nil }
        if hasUnmodelled {
            withUnmodelledStacks += measure
        } else {
            total += measure
            if hasStacks { withStacks += measure }
            if views.contains(where: { $0.stack?.isAppKit == true }) { withAppKitStacks += measure }
        }
        let tag = hasUnmodelled ? "[unmodelled stack views, not counted] " : hasStacks ? "[stack views] " : ""
        print("\(name): \(tag)\(measure.summary)")
        guard showMismatches else { continue }
        for scene in scenes {
            for result in scene.views where result.view.superview != nil && !StackViewSupport.isUnmodelled(result.view)
            {
                if result.isCompared, result.isMisplaced {
                    print(
                        "  frame \(result.view.location): \(result.view.element) stored \(ScriptText.frame(result.view.documentFrame)) solved \(ScriptText.frame(result.frame))\(result.isAmbiguous ? " ambiguous" : "")"
                    )
                }
                if result.isAmbiguous != result.view.documentAmbiguous {
                    print(
                        "  ambiguity \(result.view.location): \(result.view.element) ours \(result.isAmbiguous) \(result.ambiguousComponents) document \(result.view.documentAmbiguous)"
                    )
                }
            }
        }
    } catch {
        failed += 1
        print("\(name): \(error)")
    }
}
print(
    "documents \(names.count), read \(names.count - failed), with unmodelled stack views (not counted) \(withUnmodelledStacks.documents)"
)
print("total (\(total.documents) documents): \(total.summary)")
print("of which with stack views (\(withStacks.documents)): \(withStacks.summary)")
print("of which with NSStackViews (\(withAppKitStacks.documents)): \(withAppKitStacks.summary)")
print(
    "documents with unmodelled stack views (\(withUnmodelledStacks.documents)), views outside them: \(withUnmodelledStacks.summary)"
)
