import Testing
import GlassMigrate
import GlassMigrateTransforms

/// A design system's `Material` token declared in one file of a target is a material in the target's
/// other files, which need not name any material themselves; a name the module also declares with
/// another type, or that another target declares, is not.
@Suite struct MaterialTokenModuleTests {
    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shop", platforms: [.iOS(.v17)],
                              targets: [.target(name: "App"), .target(name: "Other")])

        """
    private static let use = """
        import SwiftUI

        struct Toast: View {
            var body: some View {
                Text("Saved")
                    .padding()
                    .background(Tokens.popup, in: RoundedRectangle(cornerRadius: 10))
            }
        }

        """

    private func run(tokens: String) throws -> (app: String, other: String) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", Self.manifest)
        try directory.write("Sources/App/Tokens.swift", tokens)
        try directory.write("Sources/App/Toast.swift", Self.use)
        try directory.write("Sources/Other/Toast.swift", Self.use)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        // A file the run leaves alone comes back with no edits (and its output is not kept).
        let output = { (path: String) -> String in
            guard let file = report.files.first(where: { ReportPath.relative($0.path, to: directory.path) == path }) else {
                return "(not in the report)"
            }
            if file.edits.isEmpty { return Self.use }
            return String(decoding: file.output, as: UTF8.self)
        }
        return (output("Sources/App/Toast.swift"), output("Sources/Other/Toast.swift"))
    }

    @Test func aMaterialTokenOfAnotherFileIsMigrated() throws {
        let result = try run(tokens: """
            import SwiftUI

            enum Tokens {
                static let popup: Material = .thinMaterial
            }

            """)
        #expect(result.app.contains(".adaptiveGlassBackground(Tokens.popup, in: RoundedRectangle(cornerRadius: 10))"), "\(result.app)")
        // The other target does not see the token: its file stays as it was.
        #expect(result.other == Self.use)
    }

    @Test func aNameAlsoDeclaredWithAnotherTypeIsLeft() throws {
        let result = try run(tokens: """
            import SwiftUI

            enum Tokens {
                static let popup: Material = .thinMaterial
            }

            enum Palette {
                static let popup: Color = .gray
            }

            """)
        #expect(result.app == Self.use)
    }
}
