import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program with a pseudo-terminal as its standard input and output, as a person at a terminal
/// would, and answers its prompts.
struct PseudoTerminalRun {
    /// Everything the program printed on the terminal (with the terminal's echo of the answers),
    /// line breaks as `\n`.
    var transcript: String
    /// Its standard error, which goes to a pipe.
    var stderr: String
    var status: Int32

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `url` with `arguments` in `directory`; for each answer, waits until `prompt` has been printed
    /// once more, then types the answer and Return. An answer of nil types Control-D (end of input).
    static func run(_ url: URL, _ arguments: [String], in directory: URL, prompt: String, answers: [String?],
                    environment: [String: String] = ["CI": "1"], beforeAnswer: (Int) throws -> Void = { _ in }) throws -> PseudoTerminalRun {
        // Close-on-exec: processes other tests start meanwhile must not inherit either side.
        let master = PTY.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, PTY.grantpt(master) == 0, PTY.unlockpt(master) == 0, let name = PTY.ptsname(master) else {
            throw Failure(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        defer { close(master) }
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw Failure(description: "cannot open the terminal's slave side") }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        // The test runner's own settings must not decide the colours a person's terminal gets.
        for key in ["CI", "NO_COLOR", "TERM"] { env.removeValue(forKey: key) }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = terminal
        process.standardOutput = terminal
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        // Only the child keeps the slave open, so reading the master ends when the child does.
        close(slave)
        nonisolated(unsafe) var errorData = Data()
        let errorDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
            errorDone.signal()
        }

        var output: [UInt8] = []
        var ended = false
        /// Reads what is available, waiting up to `milliseconds`; false once the terminal is closed.
        func pump(_ milliseconds: Int32) -> Bool {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else { return true }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { return false }
            output += buffer[0..<count]
            return true
        }
        func occurrences() -> Int {
            String(decoding: output, as: UTF8.self).components(separatedBy: prompt).count - 1
        }
        for (index, answer) in answers.enumerated() {
            // Generous: the whole test suite may be running on a loaded machine.
            let deadline = Date().addingTimeInterval(180)
            while occurrences() <= index {
                guard !ended, Date() < deadline else {
                    let running = process.isRunning
                    if running { process.terminate() }
                    process.waitUntilExit()
                    errorDone.wait()
                    throw Failure(description: "prompt \(index + 1) never came (\(ended ? "the terminal closed" : "timed out"), "
                        + "the program \(running ? "was still running" : "had exited with \(process.terminationStatus)")); "
                        + "stderr: \(String(decoding: errorData, as: UTF8.self)); output so far:\n\(String(decoding: output, as: UTF8.self))")
                }
                if !pump(100) { ended = true }
            }
            try beforeAnswer(index)
            let bytes = answer.map { Array(($0 + "\n").utf8) } ?? [0x04]
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
        let deadline = Date().addingTimeInterval(180)
        while !ended && Date() < deadline { if !pump(100) { ended = true } }
        process.waitUntilExit()
        errorDone.wait()
        let transcript = String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return PseudoTerminalRun(transcript: transcript, stderr: String(decoding: errorData, as: UTF8.self),
                                 status: process.terminationStatus)
    }
}

/// The C library's pseudo-terminal calls. Glibc's module map leaves them out (they need
/// `_XOPEN_SOURCE`), so on Linux they are looked up by name with their C signatures.
private enum PTY {
    #if canImport(Darwin)
    static func openpt(_ flags: Int32) -> Int32 { posix_openpt(flags) }
    static func grantpt(_ fd: Int32) -> Int32 { Darwin.grantpt(fd) }
    static func unlockpt(_ fd: Int32) -> Int32 { Darwin.unlockpt(fd) }
    static func ptsname(_ fd: Int32) -> UnsafeMutablePointer<CChar>? { Darwin.ptsname(fd) }
    #else
    private static func function<T>(_ name: String, as type: T.Type) -> T {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("\(name) is not in the C library") }
        return unsafeBitCast(symbol, to: type)
    }
    static let openpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    static let ptsname = function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    #endif
}
