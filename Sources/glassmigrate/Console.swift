import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command reads and writes, and what it knows about the terminal; tests substitute buffers.
struct Console: Sendable {
    var writeOutput: @Sendable ([UInt8]) -> Void
    var writeError: @Sendable (String) -> Void
    var readInput: @Sendable () -> [UInt8]
    var outputIsTerminal: Bool
    var errorIsTerminal: Bool
    var environment: [String: String]

    /// The process's standard streams.
    static var system: Console {
        Console(
            writeOutput: { bytes in FileHandle.standardOutput.write(Data(bytes)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            readInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
    }

    func out(_ text: String) { writeOutput(Array(text.utf8)) }

    /// Whether an interactive progress line may be drawn: stderr is a terminal and not in CI.
    var allowsProgress: Bool { errorIsTerminal && environment["CI"] == nil }
}

/// A single progress line on stderr, redrawn in place, for long runs on a terminal.
final class ProgressLine: @unchecked Sendable {
    /// Runs with more files than this show progress.
    static let threshold = 200

    private let console: Console
    private let lock = NSLock()
    private var lastShown = -1
    private var drawn = false

    init(console: Console) { self.console = console }

    func update(done: Int, total: Int) {
        guard total > Self.threshold else { return }
        lock.lock()
        defer { lock.unlock() }
        // Redraw about every percent, so a fast run does not spend its time on the terminal.
        let step = max(1, total / 100)
        guard done == total || done - lastShown >= step else { return }
        lastShown = done
        drawn = true
        console.writeError("\r\u{1B}[Kglassmigrate: \(done)/\(total) files (\(done * 100 / total)%)")
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { console.writeError("\r\u{1B}[K") }
        drawn = false
    }
}
