// swift-tools-version:6.0
import PackageDescription

// A team's own migration tool: one custom rule plus glassmigrate's built-ins.
let package = Package(
    name: "CustomRule",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "glassmigrate", path: "../.."),
    ],
    targets: [
        .target(
            name: "FrostedPanel",
            dependencies: [
                .product(name: "GlassMigrate", package: "glassmigrate"),
                // For the adaptive glass helper file the rewritten code calls.
                .product(name: "GlassMigrateTransforms", package: "glassmigrate"),
            ]
        ),
        .executableTarget(
            name: "frosted-migrate",
            dependencies: [
                "FrostedPanel",
                // glassmigrate's command line (--write, --check, --format…) over any rules.
                .product(name: "GlassMigrateCommandLine", package: "glassmigrate"),
                // ToolIdentity, the name and version the tool gives itself.
                .product(name: "GlassMigrate", package: "glassmigrate"),
                .product(name: "GlassMigrateTransforms", package: "glassmigrate"),
            ]
        ),
        .testTarget(
            name: "FrostedPanelTests",
            // The executable too, so its command line is built and can be run by the tests.
            dependencies: ["FrostedPanel", "frosted-migrate", .product(name: "GlassMigrate", package: "glassmigrate")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
