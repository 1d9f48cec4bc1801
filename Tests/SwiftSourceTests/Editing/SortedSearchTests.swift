import Testing
import SwiftSource
import TestSupport

@Suite struct SortedSearchTests {
    /// Against a linear search on random sorted arrays (repeats included) and every value around them.
    @Test func partitionIndexIsTheFirstElementNotBelow() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let values = (0..<Int(random.next() % 12)).map { _ in Int(random.next() % 8) }.sorted()
            for value in -1...9 {
                let linear = values.firstIndex { $0 >= value } ?? values.count
                #expect(values.partitionIndex { $0 < value } == linear, "\(values), \(value)")
            }
        }
    }
}
