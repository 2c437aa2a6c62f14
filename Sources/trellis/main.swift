import Foundation

// The `trellis` executable: everything happens in `Trellis`; this only wires it to the process.
let status = Trellis().run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
