import Foundation
import TrellisCLI

// The `trellis` executable: everything happens in `TrellisCLI`; this only wires it to the process.
// A reader that closes its pipe early is an EPIPE from `write` (Console), not a signal.
signal(SIGPIPE, SIG_IGN)
exit(Trellis().run(Array(CommandLine.arguments.dropFirst())).rawValue)
