import Foundation

/// The C allocator's settings for a run over files on `jobs` threads (glibc only; elsewhere nothing
/// changes).
///
/// glibc gives each new thread an arena of its own, up to eight per core, and memory one arena frees
/// is not reused by another; and once a large block (a big file's bytes, a table with one entry per
/// file) is freed, it raises the size from which blocks are mapped on their own, up to 32 MB, so later
/// large blocks are carved from the arenas and their memory stays there after they are freed. A run
/// holds little at a time but goes through much, so with two jobs both raised its peak memory (over
/// four copies of a 26-app corpus, 79 MB and up to 83 MB, against 73 MB with these settings): arenas
/// are limited to one per job, and with several jobs blocks of 512 KB and more are always mapped on
/// their own, so their memory goes back to the system when they are freed. Mapping costs page faults,
/// so one job, whose peak the arenas do not raise, keeps glibc's adaptive threshold.
enum AllocatorSettings {
    /// The size from which blocks are always mapped on their own when there are several jobs.
    static let mappedBlockSize: Int32 = 512 << 10

    /// Applies the settings before the run starts its threads; whether the allocator took them.
    @discardableResult
    static func apply(jobs: Int) -> Bool {
        #if os(Linux) && canImport(Glibc)
        // `mallopt` is not in the Glibc module: looked up by name, so a C library without it (musl) is left alone.
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        // <malloc.h>: M_MMAP_THRESHOLD -3, M_ARENA_MAX -8; `mallopt` returns 1 on success.
        guard mallopt(-8, Int32(clamping: max(1, jobs))) == 1 else { return false }
        return jobs <= 1 || mallopt(-3, mappedBlockSize) == 1
        #else
        return false
        #endif
    }
}
