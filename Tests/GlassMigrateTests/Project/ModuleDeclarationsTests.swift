import Testing
import GlassMigrate
import GlassMigrateTransforms

/// A wrapper package's own `GlassEffectContainer` and `glassEffect(radius:)`, declared in one file and
/// used in another of the same target, are the module's API; in another target they are not.
@Suite struct ModuleDeclarationsTests {
    @Test func declarationsInAnotherFileOfTheTargetCount() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Wrap", platforms: [.iOS(.v17)],
                                  targets: [.target(name: "Wrap"), .target(name: "App")])

            """)
        try directory.write("Sources/Wrap/Container.swift", """
            import SwiftUI

            public struct GlassEffectContainer<Content: View>: View {
                @ViewBuilder public var content: Content
                public var body: some View { content.background(.thinMaterial) }
            }

            extension View {
                public func glassEffect(radius: CGFloat) -> some View { background(.thinMaterial) }
            }

            """)
        let use = """
            import SwiftUI

            struct Panel: View {
                var body: some View {
                    GlassEffectContainer { Text("a").glassEffect(radius: 8) }
                }
            }

            """
        try directory.write("Sources/Wrap/Panel.swift", use)
        try directory.write("Sources/App/Panel.swift", use)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        let availability = report.findings.filter { $0.ruleID == "glass-availability" }
        // In the other target the container is SwiftUI's as far as the tool can tell; `glassEffect(radius:)` fits no SwiftUI signature.
        #expect(availability.map { ReportPath.relative($0.path, to: directory.path) } == ["Sources/App/Panel.swift"],
                "\(availability.map(\.path))")
    }
}
