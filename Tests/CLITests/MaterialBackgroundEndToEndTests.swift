import Foundation
import Testing

/// The built-in `material-background` rule through the command line, on a package for iOS 17 and macOS 14.
@Suite struct MaterialBackgroundEndToEndTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            platforms: [.iOS(.v17), .macOS(.v14)],
            targets: [.target(name: "Shop")]
        )

        """

    static let badge = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Group {
                    Text("New")
                        .padding(8)
                        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
                    Text("Sale")
                        .padding(.horizontal, 12)
                        .background(.thinMaterial, in: Capsule()) // pill
                }
            }
        }

        """

    /// Each site keeps its material and shape for the fallback the helper draws before 26.
    static let badgeMigrated = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Group {
                    Text("New")
                        .padding(8)
                        .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
                    Text("Sale")
                        .padding(.horizontal, 12)
                        .adaptiveGlassBackground(.thinMaterial, in: Capsule()) // pill
                }
            }
        }

        """

    static let helperPath = "Sources/Shop/AdaptiveGlassBackground.swift"

    private func makeTree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", Self.manifest)
        try tree.write("Sources/Shop/Badge.swift", Self.badge)
        try tree.write("Sources/Shop/Model.swift", "struct Item { var name: String }\n")
        return tree
    }

    @Test func dryRunShowsTheAdaptiveRewriteAndTheNewHelperFile() throws {
        let tree = try makeTree()
        let run = try Executable.run(["--dry-run", "Sources"], in: tree.root)
        #expect(run.status == 0)
        #expect(run.text.contains("""
            -                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
            +                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))

            """))
        #expect(run.text.contains("""
            -                .background(.thinMaterial, in: Capsule()) // pill
            +                .adaptiveGlassBackground(.thinMaterial, in: Capsule()) // pill

            """))
        #expect(run.text.contains("""
            diff --git a/\(Self.helperPath) b/\(Self.helperPath)
            new file mode 100644
            --- /dev/null
            +++ b/\(Self.helperPath)

            """))
        // The helper gates glass on the platforms the package targets.
        #expect(run.text.contains("+        if #available(iOS 26.0, macOS 26.0, *) {\n"))
        #expect(run.stderr.contains("2 files processed, 1 file would change, 1 support file would be created"))
        // A dry run writes nothing.
        #expect(try tree.text("Sources/Shop/Badge.swift") == Self.badge)
        #expect(!FileManager.default.fileExists(atPath: tree.url(Self.helperPath).path))
    }

    @Test func patchAppliesWithGitAndEqualsWriteIncludingTheHelper() throws {
        let tree = try makeTree()
        let dryRun = try Executable.run(["--dry-run", "--patch", "shop.patch", "Sources"], in: tree.root)
        #expect(dryRun.status == 0)
        let patch = try tree.read("shop.patch")
        try FileManager.default.removeItem(at: tree.url("shop.patch"))

        let written = try tree.copy()
        let applied = try tree.copy()
        let write = try Executable.run(["--write", "Sources"], in: written.root)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(try written.text("Sources/Shop/Badge.swift") == Self.badgeMigrated)
        #expect(try written.text(Self.helperPath).contains("struct AdaptiveGlassBackground<S: Shape>: ViewModifier {"))

        try applied.write("shop.patch", patch)
        _ = try runSystemTool("git", ["init", "-q"], in: applied.root)
        let git = try runSystemTool("git", ["apply", "shop.patch"], in: applied.root)
        #expect(git.status == 0, "\(git.stderr)")
        for file in ["Sources/Shop/Badge.swift", Self.helperPath, "Sources/Shop/Model.swift", "Package.swift"] {
            #expect(try applied.read(file) == written.read(file), "\(file)")
        }
    }

    @Test func checkPassesAfterWrite() throws {
        let tree = try makeTree()
        let before = try Executable.run(["--check", "Sources"], in: tree.root)
        #expect(before.status == 1)
        #expect(before.text.contains("Sources/Shop/Badge.swift:8:17: warning: "))
        #expect(try Executable.run(["--write", "--quiet", "Sources"], in: tree.root).status == 0)
        let after = try Executable.run(["--check", "Sources"], in: tree.root)
        #expect(after.status == 0, "\(after.text)")
        #expect(after.stdout.isEmpty)
        #expect(try tree.text("Sources/Shop/Badge.swift") == Self.badgeMigrated)
        // The helper is written once: a second write leaves every byte as it was.
        let helper = try tree.read(Self.helperPath)
        let again = try Executable.run(["--write", "Sources"], in: tree.root)
        #expect(again.status == 0)
        #expect(again.stderr.contains("3 files processed, 0 files rewritten, 0 findings."), "\(again.stderr)")
        #expect(try tree.text("Sources/Shop/Badge.swift") == Self.badgeMigrated)
        #expect(try tree.read(Self.helperPath) == helper)
    }

    @Test func nativeStyleBelowTwentySixIsRefusedAndFailsCheck() throws {
        let tree = try makeTree()
        let run = try Executable.run(["--check", "--style", "native", "Sources"], in: tree.root)
        #expect(run.status == 1)
        #expect(run.text.contains("Sources/Shop/Badge.swift:8:17: error: The native style writes `.glassEffect` with no fallback"))
        #expect(run.text.contains("Sources/Shop/Badge.swift:11:17: error: The native style writes `.glassEffect` with no fallback"))
        #expect(run.text.contains("(iOS 17.0, macOS 14.0)"))
        #expect(run.text.contains("[material-background/native-unavailable]"))
        #expect(!run.text.contains("Run glassmigrate --write to apply"))
        // Refused sites stay as they were: a dry run shows no change and no helper.
        let dryRun = try Executable.run(["--dry-run", "--style", "native", "Sources"], in: tree.root)
        #expect(dryRun.status == 0)
        #expect(!dryRun.text.contains("diff --git"))
        #expect(try tree.text("Sources/Shop/Badge.swift") == Self.badge)
        #expect(!FileManager.default.fileExists(atPath: tree.url(Self.helperPath).path))
    }
}
