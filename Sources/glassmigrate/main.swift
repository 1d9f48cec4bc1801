import Foundation
import GlassMigrateTransforms

// Everything testable lives in Command and Options; this file only wires the process to them.
// Signals first: they must be blocked before any other thread starts.
Interruption.install()
let console = Console.system
let status = Command.main(arguments: Array(CommandLine.arguments.dropFirst()), transforms: BuiltinTransforms.all, console: console)
exit(console.finish(status))
