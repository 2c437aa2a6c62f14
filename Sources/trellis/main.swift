import Foundation

// The `trellis` executable: everything happens in `Trellis`; this only wires it to the process.
// A reader that closes its pipe early is an EPIPE from `write` (Console), not a signal.
signal(SIGPIPE, SIG_IGN)
let status = Trellis().run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
