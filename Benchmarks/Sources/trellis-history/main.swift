import Foundation
import TrellisLayout
import TrellisSolver

// trellis-history: does a long-lived solver stay as fast and as small as a
// new one? Three histories of adding and removing, each timed per cycle
// (the first and the last thousand cycles) with the process's resident
// memory before and after. No kiwi side: this checks our own growth.
//
//     swift run -c release --package-path Benchmarks trellis-history [--cycles N]

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// This process's resident memory in kB (`VmRSS`), 0 where there is no /proc.
func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
}

struct Failure: Error, CustomStringConvertible {
    let description: String
}

/// One history's figures.
struct History {
    let name: String
    let cycles: Int
    var firstThousand = 0.0, lastThousand = 0.0
    var memoryBefore = 0, memoryAfter = 0

    /// Runs `cycle` `cycles` times, timing the first and last thousand.
    init(_ name: String, cycles: Int, _ cycle: (Int) throws -> Void) rethrows {
        self.name = name
        self.cycles = cycles
        memoryBefore = residentKilobytes()
        var start = now()
        for index in 0..<cycles {
            if index == 1000 { firstThousand = (now() - start) / 1000 }
            if index == cycles - 1000 { start = now() }
            try cycle(index)
        }
        lastThousand = (now() - start) / 1000
        memoryAfter = residentKilobytes()
    }

    var row: String {
        func micro(_ seconds: Double) -> String { String(format: "%.1f µs", seconds * 1e6) }
        let growth = Double(memoryAfter - memoryBefore) / Double(cycles) * 1000
        return "| \(name) | \(cycles) | \(micro(firstThousand)) | \(micro(lastThousand)) | "
            + "\(memoryBefore / 1024) → \(memoryAfter / 1024) MB | \(String(format: "%.0f", growth)) kB |"
    }
}

/// A row of `n` views at the solver level: x(i) = x(i-1) + w(i-1) + 8,
/// widths 50 (hug 250, resist 750), inside `n · 58 + 400`.
func rowOfViews(_ n: Int) throws -> (Solver, [Variable]) {
    let solver = Solver()
    let left = Variable("left")
    try solver.add(left .== 0)
    var end = left + 0  // an expression (the type name is ambiguous beside Foundation)
    var widths: [Variable] = []
    for i in 0..<n {
        let x = Variable("x\(i)"), w = Variable("w\(i)")
        try solver.add(x .== end + 8)
        try solver.add(w .<= 50 ~ 250)
        try solver.add(w .>= 50 ~ 750)
        end = x + w
        widths.append(w)
    }
    try solver.add(end .<= Double(n * 58 + 400))
    return (solver, widths)
}

func main() throws {
    var cycles = 100_000
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let index = arguments.firstIndex(of: "--cycles"), index + 1 < arguments.count, let n = Int(arguments[index + 1])
    {
        cycles = max(2000, n)
    }
    var histories: [History] = []

    // 1. A drag: an edit variable on view 20's width of a row of 200 views,
    // added, moved and removed (each cycle pivots through the row).
    let (row, widths) = try rowOfViews(200)
    histories.append(
        try History("drag: edit added, moved, removed (row of 200 views)", cycles: cycles) { index in
            try row.addEditVariable(widths[20], priority: 500)
            let asked = Double(40 + index % 30)
            try row.suggestValue(asked, for: widths[20])
            // Below 50 the resistance (750) beats the edit (500); above, the edit beats the hug (250).
            guard row.value(of: widths[20]) == max(50, asked) else {
                throw Failure(
                    description: "drag \(index): width \(row.value(of: widths[20])), expected \(max(50, asked))")
            }
            try row.removeEditVariable(widths[20])
        })

    // 2. A view replaced: c(k) == left + 10 (a definition of a fresh
    // variable) replaces c(k-1), with left edited; then left moves.
    let solver = Solver()
    let left = Variable("left")
    try solver.addEditVariable(left, priority: .high)
    var pin = Variable("c") .== left + 10
    try solver.add(pin)
    histories.append(
        try History("view replaced: a definition off an edited edge", cycles: cycles) { index in
            try solver.remove(pin)
            let c = Variable("c")
            pin = c .== left + 10
            try solver.add(pin)
            try solver.suggestValue(Double(index % 7), for: left)
            guard solver.value(of: c) == Double(index % 7) + 10 else {
                throw Failure(description: "replacement \(index): c is \(solver.value(of: c))")
            }
        })

    // 3. A toast at the Layout level: two views (a label in a box, 6
    // constraints and the label's content size) added over a screen of
    // 100 cells, laid out, read, removed.
    let engine = LayoutEngine()
    let screen = engine.makeView("screen")
    _ = engine.pinFrame(of: screen, to: Rect(x: 0, y: 0, width: 375, height: 6000))
    var above = screen.topAnchor
    for i in 0..<100 {
        let cell = engine.makeView("cell\(i)", in: screen)
        cell.intrinsicContentSize = Size(width: 100, height: 40)
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 8),
            cell.topAnchor.constraint(equalTo: above, constant: 8),
        ])
        above = cell.bottomAnchor
    }
    histories.append(
        try History("toast: 2 views added, laid out, removed (Layout)", cycles: max(2000, cycles / 2)) { index in
            let toast = engine.makeView("toast", in: screen)
            let label = engine.makeView("label", in: toast)
            label.intrinsicContentSize = Size(width: 120, height: 20)
            LayoutConstraint.activate([
                toast.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
                toast.bottomAnchor.constraint(equalTo: screen.bottomAnchor, constant: -40),
                label.leadingAnchor.constraint(equalTo: toast.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: toast.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: toast.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: toast.bottomAnchor, constant: -8),
            ])
            // 144 × 36 box centred at the bottom: x = (375 - 144) / 2, y = 6000 - 40 - 36.
            let expected = Rect(x: 115.5, y: 5924, width: 144, height: 36)
            guard toast.frame == expected, label.frame == Rect(x: 12, y: 8, width: 120, height: 20) else {
                throw Failure(description: "toast \(index): \(toast.frame), label \(label.frame)")
            }
            toast.removeFromSuperview()
        })

    print(
        "| history | cycles | per cycle, first 1,000 | per cycle, last 1,000 | resident memory | growth per 1,000 cycles |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    for history in histories { print(history.row) }
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("trellis-history: error: \(error)\n".utf8))
    exit(1)
}
