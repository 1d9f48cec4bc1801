import Foundation
import Testing

/// What one run of the built `glassmigrate` produced.
struct ProcessOutput {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String

    var text: String { String(decoding: stdout, as: UTF8.self) }
}

/// Finds the built executable beside the test bundle (SwiftPM builds it because CLITests depends on it).
enum Executable {
    static let url: URL = {
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("glassmigrate"))
        candidates.append(bundle.appendingPathComponent("glassmigrate"))
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("glassmigrate"))
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/glassmigrate"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    /// Runs `glassmigrate arguments` in `directory` with `input` on stdin; `CI` is set so no progress line appears.
    static func run(_ arguments: [String], in directory: URL, input: [UInt8]? = nil,
                    environment: [String: String] = ["CI": "1"]) throws -> ProcessOutput {
        try runTool(url, arguments, in: directory, input: input, environment: environment)
    }
}

/// Runs any program and collects its output; stdout and stderr are drained concurrently.
func runTool(_ url: URL, _ arguments: [String], in directory: URL, input: [UInt8]? = nil,
             environment: [String: String] = [:]) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "CI")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = inPipe
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var out = Data(), err = Data()
    group.enter()
    DispatchQueue.global().async { out = outPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    group.enter()
    DispatchQueue.global().async { err = errPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    if let input { inPipe.fileHandleForWriting.write(Data(input)) }
    try inPipe.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return ProcessOutput(status: process.terminationStatus, stdout: [UInt8](out), stderr: String(decoding: err, as: UTF8.self))
}

/// Runs a program found on PATH (git, patch).
func runSystemTool(_ name: String, _ arguments: [String], in directory: URL, input: [UInt8]? = nil) throws -> ProcessOutput {
    try runTool(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, in: directory, input: input)
}

/// A temporary directory tree, removed when the value is deinitialised.
final class TemporaryTree {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("glassmigrate-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func write(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func read(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(path))) }

    func text(_ path: String) throws -> String { String(decoding: try read(path), as: UTF8.self) }

    /// A copy of the whole tree in a new temporary directory.
    func copy() throws -> TemporaryTree {
        let copy = try TemporaryTree()
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            try FileManager.default.copyItem(at: url(name), to: copy.url(name))
        }
        return copy
    }
}

/// A small package for iOS 26 and macOS 26 whose own `.frostedCard(style)` wrapper a project rule
/// file turns into native glass; the built-in rules then run over the result in the same pass.
enum SampleProject {
    /// Every target supports Liquid Glass, so native glass needs no availability check.
    static let manifest = """
    // swift-tools-version:6.2
    import PackageDescription

    let package = Package(
        name: "App",
        platforms: [.iOS(.v26), .macOS(.v26)],
        targets: [.target(name: "App")]
    )

    """

    static let rules = """
    [
      {"id": "frosted-card", "summary": "Replaces .frostedCard(style) with a glass effect.",
       "match": ".frostedCard($style)", "rewrite": ".glassEffect($style)"},
      {"id": "no-blur", "summary": "Flags blur modifiers.", "severity": "error", "match": ".blur($radius)",
       "message": "Blur under glass is discouraged."}
    ]
    """

    static let card = """
    import SwiftUI

    struct Card: View {
        var body: some View {
            Text("Hello")
                .frostedCard(.regular) // keep this comment
                .padding()
        }
    }

    """

    /// The rule file's rewrite, then `glass-effect-order` moving the padding inside the glass.
    static let cardMigrated = """
    import SwiftUI

    struct Card: View {
        var body: some View {
            Text("Hello")
                .padding()
                .glassEffect(.regular) // keep this comment
        }
    }

    """

    static let blurred = "import SwiftUI\r\n\r\nstruct Blurred: View {\r\n\tvar body: some View {\r\n\t\tColor.red\r\n\t\t\t.frostedCard(.thin)\r\n\t\t\t.blur(radius: 3)\r\n\t}\r\n}"

    static let plain = "struct Plain {}\n"

    /// Writes the project into `tree`: the manifest, rules in `.glassmigrate.json`, three Swift
    /// files, one untouched.
    static func make(in tree: TemporaryTree) throws {
        try tree.write("Package.swift", manifest)
        try tree.write("rules.json", rules)
        try tree.write(".glassmigrate.json", #"{"rules": ["rules.json"]}"#)
        try tree.write("Sources/App/Card.swift", card)
        try tree.write("Sources/App/Nested/Blurred.swift", blurred)
        try tree.write("Sources/App/Plain.swift", plain)
    }
}
