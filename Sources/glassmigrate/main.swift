import Foundation
import GlassMigrateTransforms

// Everything testable lives in Command and Options; this file only wires the process to them.
exit(Command.main(arguments: Array(CommandLine.arguments.dropFirst()), transforms: BuiltinTransforms.all, console: .system))
