import Dispatch
import Foundation

/// A thread-safe counter handing out 1, 2, 3….
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// Values written by index from worker threads.
final class PerIndex<Value>: @unchecked Sendable {
    private(set) var values: [Value]
    private let lock = NSLock()

    init(count: Int, initial: Value) { values = Array(repeating: initial, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}

extension PerIndex {
    /// Every value, each of which must be set, moved out (not copied): the values are let go here.
    func takeAll<Wrapped>() -> [Wrapped] where Value == Wrapped? {
        lock.lock()
        defer { lock.unlock() }
        var taken: [Wrapped] = []
        taken.reserveCapacity(values.count)
        for index in values.indices { taken.append(values[index].take()!) }
        values = []
        return taken
    }

    /// The value at `index`, which is cleared.
    func take<Wrapped>(_ index: Int) -> Wrapped? where Value == Wrapped? {
        lock.lock()
        defer { lock.unlock() }
        let value = values[index]
        values[index] = nil
        return value
    }
}

/// Work spread over threads by index, with results that do not depend on the number of threads.
enum Parallel {
    /// `(0..<count).map(transform)`, worked out on up to `jobs` threads a run of indexes at a time; the
    /// values are in index order whatever the number of jobs.
    static func map<Value>(_ count: Int, jobs: Int, _ transform: (Int) -> Value) -> [Value] {
        let run = 64
        guard jobs > 1, count > run else { return (0..<count).map(transform) }
        return [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            let start = buffer.baseAddress!
            concurrently((count + run - 1) / run, jobs: jobs) { part in
                // Each run of indexes is written by one thread only.
                for index in part * run..<min(count, (part + 1) * run) { (start + index).initialize(to: transform(index)) }
            }
            initialized = count
        }
    }

    /// Calls `body` with every index below `count`, on up to `jobs` threads, each taking the next index.
    static func concurrently(_ count: Int, jobs: Int, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while true {
                let index = next.increment() - 1
                if index >= count { break }
                body(index)
            }
        }
    }
}
