import Testing
import GlassMigrate
import GlassMigrateTransforms

/// The run gathers `ModuleGlass` over a module's files, so a rule in one file knows the glass and the
/// declarations of another.
@Suite struct ModuleGlassRunTests {
    private func package(_ directory: TemporaryDirectory) throws {
        try directory.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

            """)
    }

    @Test func aMaterialBehindAViewOfTheModuleThatBecomesGlassStays() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try package(directory)
        try directory.write("Sources/App/Tag.swift", """
            import SwiftUI

            struct Tag: View {
                var body: some View {
                    Text("Tag").padding(4).background(.thinMaterial, in: Capsule())
                }
            }

            """)
        try directory.write("Sources/App/Shelf.swift", """
            import SwiftUI

            struct Shelf: View {
                var body: some View {
                    HStack { Tag() }
                        .padding()
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                }
            }

            """)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        let changed = report.files.filter(\.changed).map { ReportPath.relative($0.path, to: directory.path) }
        #expect(changed == ["Sources/App/Tag.swift"])
        let left = report.findings.filter { $0.ruleID == "material-background/glass-on-glass" }
        #expect(left.map { ReportPath.relative($0.path, to: directory.path) } == ["Sources/App/Shelf.swift"])
        #expect(left.first?.message.contains("`Tag`") == true)
    }

    @Test func aMaterialUnderTheModulesOwnGlassModifierStays() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try package(directory)
        try directory.write("Sources/App/OwnGlass.swift", """
            import SwiftUI

            struct OwnGlass: ViewModifier {
                @ViewBuilder
                func body(content: Content) -> some View {
                    if #available(iOS 26.0, *) {
                        content.glassEffect(in: RoundedRectangle(cornerRadius: 16))
                    } else {
                        content
                    }
                }
            }

            """)
        try directory.write("Sources/App/Feed.swift", """
            import SwiftUI

            struct Feed: View {
                var body: some View {
                    VStack {
                        Text("a").padding(6).background(.thinMaterial, in: Capsule())
                    }
                    .modifier(OwnGlass())
                }
            }

            """)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        #expect(report.files.allSatisfy { !$0.changed })
        let left = report.findings.filter { $0.ruleID == "material-background/glass-on-glass" }
        #expect(left.count == 1 && left.first?.message.contains("OwnGlass") == true, "\(left.map(\.message))")
    }

    @Test func aWrappersGlassEffectInAnotherFileHidesNoUngatedCall() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try package(directory)
        try directory.write("Sources/App/Backport.swift", """
            import SwiftUI

            struct Backport<Content> {
                let content: Content
            }

            extension View {
                var backport: Backport<Self> { Backport(content: self) }
            }

            extension Backport where Content: View {
                @ViewBuilder
                func glassEffect(in shape: some Shape) -> some View {
                    if #available(iOS 26.0, *) {
                        content.glassEffect(.regular, in: shape)
                    } else {
                        content.background(.thinMaterial, in: shape)
                    }
                }
            }

            """)
        try directory.write("Sources/App/Badge.swift", """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    VStack {
                        Text("wrapped").padding().backport.glassEffect(in: Capsule())
                        Text("x").padding().glassEffect(in: Capsule())
                    }
                }
            }

            """)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        let availability = report.findings.filter { $0.ruleID == "glass-availability" }
        #expect(availability.map { "\(ReportPath.relative($0.path, to: directory.path)):\($0.location.line)" } == ["Sources/App/Badge.swift:7"],
                "\(availability.map(\.message))")
    }
}
