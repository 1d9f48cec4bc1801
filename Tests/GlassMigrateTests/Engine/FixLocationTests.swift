import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// Renames every `short` to `muchLongerName`, one site each: it shifts the text after it.
private struct Lengthen: Rule {
    var ruleDescription: RuleDescription { RuleDescription(id: "lengthen", summary: "Lengthens a name.", kind: .rewrite) }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        file.tokens.indices.filter { file.text(ofToken: $0) == "short" }.map { index in
            Fix([Edit(range: file.tokens[index].range, replacement: "muchLongerName", ruleID: id)])
        }
    }
}

/// Reports every token `word` with a fix made by `fix` from the token's range, and changes nothing itself.
/// A rewrite rule's findings, so that reporting what `Lengthen` wrote does not take `Lengthen`'s sites back
/// (the engine checks rewrites against the lint rules only).
private struct FixReporter: Rule {
    var word: String
    var fix: @Sendable (Range<Int>) -> Edit
    var ruleDescription: RuleDescription { RuleDescription(id: "reporter", summary: "Reports with a fix.", kind: .rewrite) }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        for index in file.tokens.indices where file.text(ofToken: index) == word {
            context.report("Found \(word).", at: file.tokens[index].start, in: file, fix: [fix(file.tokens[index].range)])
        }
        return []
    }
}

@Suite struct FixLocationTests {
    private let source = "let x = short\nlet b = second\n"

    private func finding(_ reporter: FixReporter) throws -> Finding {
        let result = Engine(rules: [Lengthen(), reporter]).run(text: source)
        #expect(String(decoding: result.output, as: UTF8.self) == "let x = muchLongerName\nlet b = second\n")
        return try #require(result.findings.first)
    }

    @Test func aFixIsLocatedInTheFileAsRead() throws {
        let found = try finding(FixReporter(word: "second") { Edit(range: $0, replacement: "SECOND", ruleID: "reporter") })
        let second = try #require(source.utf8.firstRange(of: "second".utf8))
        let start = source.utf8.distance(from: source.utf8.startIndex, to: second.lowerBound)
        #expect(found.offset == start)
        #expect(found.fix.map(\.range) == [start..<(start + 6)])
        #expect(try EditSet(found.fix).apply(to: Array(source.utf8)) == Array("let x = short\nlet b = SECOND\n".utf8))
    }

    @Test func aFixThatReplacesTextAnEarlierRuleWroteReplacesWhatItWasWrittenOver() throws {
        let found = try finding(FixReporter(word: "muchLongerName") { Edit(range: $0, replacement: "other", ruleID: "reporter") })
        #expect(found.fix.map(\.range) == [8..<13])
        #expect(try EditSet(found.fix).apply(to: Array(source.utf8)) == Array("let x = other\nlet b = second\n".utf8))
    }

    @Test func aFixThatCutsIntoTextAnEarlierRuleWroteHasNoPlaceInTheFileAsRead() throws {
        let found = try finding(FixReporter(word: "muchLongerName") {
            Edit(range: ($0.lowerBound + 4)..<($0.lowerBound + 10), replacement: "", ruleID: "reporter")
        })
        #expect(found.message == "Found muchLongerName." && found.fix.isEmpty)
    }

    @Test func aBuiltInFixAfterAnEarlierRewriteAppliesToTheFileAsRead() throws {
        let source = """
            import SwiftUI

            struct V: View {
                var on: Bool
                var body: some View {
                    VStack {
                        Text("a").background(.thinMaterial, in: Capsule())
                        Text("b").glassEffect(.regular, in: .capsule, isEnabled: on)
                    }
                }
            }

            """
        let engine = Engine(rules: [MaterialBackground(), GlassBetaAPI()])
        let result = engine.run(text: source, deploymentTargets: DeploymentTargets([.iOS: OSVersion(17)]))
        #expect(result.edits.contains { $0.ruleID == "material-background" })
        let found = try #require(result.findings.first { $0.ruleID == "glass-beta-api" })
        let fixed = try EditSet(found.fix).apply(to: Array(source.utf8))
        #expect(String(decoding: fixed, as: UTF8.self) == source.replacingOccurrences(
            of: ".glassEffect(.regular, in: .capsule, isEnabled: on)", with: ".glassEffect(on ? .regular : .identity, in: .capsule)"))
    }
}
