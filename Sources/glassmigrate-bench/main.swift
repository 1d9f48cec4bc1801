// glassmigrate-bench [PATH…]: lexer throughput on one core.
//
// Reads every .swift / .swiftinterface file under the given paths (default: the toolchain's
// .swiftinterface files plus ./Fixtures), then lexes the corpus repeatedly until at least
// 200 MB have been processed and prints MB/s for: lexing alone, lexing plus the line table
// and BracketTree (what every file that might change pays), and the byte search that lets
// the engine skip files without lexing them.
import Foundation
import GlassMigrate

let minimumBytes = 200_000_000

func swiftFiles(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [path] }
    var found: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
    while let relative = walker.nextObject() as? String {
        if relative.hasSuffix(".swift") || relative.hasSuffix(".swiftinterface") {
            found.append((path as NSString).appendingPathComponent(relative))
        }
    }
    return found.sorted()
}

/// `<toolchain>/lib/swift*` for the real `swift` on PATH, where the toolchain keeps its interfaces.
func toolchainLibraryFolders() -> [String] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let lib = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []
        let folders = entries.filter { $0.hasPrefix("swift") }.map { lib.appendingPathComponent($0).path }
        if !folders.isEmpty { return folders.sorted() }
    }
    return []
}

var roots = Array(CommandLine.arguments.dropFirst())
if roots.isEmpty { roots = toolchainLibraryFolders() + ["Fixtures"] }
let corpus: [[UInt8]] = roots.flatMap(swiftFiles(under:)).compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
let corpusBytes = corpus.reduce(0) { $0 + $1.count }
guard corpusBytes > 0 else {
    FileHandle.standardError.write(Data("glassmigrate-bench: no .swift or .swiftinterface files under \(roots)\n".utf8))
    exit(2)
}
let rounds = max(1, (minimumBytes + corpusBytes - 1) / corpusBytes)
print("corpus: \(corpus.count) files, \(String(format: "%.1f", Double(corpusBytes) / 1e6)) MB; \(rounds) rounds, \(String(format: "%.0f", Double(corpusBytes * rounds) / 1e6)) MB per measurement")

/// This thread's CPU time in seconds: other processes on a busy machine do not inflate it.
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Runs `body` over the corpus `rounds` times and prints the throughput per wall-clock second,
/// per CPU second, and for the fastest round; `sink` keeps the work observable.
func measure(_ label: String, _ body: ([UInt8]) -> Int) {
    var sink = 0
    var fastestRound = Double.infinity
    let wallStart = DispatchTime.now().uptimeNanoseconds
    let cpuStart = threadCPUSeconds()
    for _ in 0..<rounds {
        let roundStart = threadCPUSeconds()
        for file in corpus { sink &+= body(file) }
        fastestRound = min(fastestRound, threadCPUSeconds() - roundStart)
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9
    let cpu = threadCPUSeconds() - cpuStart
    let megabytes = Double(corpusBytes * rounds) / 1e6
    func rate(_ value: Double) -> String { String(format: "%7.1f", value) }
    print("\(label): \(rate(megabytes / cpu)) MB/s per CPU second, \(rate(megabytes / wall)) MB/s wall, "
          + "\(rate(Double(corpusBytes) / 1e6 / fastestRound)) MB/s fastest round  (check \(sink))")
}

measure("lex                 ") { Lexer.tokenize($0).count }
measure("lex + BracketTree   ") { bytes in
    let source = SourceFile(path: "", bytes: bytes)
    return ((try? BracketTree(source))?.partner.count ?? -1) + source.lineStarts.count
}
// Needles a migration looks for; absent from the toolchain corpus, so every byte is scanned.
let needles = ["glassEffect", ".ultraThinMaterial", "Material"]
measure("skip, 3 needles     ") { bytes in needles.reduce(0) { $0 + (Engine.contains(bytes, $1) ? 1 : 0) } }
