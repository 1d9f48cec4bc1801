import Foundation
import GlassMigrate
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP end the process by that signal, but never in the middle of a file's
/// write, so no file is half-written and no temporary file is left behind. While a run writes files,
/// the first signal stops it between files (the file being written is finished, the rest are left
/// alone) and the command reports what it wrote; a second signal ends it as soon as no write is in progress.
enum Interruption {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private static let state = State()

    /// Blocks the signals in this thread, and so in every thread started after it, and waits for them
    /// on a thread of their own; call first thing, before any other thread exists.
    static func install() {
        var set = signalSet
        pthread_sigmask(SIG_BLOCK, &set, nil)
        Thread.detachNewThread {
            var set = signalSet
            while true {
                var signal: Int32 = 0
                guard sigwait(&set, &signal) == 0 else { continue }
                if state.record(signal) { continue }
                SafeFile.withNoWriteInProgress { end(by: signal) }
            }
        }
    }

    /// The first signal received, or nil.
    static var signal: Int32? { state.signal }

    /// Whether a signal asked the run to stop.
    static var isRequested: Bool { state.signal != nil }

    /// Runs `body`, which writes files and checks `isRequested` between them, so that the first
    /// signal meanwhile only asks it to stop.
    static func stoppingBetweenWrites<T>(_ body: () -> T) -> T {
        state.setStoppingBetweenWrites(true)
        defer { state.setStoppingBetweenWrites(false) }
        return body()
    }

    /// Ends the process by `signal` with its default action, so the parent sees how it ended.
    static func end(by signal: Int32) -> Never {
        Foundation.signal(signal, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
        exit(128 + signal)
    }

    /// A conventional name for the message: `SIGINT`.
    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }

    private static var signalSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    /// The first signal and whether the run stops between writes, behind a lock.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var first: Int32?
        private var betweenWrites = false

        func setStoppingBetweenWrites(_ value: Bool) {
            lock.lock()
            betweenWrites = value
            lock.unlock()
        }

        var signal: Int32? {
            lock.lock()
            defer { lock.unlock() }
            return first
        }

        /// Records `signal`; true when the run is to stop between writes rather than end now.
        func record(_ signal: Int32) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard first == nil else { return false }
            first = signal
            return betweenWrites
        }
    }
}
