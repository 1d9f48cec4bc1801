#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts the steps of the walks whose length decides how the work of a run grows (tokens stepped
/// over, enclosing blocks climbed, edits passed, diff steps, chain links scanned), for the thread that
/// asks: tests measure growth by these counts, which no other load on the machine changes.
///
/// A walk adds its steps once, when it ends; while nothing measures, that costs one load and a branch.
package enum WorkMeter {
    /// How many threads are measuring now; zero keeps `count(_:)` from looking up the thread's counter.
    nonisolated(unsafe) private static var measuring = 0
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Adds `steps` to the count of the calling thread, when it is measuring.
    @inline(__always) package static func count(_ steps: Int) {
        guard measuring != 0 else { return }
        add(steps)
    }

    private static func add(_ steps: Int) {
        guard let counter = pthread_getspecific(key) else { return }
        counter.assumingMemoryBound(to: Int.self).pointee += steps
    }

    /// The steps that `work` counts on the calling thread (work it hands to other threads is not counted).
    package static func steps(of work: () throws -> Void) rethrows -> Int {
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, counter)
        measuring += 1
        defer {
            measuring -= 1
            pthread_setspecific(key, previous)
            counter.deallocate()
        }
        try work()
        return counter.pointee
    }
}
