import Foundation
import GlassMigrate
import GlassMigrateTransforms

// Everything testable lives in Command and Options; this file only wires the process to them.
// Signals first: they must be blocked before any other thread starts.
Interruption.install()
let console = Console.system
// `CommandLine.arguments` quietly repairs bytes that are not UTF-8, naming a file that does not exist.
var arguments: [String] = []
var undecodable: Set<String> = []
for index in 1..<Int(CommandLine.argc) {
    guard let pointer = CommandLine.unsafeArgv[index] else { continue }
    let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
    let text = String(decoding: bytes, as: UTF8.self)
    if Array(text.utf8) == bytes {
        arguments.append(text)
    } else {
        let escaped = FileDiscovery.escaped(bytes)
        arguments.append(escaped)
        undecodable.insert(escaped)
    }
}
let status = Command.main(arguments: arguments, transforms: BuiltinTransforms.all, console: console, undecodableArguments: undecodable)
exit(console.finish(status))
