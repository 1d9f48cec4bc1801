import Foundation
import Testing
@testable import GlassMigrate

@Suite struct PackageManifestEditorTests {
    private let liquidGlass = PackageProduct(url: "https://github.com/rguillen-dev/LiquidGlass.git", from: "1.2.0", product: "LiquidGlass")

    private func edit(_ text: String, targets: [String] = ["Sources/App"]) throws -> String {
        let output = try PackageManifestEditor(bytes: Array(text.utf8)).adding(liquidGlass, toTargetsIn: targets)
        return String(decoding: output, as: UTF8.self)
    }

    private func refusal(_ text: String, targets: [String] = ["Sources/App"]) -> String? {
        do {
            _ = try PackageManifestEditor(bytes: Array(text.utf8)).adding(liquidGlass, toTargetsIn: targets)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func addsTheDependenciesArgumentBeforeTargetsAndTheProductAfterTheName() throws {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.iOS(.v17), .macOS(.v14)],
                targets: [
                    .target(
                        name: "App"
                    ),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ]
            )

            """
        #expect(try edit(manifest) == """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.iOS(.v17), .macOS(.v14)],
                dependencies: [
                    .package(url: "https://github.com/rguillen-dev/LiquidGlass.git", from: "1.2.0"),
                ],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [.product(name: "LiquidGlass", package: "LiquidGlass")]
                    ),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ]
            )

            """)
    }

    @Test func appendsToExistingListsInTheirLayoutWithTabsAndAPathTarget() throws {
        let manifest = "let package = Package(\n\tname: \"Kit\",\n\tdependencies: [\n\t\t.package(url: \"https://example.com/a.git\", from: \"1.0.0\")\n\t],\n"
            + "\ttargets: [\n\t\t.executableTarget(\n\t\t\tname: \"Kit\",\n\t\t\tdependencies: [\n\t\t\t\t\"A\",\n\t\t\t],\n\t\t\tpath: \"Code/Kit\"\n\t\t),\n\t]\n)\n"
        #expect(try edit(manifest, targets: ["Code/Kit"]) == "let package = Package(\n\tname: \"Kit\",\n\tdependencies: [\n"
            + "\t\t.package(url: \"https://example.com/a.git\", from: \"1.0.0\"),\n\t\t.package(url: \"https://github.com/rguillen-dev/LiquidGlass.git\", from: \"1.2.0\")\n\t],\n"
            + "\ttargets: [\n\t\t.executableTarget(\n\t\t\tname: \"Kit\",\n\t\t\tdependencies: [\n\t\t\t\t\"A\",\n"
            + "\t\t\t\t.product(name: \"LiquidGlass\", package: \"LiquidGlass\"),\n\t\t\t],\n\t\t\tpath: \"Code/Kit\"\n\t\t),\n\t]\n)\n")
    }

    @Test func oneLineListsAndCRLFStayAsTheyAre() throws {
        let manifest = "let package = Package(name: \"A\", dependencies: [], targets: [.target(name: \"App\", dependencies: [\"B\"])])\r\n"
        #expect(try edit(manifest) == "let package = Package(name: \"A\", dependencies: [.package(url: \"https://github.com/rguillen-dev/LiquidGlass.git\", from: \"1.2.0\")], "
            + "targets: [.target(name: \"App\", dependencies: [\"B\", .product(name: \"LiquidGlass\", package: \"LiquidGlass\")])])\r\n")
    }

    /// Run on its own output (or on a manifest that has the package by another address or a local path) it changes nothing.
    @Test func aSecondEditAddsNothing() throws {
        let manifest = "let package = Package(\n    name: \"A\",\n    targets: [\n        .target(name: \"App\"),\n    ]\n)\n"
        let once = try edit(manifest)
        #expect(once != manifest)
        #expect(try edit(once) == once)
        let local = "let package = Package(name: \"A\", dependencies: [.package(path: \"../LiquidGlass\")], "
            + "targets: [.target(name: \"App\", dependencies: [\"LiquidGlass\"])])\n"
        #expect(try edit(local) == local)
    }

    @Test func computedManifestsAreRefusedWithTheReason() {
        let computed = "let deps: [Package.Dependency] = []\nlet package = Package(name: \"A\", dependencies: deps, targets: [.target(name: \"App\")])\n"
        #expect(refusal(computed) == "the package's `dependencies:` is not written as a list literal (it may be computed)")
        let added = "let package = Package(name: \"A\", dependencies: [] + extra, targets: [.target(name: \"App\")])\n"
        #expect(refusal(added) == "the package's `dependencies:` is not written as a list literal (it may be computed)")
        let mutated = "let package = Package(name: \"A\", targets: [.target(name: \"App\")])\npackage.dependencies += []\n"
        #expect(refusal(mutated)?.hasPrefix("it changes `dependencies` in code") == true)
        let missing = "let package = Package(name: \"A\", targets: [.target(name: \"Other\")])\n"
        #expect(refusal(missing) == "no target in its `targets:` list is written with the folder Sources/App (it may be computed)")
        #expect(refusal("let package = Package(name: \"A\", targets: [.target(name: \"App\")]\n") == "its brackets do not balance")
    }
}
