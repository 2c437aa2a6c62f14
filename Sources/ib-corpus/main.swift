import Foundation
import InterfaceBuilderCorpus
import TrellisInterfaceBuilder
import TrellisLayoutScript

// ib-corpus FOLDER [--manifest FILE] [--set fit|held-out] [--mismatches] [--held-out-details]
//
// Reads every .storyboard and .xib in a folder (not recursively), lays each out and prints, per
// document and in total, the views compared with their stored frames, how many match within
// 0.5 point, agreement with the documents' ambiguous flags, and whether `check` agrees with
// Xcode: fails a document Xcode stored a misplaced or ambiguous flag on; on one whose stored
// frames break a required constraint (Xcode shows a conflict, which it never stores, or, when
// the constraints can all hold, misplaced views), reports a conflict or, finding none, misplaces
// a view of a broken constraint; passes the others. The agreement under the two older
// definitions (only a conflict agrees there; pass every unflagged document) is printed beside
// it, so the change of definition shows.
// Documents with stack views that are not modelled (a stack at a xib's root, NSStackView forms
// StackViewSupport does not model) are measured separately; those with modelled stack views
// count, and are also summed apart (NSStackViews on their own line too).
//
// The manifest (FILE, or FOLDER/manifest.tsv when present) puts each document in the fit or the
// held-out set; the totals are then also split by set and by stratum (CorpusStrata). --set
// measures one set only. Held-out documents appear only in totals: their own lines and their
// mismatches are printed only with --held-out-details.
// --mismatches also prints each disagreeing view of the other documents (for finding classes),
// the class of each document on which check and Xcode disagree (CheckDisagreement, counted at the end),
// each constraint their stored frames break, and each document check fails only on misplaced views resting on
// unstored metrics (UnstoredOnlyFailure).

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let usage =
    "usage: ib-corpus FOLDER [--manifest FILE] [--set fit|held-out] [--mismatches] [--held-out-details]"
var arguments = Array(CommandLine.arguments.dropFirst())
var folder: String?
var manifestPath: String?
var onlySet: CorpusManifest.DocumentSet?
var showMismatches = false
var showHeldOut = false
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--mismatches": showMismatches = true
    case "--held-out-details": showHeldOut = true
    case "--manifest":
        guard !arguments.isEmpty else { fail(usage) }
        manifestPath = arguments.removeFirst()
    case "--set":
        guard !arguments.isEmpty, let set = CorpusManifest.DocumentSet(rawValue: arguments.removeFirst()) else {
            fail(usage)
        }
        onlySet = set
    default:
        guard !argument.hasPrefix("-"), folder == nil else { fail(usage) }
        folder = argument
    }
}
guard let folder else { fail(usage) }
if manifestPath == nil, FileManager.default.fileExists(atPath: folder + "/manifest.tsv") {
    manifestPath = folder + "/manifest.tsv"
}
var manifest: CorpusManifest?
if let manifestPath {
    guard let data = FileManager.default.contents(atPath: manifestPath),
        let read = CorpusManifest(tsv: String(decoding: data, as: UTF8.self))
    else { fail("\(manifestPath): error: not a corpus manifest (a header with file and set columns)") }
    manifest = read
}
if onlySet != nil, manifest == nil { fail("ib-corpus: --set needs a manifest (--manifest FILE)") }

let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    .filter { onlySet == nil || manifest?.sets[$0] == onlySet }

/// The rows the totals are split into, in print order.
let setRows = ["all"] + (manifest == nil ? [] : CorpusManifest.DocumentSet.allCases.map(\.rawValue))
let strataRows: [(name: String, holds: (CorpusStrata) -> Bool)] = [
    ("", { _ in true }), ("Xcode ≥ 15", \.savedByXcode15OrLater), ("macOS", \.isMacOS),
    ("stack views", \.hasStackViews), ("cells", \.hasCells), ("launch screen or bare menu", \.isLaunchScreenOrBareMenu),
]
var split: [String: CorpusMeasure] = [:]
var total = CorpusMeasure()
var withStacks = CorpusMeasure()
var withAppKitStacks = CorpusMeasure()
var withUnmodelledStacks = CorpusMeasure()
var failed = 0
var hiddenHeldOut = 0
var disagreements: [CheckDisagreement: Int] = [:]
for name in names {
    let path = folder + "/" + name
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let set = manifest?.sets[name]
    let isHidden = set == .heldOut && !showHeldOut
    if isHidden { hiddenHeldOut += 1 }
    do {
        let bytes = Array(data)
        let document = try DocumentLayout.read(bytes, file: path)
        let scenes = DocumentLayout.layOut(document)
        let measure = CorpusMeasure(scenes: scenes)
        let strata = CorpusStrata(document: document, bytes: bytes, fileName: name)
        let views = scenes.flatMap { $0.views.map(\.view) }
        let hasUnmodelled = views.contains { $0.stack != nil && !StackViewSupport.isModelled($0) }
        let hasStacks = views.contains { $0.stack != nil }
        if hasUnmodelled {
            withUnmodelledStacks += measure
        } else {
            total += measure
            if hasStacks { withStacks += measure }
            if views.contains(where: { $0.stack?.isAppKit == true }) { withAppKitStacks += measure }
            for setRow in ["all", set?.rawValue].compactMap(\.self) {
                for stratum in strataRows where stratum.holds(strata) {
                    split[setRow + "|" + stratum.name, default: CorpusMeasure()] += measure
                }
            }
        }
        guard !isHidden else { continue }
        let tag = hasUnmodelled ? "[unmodelled stack views, not counted] " : hasStacks ? "[stack views] " : ""
        let checkVerdict =
            measure.checkPassing == 1
            ? "passes" : scenes.contains(where: DocumentCheckReporter.reportsConflict) ? "fails, a conflict" : "fails"
        let verdict =
            "check \(measure.checkAgreeing == 1 ? "agrees" : "disagrees") "
            + "(\(checkVerdict), Xcode \(measure.xcodeCategory))"
        print("\(name): \(tag)\(measure.summary), \(verdict)")
        guard showMismatches else { continue }
        if let disagreement = CheckDisagreement(scenes: scenes) {
            print("  check disagreement: \(disagreement.rawValue)")
            for finding in scenes.flatMap(DocumentCheckReporter.findings(for:)) where finding.failsRun {
                print("  check \(finding.textLines.first ?? "")")
            }
            disagreements[disagreement, default: 0] += 1
        }
        if let failure = UnstoredOnlyFailure(scenes: scenes) {
            print(
                "  unstored-only failure: Xcode \(measure.xcodeCategory), \(failure.views) views, largest difference "
                    + ScriptText.number(failure.largestDifference))
        }
        for scene in scenes {
            for broken in scene.storedFrameBreaks {
                print(
                    "  stored frames break \(broken.location): constraint '\(broken.constraintID)' by \(ScriptText.number(broken.amount))"
                )
            }
            for result in scene.views where result.view.superview != nil && !StackViewSupport.isUnmodelled(result.view)
            {
                if result.isCompared, result.isMisplaced {
                    print(
                        "  frame \(result.view.location): \(result.view.element) stored \(ScriptText.frame(result.view.documentFrame)) solved \(ScriptText.frame(result.frame))\(result.isAmbiguous ? " ambiguous" : "")"
                    )
                }
                if result.isAmbiguous != result.view.documentAmbiguous {
                    print(
                        "  ambiguity \(result.view.location): \(result.view.element) ours \(result.isAmbiguous) \(result.ambiguousComponents)\(result.ambiguousContentSize.isEmpty ? "" : " content \(result.ambiguousContentSize)") document \(result.view.documentAmbiguous)"
                    )
                }
            }
        }
    } catch {
        failed += 1
        print(isHidden ? "(a held-out document): not read" : "\(name): \(error)")
    }
}
print(
    "documents \(names.count), read \(names.count - failed), with unmodelled stack views (not counted) \(withUnmodelledStacks.documents)"
)
print("total (\(total.documents) documents): \(total.summary), \(total.checkSummary)")
print("of which with stack views (\(withStacks.documents)): \(withStacks.summary)")
print("of which with NSStackViews (\(withAppKitStacks.documents)): \(withAppKitStacks.summary)")
print(
    "documents with unmodelled stack views (\(withUnmodelledStacks.documents)), views outside them: \(withUnmodelledStacks.summary), \(withUnmodelledStacks.checkSummary)"
)
print("by set and stratum (counted documents):")
for setRow in setRows {
    for stratum in strataRows {
        let measure = split[setRow + "|" + stratum.name] ?? CorpusMeasure()
        let label = stratum.name.isEmpty ? setRow : "\(setRow), \(stratum.name)"
        print("  \(label) (\(measure.documents) documents): \(measure.summary), \(measure.checkSummary)")
    }
}
if showMismatches {
    print("check disagreements by class (documents shown):")
    for disagreement in CheckDisagreement.allCases {
        print("  \(disagreements[disagreement] ?? 0): \(disagreement.rawValue)")
    }
}
if hiddenHeldOut > 0 {
    print("\(hiddenHeldOut) held-out documents counted in the totals only (--held-out-details shows them)")
}
