import Foundation
import GlassMigrate
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
    /// The whole of standard input; throws `UsageError` when it cannot be read.
    var readInput: @Sendable () throws -> [UInt8]
    var outputIsTerminal: Bool
    var errorIsTerminal: Bool
    var environment: [String: String]
    /// What went wrong writing to the streams, settled by `finish(_:)` when the command is done.
    var streams = StreamHealth()

    /// The process's standard streams, written with plain `write(2)` so a failed write is recorded,
    /// never a crash.
    static var system: Console {
        let streams = StreamHealth()
        StandardStreams.prepare(streams)
        return Console(
            writeOutput: { bytes in streams.write(bytes, to: .output) },
            writeError: { text in streams.write(Array(text.utf8), to: .error) },
            readInput: { try StandardStreams.readInput(streams) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            streams: streams)
    }

    func out(_ text: String) { writeOutput(Array(text.utf8)) }

    /// Whether an interactive progress line may be drawn: stderr is a terminal and not in CI.
    var allowsProgress: Bool { errorIsTerminal && environment["CI"] == nil }

    /// The exit status once the command returned `status`: a broken pipe ends the process quietly
    /// by `SIGPIPE`, as other command-line tools end; a stream that could not be written is reported
    /// on the other one, prefixed with `toolName`, and the run exits 3 (2 stays 2).
    func finish(_ status: Int32, toolName: String) -> Int32 {
        if streams.brokenPipe { StandardStreams.endByBrokenPipe() }
        let failures = streams.failures
        guard !failures.isEmpty else { return status }
        for (stream, reason) in failures.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let other: StreamHealth.Stream = stream == .output ? .error : .output
            streams.write(Array("\(toolName): error: cannot write to \(stream.name): \(reason)\n".utf8), to: other)
        }
        return status == ExitStatus.usage.rawValue ? status : ExitStatus.partialFailure.rawValue
    }
}

/// The first failure of each standard stream, and whether a pipe broke; safe to share between threads.
final class StreamHealth: @unchecked Sendable {
    /// A standard stream the command writes to.
    enum Stream: Int32 {
        case output = 1
        case error = 2

        var name: String { self == .output ? "standard output" : "standard error" }
    }

    private let lock = NSLock()
    private var failed: [Stream: String] = [:]
    private var broken = false
    private var closedStreams: Set<Stream> = []

    /// Whether a write met a reader that had gone away.
    var brokenPipe: Bool {
        lock.lock()
        defer { lock.unlock() }
        return broken
    }

    /// Why each failed stream failed.
    var failures: [Stream: String] {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }

    /// Records that `stream` was closed when the process started, so every write to it fails.
    func markClosed(_ stream: Stream) {
        lock.lock()
        closedStreams.insert(stream)
        lock.unlock()
    }

    /// Writes `bytes` to `stream` unless it failed before or a pipe broke; records a new failure.
    func write(_ bytes: [UInt8], to stream: Stream) {
        lock.lock()
        defer { lock.unlock() }
        guard !broken, failed[stream] == nil, !bytes.isEmpty else { return }
        if closedStreams.contains(stream) {
            failed[stream] = "it is closed"
            return
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(stream.rawValue, $0.baseAddress! + written, $0.count - written) }
            if count >= 0 {
                written += count
            } else if errno == EPIPE {
                broken = true
                return
            } else if errno != EINTR {
                failed[stream] = String(cString: strerror(errno))
                return
            }
        }
    }
}

/// The process's descriptors 0, 1 and 2.
enum StandardStreams {
    /// Makes sure descriptors 0–2 are open (on `/dev/null` when they were closed, so no file the run
    /// opens takes their number and receives output meant for a terminal), and asks for `EPIPE`
    /// instead of `SIGPIPE`, so a broken pipe is noticed where it happens.
    static func prepare(_ streams: StreamHealth) {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
            if descriptor == STDIN_FILENO { stdinClosed = true } else { streams.markClosed(descriptor == STDOUT_FILENO ? .output : .error) }
        }
    }

    /// Set by `prepare` when standard input was closed.
    nonisolated(unsafe) private static var stdinClosed = false

    /// Every byte of standard input; a closed stream, a directory or a read error is a usage error.
    static func readInput(_ streams: StreamHealth) throws -> [UInt8] {
        if stdinClosed { throw UsageError(message: "cannot read standard input: it is closed") }
        // Checked as it comes, as files are, so endless input (`< /dev/zero`) stops at once; UTF-16
        // (told by its byte-order mark) is read whole, for the engine to name it.
        switch SafeFile.readAll(STDIN_FILENO, sizeHint: 0, limit: SafeFile.maximumInputSize, refusingBinary: true) {
        case .bytes(let bytes):
            return bytes
        case .binary:
            throw UsageError(message: "standard input is not source text: it contains a NUL byte (a binary file); not read")
        case .tooLarge:
            throw UsageError(message: "standard input is larger than \(SafeFile.maximumInputSize >> 20) MB, the limit for an input (set GLASSMIGRATE_MAX_INPUT_MB to raise it); not read")
        case .failed(let code):
            throw UsageError(message: "cannot read standard input: \(String(cString: strerror(code)))")
        }
    }

    /// Ends the process as a broken pipe ends other tools: killed by `SIGPIPE`, with nothing printed.
    static func endByBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }
}

/// A single progress line on stderr, redrawn in place, for long runs on a terminal.
final class ProgressLine: @unchecked Sendable {
    /// Runs with more files than this show progress.
    static let threshold = 200

    private let console: Console
    private let toolName: String
    private let lock = NSLock()
    private var lastShown = -1
    private var drawn = false

    init(console: Console, toolName: String) {
        self.console = console
        self.toolName = toolName
    }

    func update(done: Int, total: Int) {
        guard total > Self.threshold else { return }
        lock.lock()
        defer { lock.unlock() }
        // Redraw about every percent, so a fast run does not spend its time on the terminal.
        let step = max(1, total / 100)
        guard done == total || done - lastShown >= step else { return }
        lastShown = done
        drawn = true
        console.writeError("\r\u{1B}[K\(toolName): \(done)/\(total) files (\(done * 100 / total)%)")
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { console.writeError("\r\u{1B}[K") }
        drawn = false
    }
}
