// swift-tools-version:5.9
// Test data for glassmigrate: a small weather app to run the migration on. It targets
// iOS 17 / macOS 14, so every Liquid Glass use needs an `if #available` gate.
import PackageDescription

let package = Package(
    name: "DemoApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .executableTarget(name: "DemoApp", path: "Sources/DemoApp"),
    ]
)
