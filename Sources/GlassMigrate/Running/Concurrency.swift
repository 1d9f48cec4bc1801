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
