import Foundation

/// Command-line options of `trellis-bench`.
struct Options {
    var quick = false
    var markdown: String?
    var workloads: URL?
    var python = "python3"
    var runsKiwi = true
    /// Row sizes we run (all of them, always).
    var rows = [1000, 3000, 10000]
    /// Row sizes above this are skipped on kiwi's side (it takes ~36 s at 10,000).
    var kiwiMaxRow = 3000
    var blocks = 100
    /// Feed sizes we run (all of them, always).
    var feeds = [1000, 10000]
    /// Feed sizes above this are skipped on kiwi's side (a build takes ~45 s of CPU at 1,000).
    var kiwiMaxFeed = 1000
    // `stacks` (the feed of nested stack views) runs only when asked for:
    // kiwi's side of it takes minutes of CPU at 1,000 cells.
    var only: Set<String> = ["enaml", "row", "blocks", "feed", "memory"]
    /// Sizes of the input families (`--only families`).
    var familySizes = [1000, 3000, 10000]
    /// The input families to run, by name (`--families`); all when nil.
    var familyNames: Set<String>?
    /// Samples of each input family, command and size (`--family-samples`; 11, or 1 with `--quick`).
    var familySamples: Int?
    /// Seconds a run of an input family may be predicted to take at a size that is still run (`--family-cap`).
    var familyCap = 60.0
    /// How many held-out families to draw (`--held-out`).
    var heldOutCount = 6
    var childRSSRow: Int?
    /// `--family-script NAME N`: only print that input family's script for
    /// size N (to run it with `trellis`, or under callgrind).
    var familyScript: (name: String, size: Int)?
    /// `--repeat NAME COUNT`: only run that enaml or blocks workload COUNT times
    /// (for `valgrind --tool=callgrind`: the difference of two counts is the
    /// cost of the operations).
    var repeatWorkload: (name: String, count: Int)?
    /// `--fair-run NAME COUNT BATCHES`: only run that enaml workload in
    /// batches back to back and print the median time of one operation (one
    /// side of `--only kiwi-fair`).
    var fairRun: (name: String, count: Int, batches: Int)?
    /// Batches of each workload and side in `--only kiwi-fair` (`--fair-batches`).
    var fairBatches = 21
    var verbose = false
    /// The CPU the alternated workloads run on, ours and kiwi's children
    /// (`--cpu`); the first allowed one when nil.
    var cpu: Int?
    /// `--no-pin`: leave the CPUs to the scheduler throughout.
    var pins = true
    /// Seconds to wait for one answer of kiwi's serve child before giving up on it.
    var kiwiTimeout = 60.0
    /// The arguments as given, for the report.
    var commandLine = ""

    /// Where the processes ran, for the report.
    var placement: String {
        guard pins, let cpu else {
            return "CPUs left to the scheduler" + (pins ? " (no CPU affinity on this system)" : " (`--no-pin`)")
        }
        return "the alternated workloads (enaml, blocks) pinned to CPU \(cpu), ours and kiwi's children alike; "
            + "the rest left to the scheduler"
    }

    static let usage = """
        usage: trellis-bench [options]

          --quick               tiny sizes, one sample each, kiwi only if installed (smoke test)
          --markdown PATH       also write the report as Markdown (Docs/Performance.md)
          --workloads DIR       folder holding enaml.layout (default: shared/workloads found
                                by walking up from the repository root)
          --python PATH         Python with kiwisolver (default python3)
          --no-kiwi             do not run kiwi
          --max-row N           largest row size kiwi runs (default 3000; 10000 takes kiwi ~36 s)
          --rows N,N,...        row sizes we run (default 1000,3000,10000)
          --blocks K            blocks in the K-blocks workload (default 100)
          --feeds N,N,...       feed sizes we run (default 1000,10000)
          --max-feed N          largest feed kiwi runs (default 1000; ~45 s a build there)
          --only LIST           any of enaml,row,blocks,feed,stacks,memory,families,kiwi-fair
                                (default all but stacks and families)
          --family-sizes N,...  sizes of the input families (default 1000,3000,10000)
          --families NAME,...   only these input families (`--family-script list` lists them)
          --fair-batches N      batches of each side and workload in kiwi-fair (default 21)
          --fair-run NAME COUNT BATCHES
                                only run enaml workload NAME in BATCHES batches of COUNT back to
                                back and print the median time of one (our side of kiwi-fair)
          --family-samples N    samples of each input family, command and size (default 11)
          --family-cap SECONDS  stop a family before a size whose runs are predicted longer (default 60)
          --held-out N          held-out families drawn from the run's seed (default 6; the seed
                                is the clock's unless TRELLIS_FAMILY_SEED is set)
          --repeat NAME COUNT   run only enaml.* or blocks.* COUNT times, untimed (for callgrind)
          --family-script NAME N
                                only print input family NAME's script (or storyboard) for size N;
                                `--family-script list 0` lists the names (held-out ones from
                                TRELLIS_FAMILY_SEED)
          --verbose             echo kiwi's output as it arrives
          --cpu N               take the alternated samples (enaml, blocks) on CPU N, ours and
                                kiwi's children alike (default: the first CPU allowed)
          --no-pin              leave the CPUs to the scheduler (ours and kiwi's may then
                                run on different CPUs)
          --kiwi-timeout S      give up on kiwi's serve child (enaml, blocks) after S seconds
                                without an answer (default 60)
        """

    init(arguments: [String]) throws {
        commandLine = arguments.joined(separator: " ")
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw BenchmarkFailure("\(flag) needs a value\n\n\(Self.usage)") }
            return v
        }
        func int(_ flag: String) throws -> Int {
            guard let n = Int(try value(flag)) else { throw BenchmarkFailure("\(flag) needs a number") }
            return n
        }
        func sizes(_ flag: String) throws -> [Int] {
            try value(flag).split(separator: ",").map {
                guard let n = Int($0), n > 0 else { throw BenchmarkFailure("\(flag): bad size \($0)") }
                return n
            }
        }
        var rowsGiven = false, blocksGiven = false, maxRowGiven = false, feedsGiven = false, maxFeedGiven = false,
            familiesGiven = false
        while let flag = rest.popFirst() {
            switch flag {
            case "--quick": quick = true
            case "--markdown": markdown = try value(flag)
            case "--workloads": workloads = URL(fileURLWithPath: try value(flag))
            case "--python": python = try value(flag)
            case "--no-kiwi": runsKiwi = false
            case "--max-row": kiwiMaxRow = try int(flag); maxRowGiven = true
            case "--rows": rows = try sizes(flag); rowsGiven = true
            case "--blocks": blocks = try int(flag); blocksGiven = true
            case "--feeds": feeds = try sizes(flag); feedsGiven = true
            case "--max-feed": kiwiMaxFeed = try int(flag); maxFeedGiven = true
            case "--family-sizes": familySizes = try sizes(flag); familiesGiven = true
            case "--families": familyNames = Set(try value(flag).split(separator: ",").map(String.init))
            case "--family-samples": familySamples = try int(flag)
            case "--fair-batches": fairBatches = try int(flag)
            case "--fair-run": fairRun = (try value(flag), try int(flag), try int(flag))
            case "--held-out": heldOutCount = try int(flag)
            case "--family-cap":
                guard let s = Double(try value(flag)), s > 0 else {
                    throw BenchmarkFailure("\(flag) needs a positive number")
                }
                familyCap = s
            case "--only": only = Set(try value(flag).split(separator: ",").map(String.init))
            case "--child-rss-row": childRSSRow = try int(flag)
            case "--repeat": repeatWorkload = (try value(flag), try int(flag))
            case "--family-script": familyScript = (try value(flag), try int(flag))
            case "--verbose": verbose = true
            case "--cpu": cpu = try int(flag)
            case "--no-pin": pins = false
            case "--kiwi-timeout":
                guard let s = Double(try value(flag)), s > 0 else {
                    throw BenchmarkFailure("\(flag) needs a positive number")
                }
                kiwiTimeout = s
            case "-h", "--help": throw BenchmarkFailure(Self.usage)
            default: throw BenchmarkFailure("unknown option \(flag)\n\n\(Self.usage)")
            }
        }
        if quick {
            if !rowsGiven { rows = [100, 300, 1000] }
            if !blocksGiven { blocks = 10 }
            if !maxRowGiven { kiwiMaxRow = 300 }
            if !feedsGiven { feeds = [100, 1000] }
            if !maxFeedGiven { kiwiMaxFeed = 100 }
            if !familiesGiven { familySizes = [100, 300, 1000] }
        }
    }
}

/// Where things are: the repository, the kiwi script, the workload files.
struct Paths {
    let repositoryRoot: URL
    let kiwiScript: URL
    let workloads: URL

    init(options: Options) throws {
        // This file is Benchmarks/Sources/trellis-bench/Options.swift.
        let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        repositoryRoot = benchmarks.deletingLastPathComponent()
        kiwiScript = benchmarks.appendingPathComponent("kiwi/bench_kiwi.py")
        if let given = options.workloads {
            workloads = given
        } else {
            // `../shared/workloads` from the repository root; from a worktree
            // (work/wt/NAME) the same folder is one level further up.
            var directory = repositoryRoot
            var found: URL?
            for _ in 0..<4 {
                directory = directory.deletingLastPathComponent()
                let candidate = directory.appendingPathComponent("shared/workloads")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("enaml.layout").path) {
                    found = candidate
                    break
                }
            }
            guard let found else {
                throw BenchmarkFailure(
                    "cannot find shared/workloads/enaml.layout above \(repositoryRoot.path); pass --workloads DIR")
            }
            workloads = found
        }
    }
}

extension Options {
    /// The input families to run: those named by `--families`, or all.
    var families: [InputFamily] {
        InputFamily.all.filter { familyNames?.contains($0.name) ?? true }
    }

    /// The held-out families to run: `--held-out` of them from `seed`, filtered by `--families` too.
    func heldOutFamilies(seed: UInt64) -> [InputFamily] {
        InputFamily.heldOut(seed: seed, count: heldOutCount).filter { familyNames?.contains($0.name) ?? true }
    }
}
