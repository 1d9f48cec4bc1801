import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Type-checks Swift sources against the SwiftUI and LiquidGlass stand-ins in `Tests/StandIns`.
///
/// The stand-ins are compiled into modules once per test process, on first use, by
/// `swiftc` from the running toolchain. Tests that need it check `isAvailable` and skip
/// with `unavailableReason` when no `swiftc` can be found.
enum TypeChecker {
    /// The outcome of one type-check: whether it passed and everything the compiler printed.
    typealias Outcome = (ok: Bool, diagnostics: String)

    /// A failure to build the stand-in modules themselves.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    /// The package root, found from this file's location.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // GlassMigrateTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// The `swiftc` used, or nil when none was found.
    static let swiftc: URL? = locateSwiftc()

    /// Whether type-checking can run here.
    static var isAvailable: Bool { swiftc != nil }

    /// Why type-checking cannot run here, for a skipped test's message.
    static let unavailableReason =
        "no swiftc found (set GLASSMIGRATE_SWIFTC, or put the toolchain's swiftc on PATH); stand-in type-checks skipped"

    /// Type-checks `files` together as one module that imports the stand-ins.
    static func typecheck(files: [URL], swiftVersion: String = "5") throws -> Outcome {
        let modules = try builtModules.get()
        var arguments = ["-typecheck", "-parse-as-library", "-swift-version", swiftVersion, "-I", modules.path]
        arguments += files.map(\.path)
        let result = try run(arguments)
        return (result.status == 0, result.output)
    }

    /// Type-checks one source text, written to a temporary file named `fileName`.
    static func typecheck(source: String, fileName: String = "Source.swift", swiftVersion: String = "5") throws -> Outcome {
        try typecheck(sources: [fileName: source], swiftVersion: swiftVersion)
    }

    /// Type-checks several source texts, keyed by file name, together as one module.
    static func typecheck(sources: [String: String], swiftVersion: String = "5") throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("glassmigrate-typecheck-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            files.append(file)
        }
        return try typecheck(files: files, swiftVersion: swiftVersion)
    }

    // MARK: - Building the stand-in modules

    // A `static let` is initialized lazily and exactly once, even when parallel tests
    // race for it, so the modules are built once per process.
    private static let builtModules: Result<URL, SetupError> = Result { try buildModules() }
        .mapError { $0 as? SetupError ?? SetupError(description: "\($0)") }

    private static let moduleDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("glassmigrate-standins-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

    private static func buildModules() throws -> URL {
        guard swiftc != nil else { throw SetupError(description: unavailableReason) }
        let directory = moduleDirectory
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TypeChecker.moduleDirectory) }

        let standIns = packageRoot.appendingPathComponent("Tests/StandIns")
        for module in ["SwiftUI", "LiquidGlass"] {
            // A module's stand-in is every Swift file of its folder, one file per topic.
            let folder = standIns.appendingPathComponent(module)
            let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
            let result = try run([
                "-emit-module", "-module-name", module, "-parse-as-library",
                "-I", directory.path,
            ] + sources + [
                "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
            ])
            guard result.status == 0 else {
                throw SetupError(description: "the \(module) stand-in does not compile:\n\(result.output)")
            }
        }
        return directory
    }

    /// Which of `sources` the compiler's parser accepts (`swiftc -parse`, top-level code allowed), by index.
    static func parses(_ sources: [String]) throws -> [Bool] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("glassmigrate-parse-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for (index, source) in sources.enumerated() {
            files.append(directory.appendingPathComponent("case\(index).swift"))
            try Data(source.utf8).write(to: files[index])
        }
        // Usually every file parses: one invocation says so. Otherwise each file is asked on its own,
        // as the parser may stop at the first file with an error.
        if try run(["-parse"] + files.map(\.path)).status == 0 { return files.map { _ in true } }
        return try files.map { try run(["-parse", $0.path]).status == 0 }
    }

    // MARK: - Running swiftc

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let swiftc else { throw SetupError(description: unavailableReason) }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a full pipe would otherwise block the compiler forever.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    // MARK: - Finding swiftc

    private static func locateSwiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["GLASSMIGRATE_SWIFTC"], isExecutable(explicit) {
            return URL(fileURLWithPath: explicit)
        }
        if let beside = swiftcBesideRuntime() {
            return beside
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if isExecutable(candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }

    // The Swift runtime this process loaded lives in <toolchain>/usr/lib/swift/<os>/, so the
    // compiler of the same toolchain is <toolchain>/usr/bin/swiftc.
    private static func swiftcBesideRuntime() -> URL? {
        guard let runtime = loadedSwiftRuntimePath() else { return nil }
        var directory = URL(fileURLWithPath: runtime).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("bin/swiftc").path
            if isExecutable(candidate) { return URL(fileURLWithPath: candidate) }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    private static func loadedSwiftRuntimePath() -> String? {
        #if canImport(Darwin)
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "swift_retain") else { return nil }
        var info = Dl_info()
        guard dladdr(symbol, &info) != 0, let name = info.dli_fname else { return nil }
        return String(cString: name)
        #else
        // Glibc does not export dladdr to Swift; the loader's map of this process names the library.
        // Read to EOF: /proc files report size 0, and reads that trust the size stop early.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
        defer { try? file.close() }
        let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
            if let slash = line.firstIndex(of: "/") { return String(line[slash...]) }
        }
        return nil
        #endif
    }

    private static func isExecutable(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
