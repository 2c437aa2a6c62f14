import Foundation
import TrellisCLI

// The `trellis` executable: everything happens in `TrellisCLI`; this only wires it to the process.
// A reader that closes its pipe early is an EPIPE from `write` (Console), not a signal.
signal(SIGPIPE, SIG_IGN)
// What the command lays out is left for the exit to reclaim (`Trellis.forExitingProcess`):
// the command, which holds it, lives until `exit`.
let trellis = Trellis.forExitingProcess()
let status = trellis.run(Array(CommandLine.arguments.dropFirst()))
withExtendedLifetime(trellis) { exit(status.rawValue) }
