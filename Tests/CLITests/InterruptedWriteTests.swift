import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--write` killed at random points of a generated package: every file is exactly its old or its new
/// text, no temporary file outlives a catchable signal, and a second `--write` completes the migration.
@Suite(.serialized) struct InterruptedWriteTests {
    /// A package for iOS 17 whose files need rewrites that need the generated helper (`material-background`,
    /// adaptive style: `Cards/`, written first) and rewrites that stand alone (`glass-effect-order`: `Views/`).
    static func makePackage(files: Int) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

            """)
        for index in 0..<files {
            let needsHelper = index.isMultiple(of: 3)
            let body = needsHelper
                ? "Text(\"\(index)\").background(.thinMaterial, in: Capsule())"
                : "Text(\"\(index)\").glassEffect(Glass.regular).padding()"
            try tree.write("Sources/App/\(needsHelper ? "Cards" : "Views")/V\(index).swift", """
                import SwiftUI

                struct V\(index): View {
                    var body: some View {
                        \(body)
                    }
                }

                """)
        }
        return tree
    }

    static let helper = "Sources/App/AdaptiveGlassBackground.swift"

    /// Every file under `root` (relative path → bytes), temporary files included.
    static func snapshot(_ root: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[relative] = [UInt8](try Data(contentsOf: url))
        }
        return files
    }

    static func temporaries(in files: [String: [UInt8]]) -> [String] {
        files.keys.filter { $0.contains(".glassmigrate-") }.sorted()
    }

    /// Starts `--write Sources` in `tree`, sends `signal` after `delay` seconds, and waits for the end.
    static func interruptedWrite(in tree: TemporaryTree, signal: Int32, after delay: Double) throws -> Process {
        let process = Process()
        process.executableURL = Executable.url
        process.arguments = ["--write", "--quiet", "Sources"]
        process.currentDirectoryURL = tree.root
        process.environment = ["CI": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(UInt32(delay * 1_000_000))
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process
    }

    @Test func killedAtRandomPointsEveryFileIsOldOrNewAndARerunCompletes() throws {
        let pristine = try Self.makePackage(files: 36)
        let before = try Self.snapshot(pristine.root)

        // The uninterrupted migration, and how long it takes, to aim the signals inside it.
        let reference = try pristine.copy()
        let start = Date()
        let full = try Executable.run(["--write", "--quiet", "Sources"], in: reference.root)
        let duration = Date().timeIntervalSince(start)
        #expect(full.status == 0, "\(full.stderr)")
        let after = try Self.snapshot(reference.root)
        #expect(after.keys.contains(Self.helper))
        #expect(after.count == before.count + 1)

        // A new point each run (a failure names it), so CI runs together cover the whole write.
        var generator = SystemRandomNumberGenerator()
        for (round, signal) in [SIGTERM, SIGINT, SIGKILL, SIGTERM, SIGKILL].enumerated() {
            let tree = try pristine.copy()
            let delay = Double.random(in: 0...(duration * 1.2), using: &generator)
            let process = try Self.interruptedWrite(in: tree, signal: signal, after: delay)
            let context = "round \(round), signal \(signal) after \(Int(delay * 1000)) ms of \(Int(duration * 1000))"
            // Ended by the signal, or finished before it came.
            let endedBySignal = process.terminationReason == .uncaughtSignal && process.terminationStatus == signal
            let finished = process.terminationReason == .exit && process.terminationStatus == 0
            #expect(endedBySignal || finished, "\(context): \(process.terminationReason) \(process.terminationStatus)")

            let interrupted = try Self.snapshot(tree.root)
            for (path, bytes) in interrupted where !path.contains(".glassmigrate-") {
                let oldOrNew = bytes == before[path] || bytes == after[path]
                #expect(oldOrNew, "\(context): \(path) is neither old nor new")
            }
            if signal != SIGKILL {
                #expect(Self.temporaries(in: interrupted).isEmpty, "\(context): \(Self.temporaries(in: interrupted))")
            }

            let rerun = try Executable.run(["--write", "--quiet", "Sources"], in: tree.root)
            #expect(rerun.status == 0, "\(context): \(rerun.stderr)")
            let completed = try Self.snapshot(tree.root)
            #expect(Self.temporaries(in: completed).isEmpty, "\(context): \(Self.temporaries(in: completed))")
            let unmigrated = after.keys.filter { $0 != Self.helper && completed[$0] != after[$0] }.sorted()
            #expect(unmigrated.isEmpty, "\(context): not migrated by the rerun: \(unmigrated)")
            #expect(Set(completed.keys).subtracting(after.keys).isEmpty, "\(context): \(Set(completed.keys).subtracting(after.keys))")
            // Helpers are written before the sources that call them, and a rerun plans a helper for files
            // that already call it, so whatever the kill left, the rerun ends with the helper in place.
            #expect(completed[Self.helper] == after[Self.helper], "\(context): the rerun did not create the missing helper")
        }
    }
}
