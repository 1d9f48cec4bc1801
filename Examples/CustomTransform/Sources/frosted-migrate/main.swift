import Foundation
import FrostedPanel
import GlassMigrate
import GlassMigrateTransforms

// Usage: frosted-migrate FILE… — prints a unified diff of the migration; writes nothing.
let engine = Engine(transforms: [FrostedPanelTransform()] + BuiltinTransforms.all)
var status: Int32 = 0
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): cannot read\n".utf8))
        status = 3
        continue
    }
    let result = engine.run(path: path, bytes: [UInt8](data))
    if let error = result.error {
        FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
        status = 3
    }
    for finding in result.findings {
        FileHandle.standardError.write(Data("\(path):\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n".utf8))
    }
    print(UnifiedDiff.make(oldPath: path, newPath: path, old: result.original, new: result.output), terminator: "")
}
exit(status)
