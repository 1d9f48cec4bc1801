import Foundation

/// The C allocator's settings for a run over files on `jobs` threads (glibc only; elsewhere nothing
/// changes).
///
/// glibc gives each new thread an arena of its own, up to eight per core, and memory one arena frees
/// is not reused by another; and once a large block (a big file's bytes, a table with one entry per
/// file) is freed, it raises the size from which blocks are mapped on their own, up to 32 MB, so later
/// large blocks are carved from the arenas and their memory stays there after they are freed. A run
/// holds little at a time but goes through much, so with two jobs both raised its peak memory (over
/// four copies of a 26-app corpus, 79 MB and up to 83 MB, against 74 MB and up to 76 MB with these
/// settings): arenas are limited to one per job, and with several jobs blocks of 1 MB and more are
/// always mapped on their own, so their memory goes back to the system when they are freed. Mapping
/// costs page faults (a threshold of 128 KB added half again to a run's), so the threshold is no
/// lower than the run needs, and one job, whose peak the arenas do not raise, keeps glibc's own.
///
/// The settings are the process's: the command line applies them when it runs as the process
/// (`CommandLineTool.main`), not when a caller runs a `Command` inside its own.
enum AllocatorSettings {
    /// `mallopt`'s options (<malloc.h>).
    static let arenaLimit: Int32 = -8, mappingThreshold: Int32 = -3

    /// The size from which blocks are always mapped on their own when there are several jobs.
    static let mappedBlockSize: Int32 = 1 << 20

    /// The options set, and their values, for a run on `jobs` threads.
    static func options(jobs: Int) -> [(option: Int32, value: Int32)] {
        let arenas = (arenaLimit, Int32(clamping: max(1, jobs)))
        return jobs > 1 ? [arenas, (mappingThreshold, mappedBlockSize)] : [arenas]
    }

    /// glibc's `mallopt`, which is not in the Glibc module: looked up by name, so a C library without
    /// it (musl) is left alone; nil elsewhere.
    static var mallopt: (@convention(c) (Int32, Int32) -> Int32)? {
        #if os(Linux) && canImport(Glibc)
        return dlsym(nil, "mallopt").map { unsafeBitCast($0, to: (@convention(c) (Int32, Int32) -> Int32).self) }
        #else
        return nil
        #endif
    }

    /// Applies the settings before the run starts its threads; whether the allocator took them all.
    @discardableResult
    static func apply(jobs: Int) -> Bool {
        guard let mallopt else { return false }
        // `mallopt` returns 1 on success.
        return options(jobs: jobs).allSatisfy { mallopt($0.option, $0.value) == 1 }
    }
}
