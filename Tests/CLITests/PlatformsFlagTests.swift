import Foundation
import Testing

/// A package that lists visionOS, which the team does not ship: `--platforms` or `platforms` in the
/// configuration silences what is only about visionOS, and nothing else.
@Suite struct PlatformsFlagTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "App", platforms: [.iOS(.v17), .visionOS(.v1)], targets: [.target(name: "App")])

        """

    static let source = """
        import SwiftUI

        struct Bar: View {
            var body: some View {
                if #available(iOS 26.0, *) {
                    Text("a").glassEffect()
                }
            }
        }

        """

    static func tree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", manifest)
        try tree.write("Sources/App/Bar.swift", source)
        return tree
    }

    @Test func visionOSIsReportedUnlessTheTeamShipsWithoutIt() throws {
        let tree = try Self.tree()
        let all = try Executable.run(["--check", "Sources"], in: tree.root)
        #expect(all.status == 1)
        #expect(all.text.contains("does not exist on visionOS"), "\(all.text)")

        let flag = try Executable.run(["--check", "--platforms", "iOS,macOS", "Sources"], in: tree.root)
        #expect(flag.status == 0, "\(flag.text)\(flag.stderr)")
        #expect(!flag.text.contains("[glass-availability]"))

        try tree.write(".glassmigrate.json", #"{"platforms": ["iOS"]}"#)
        let configured = try Executable.run(["--check", "Sources"], in: tree.root)
        #expect(configured.status == 0, "\(configured.text)\(configured.stderr)")
        let printed = try Executable.run(["--print-config", "Sources"], in: tree.root)
        #expect(printed.text.contains("\"platforms\": [\n    \"iOS\"  // .glassmigrate.json\n  ],"), "\(printed.text)")
        let overridden = try Executable.run(["--print-config", "--platforms", "iOS,macOS", "Sources"], in: tree.root)
        #expect(overridden.text.contains("\"platforms\": [\n    \"iOS\",  // command line\n    \"macOS\"  // command line\n  ],"),
                "\(overridden.text)")
    }

    @Test func aMistypedPlatformIsAUsageError() throws {
        let tree = try Self.tree()
        let run = try Executable.run(["--platforms", "iOS,andriod", "Sources"], in: tree.root)
        #expect(run.status == 2)
        #expect(run.stderr == "glassmigrate: error: --platforms must name platforms among iOS, macOS, tvOS, watchOS, visionOS, macCatalyst, not 'andriod'\n")
    }
}
