import Foundation
import Testing
@testable import SwiftSource

/// The `.swiftinterface` files shipped with the Swift toolchain are large, real, compiler-written
/// Swift: every one must tile exactly and balance.
@Suite struct LexingToolchainInterfaceTests {
    /// The interface files under `<toolchain>/lib/swift*`, found from the real path of `swift` on `PATH`.
    static func interfaceFiles() -> [String] {
        let fileManager = FileManager.default
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
            let toolchainLib = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("lib")
            guard let entries = try? fileManager.contentsOfDirectory(atPath: toolchainLib.path) else { continue }
            var found: [String] = []
            for entry in entries where entry.hasPrefix("swift") {
                let root = toolchainLib.appendingPathComponent(entry)
                guard let walker = fileManager.enumerator(atPath: root.path) else { continue }
                while let relative = walker.nextObject() as? String {
                    if relative.hasSuffix(".swiftinterface") { found.append(root.appendingPathComponent(relative).path) }
                }
            }
            if !found.isEmpty { return found.sorted() }
        }
        return []
    }

    static let files = interfaceFiles()

    // Without a toolchain's interface files the test is reported as skipped, not as passed.
    @Test(.enabled(if: !files.isEmpty, "no .swiftinterface files found next to `swift` on PATH"))
    func everyInterfaceTilesAndBalances() throws {
        var failures: [String] = []
        for file in Self.files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            let source = SourceFile(path: file, bytes: bytes)
            if let problem = LexerCheck.tilingProblem(source.tokens, bytes) {
                failures.append("\(file): \(problem)")
                continue
            }
            do {
                _ = try BracketTree(source)
            } catch {
                failures.append("\(file): \(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(Self.files.count) interfaces failed:\n\(failures.joined(separator: "\n"))")
        #expect(Self.files.count > 10)
    }
}
