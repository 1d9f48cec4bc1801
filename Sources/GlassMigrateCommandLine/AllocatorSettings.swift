import Foundation

/// The C allocator's settings for a run over files on `jobs` threads (glibc only; elsewhere nothing
/// changes).
///
/// glibc gives each new thread an arena of its own, up to eight per core, and memory one arena frees
/// is not reused by another; and once a large block (a big file's bytes, a table with one entry per
/// file) is freed, it raises the size from which blocks are mapped on their own, so later large blocks
/// are carved from the arenas and stay there after they are freed. A run holds little at a time
/// but goes through much, so both raise its peak memory (by 6 MB over four copies of a 26-app corpus
/// with two jobs): arenas are limited to one per job, and blocks of 128 KB and more (glibc's initial
/// threshold) are always mapped on their own, so their memory goes back to the system when freed.
enum AllocatorSettings {
    /// The mapping threshold kept: glibc's initial one.
    static let mappedBlockSize: Int32 = 128 << 10

    /// Applies the settings before the run starts its threads; whether the allocator took them.
    @discardableResult
    static func apply(jobs: Int) -> Bool {
        #if os(Linux) && canImport(Glibc)
        // `mallopt` is not in the Glibc module: looked up by name, so a C library without it (musl) is left alone.
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        // <malloc.h>: M_MMAP_THRESHOLD -3, M_ARENA_MAX -8; `mallopt` returns 1 on success.
        let arenas = mallopt(-8, Int32(clamping: max(1, jobs)))
        let threshold = mallopt(-3, mappedBlockSize)
        return arenas == 1 && threshold == 1
        #else
        return false
        #endif
    }
}
