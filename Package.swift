// swift-tools-version:6.0
import PackageDescription

// glassmigrate has no package dependencies: the toolchain only. Three layers, each depending only on
// the one before: SwiftSource (Swift source, nothing about glass) → GlassMigrate (the engine, the
// runner, project reading, reporters) → GlassMigrateTransforms (the Liquid Glass rules). The command
// line over any rules (GlassMigrateCommandLine) sits on GlassMigrate beside the rules; the
// glassmigrate executable joins the two.
let package = Package(
    name: "glassmigrate",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "GlassMigrate", targets: ["GlassMigrate"]),
        .library(name: "GlassMigrateCore", targets: ["GlassMigrateCore"]),
        .library(name: "GlassMigrateTransforms", targets: ["GlassMigrateTransforms"]),
        .library(name: "GlassMigrateCommandLine", targets: ["GlassMigrateCommandLine"]),
        .executable(name: "glassmigrate", targets: ["glassmigrate"]),
        .plugin(name: "GlassMigratePlugin", targets: ["GlassMigratePlugin"]),
        .plugin(name: "GlassMigrateBuildPlugin", targets: ["GlassMigrateBuildPlugin"]),
    ],
    targets: [
        .target(name: "SwiftSource", path: "Sources/SwiftSource"),
        // The rule API with no file-system or process I/O: what a rule author reads.
        .target(name: "GlassMigrateCore", dependencies: ["SwiftSource"], path: "Sources/GlassMigrateCore"),
        .target(name: "GlassMigrate", dependencies: ["GlassMigrateCore"], path: "Sources/GlassMigrate"),
        .target(
            name: "GlassMigrateTransforms",
            dependencies: ["GlassMigrateCore"],
            path: "Transforms"
        ),
        // The command line over any rules (beside the rules, not above them), so a team's tool reuses it.
        .target(name: "GlassMigrateCommandLine", dependencies: ["GlassMigrate"], path: "Sources/GlassMigrateCommandLine"),
        .executableTarget(
            name: "glassmigrate",
            dependencies: ["GlassMigrateCommandLine", "GlassMigrateTransforms"],
            path: "Sources/glassmigrate"
        ),
        .executableTarget(
            name: "glassmigrate-bench",
            dependencies: ["GlassMigrate"],
            path: "Sources/glassmigrate-bench"
        ),
        .plugin(
            name: "GlassMigratePlugin",
            // No declared permission: reviewing a migration (--dry-run, --check) needs no write access;
            // --write needs `swift package --allow-writing-to-package-directory glassmigrate --write`.
            capability: .command(
                intent: .custom(verb: "glassmigrate", description: "Migrate SwiftUI code to Liquid Glass.")
            ),
            dependencies: ["glassmigrate"],
            path: "Plugins/GlassMigratePlugin"
        ),
        .plugin(
            name: "GlassMigrateBuildPlugin",
            // Reports as the target builds (compiler-style warnings); never writes a source file.
            capability: .buildTool(),
            dependencies: ["glassmigrate"],
            path: "Plugins/GlassMigrateBuildPlugin"
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "SwiftSourceTests",
            dependencies: ["SwiftSource", "TestSupport"],
            path: "Tests/SwiftSourceTests"
        ),
        .testTarget(
            name: "GlassMigrateTests",
            dependencies: ["GlassMigrate", "GlassMigrateCore", "GlassMigrateTransforms", "TestSupport"],
            path: "Tests/GlassMigrateTests"
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["glassmigrate", "GlassMigrate", "GlassMigrateCore", "GlassMigrateCommandLine", "GlassMigrateTransforms"],
            path: "Tests/CLITests"
        ),
    ],
    swiftLanguageModes: [.v5]
)
