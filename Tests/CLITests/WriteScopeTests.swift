import Foundation
import Testing

/// What `--write` creates besides the files it rewrites: a support file only for callers it writes.
@Suite struct WriteScopeTests {
    static func package(_ tree: TemporaryTree) throws {
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

            """)
        try tree.write("Sources/App/Card.swift", """
            import SwiftUI

            struct Card: View {
                var body: some View {
                    Text("a").background(.thinMaterial, in: Capsule())
                }
            }

            """)
    }

    @Test func noHelperIsCreatedWhenItsOnlyCallerCannotBeWritten() throws {
        let tree = try TemporaryTree()
        try Self.package(tree)
        let card = tree.url("Sources/App/Card.swift").path
        #expect(chmod(card, 0o444) == 0)
        let before = try tree.read("Sources/App/Card.swift")
        let run = try Executable.run(["--write", "Sources"], in: tree.root)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("read-only"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.url("Sources/App/AdaptiveGlassBackground.swift").path), "\(run.stderr)")
        #expect(try tree.read("Sources/App/Card.swift") == before)
    }
}
