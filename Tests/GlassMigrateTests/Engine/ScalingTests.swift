import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// Work that must grow in proportion to the input: measured as the growth of the time (best of three)
/// from one input to one several times larger, with a generous bound, never as an absolute time.
@Suite(.serialized) struct ScalingTests {
    /// The best of three timings of `work`, in seconds.
    static func bestTime(_ work: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Asserts that `work(large)` takes at most `slack` times `large / small` as long as `work(small)`:
    /// linear work passes with room to spare; quadratic work exceeds it by the factor `large / small`.
    static func expectLinear(small: Int, large: Int, slack: Double = 2.5, _ what: Comment,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation, _ work: (Int) -> Void) {
        let smallTime = bestTime { work(small) }
        let largeTime = bestTime { work(large) }
        let ratio = largeTime / max(smallTime, 1e-6)
        let bound = slack * Double(large) / Double(small)
        #expect(ratio < bound, "\(what): \(small) took \(smallTime) s, \(large) took \(largeTime) s (×\(ratio), bound ×\(bound))",
                sourceLocation: sourceLocation)
    }

    static func engine(_ ids: [String], fixContainers: Bool = false) -> Engine {
        var configuration = Configuration()
        configuration.enable = ids
        configuration.disable = BuiltinTransforms.all.map(\.id).filter { !ids.contains($0) }
        configuration.fixContainers = fixContainers
        return Engine(transforms: BuiltinTransforms.all, configuration: configuration)
    }

    /// `depth` stacks nested in each other around two glass views.
    static func nestedStacks(_ depth: Int, qualified: Bool = false) -> [UInt8] {
        let stack = qualified ? "SwiftUI.HStack {\n" : "HStack {\n"
        let text = "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n"
            + String(repeating: stack, count: depth)
            + "Text(\"a\").glassEffect()\nText(\"b\").glassEffect()\n"
            + String(repeating: "}\n", count: depth) + "    }\n}\n"
        return Array(text.utf8)
    }

    @Test func glassContainerIsLinearInNestingDepth() {
        let engine = Self.engine(["glass-container"], fixContainers: true)
        Self.expectLinear(small: 1_500, large: 6_000, "glass-container over nested stacks") { depth in
            let result = engine.run(path: "nested.swift", bytes: Self.nestedStacks(depth))
            #expect(result.error == nil)
            #expect(result.changed)
        }
    }
}
