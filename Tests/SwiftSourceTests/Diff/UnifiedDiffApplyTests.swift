import Foundation
import Testing
import TestSupport
@testable import SwiftSource

/// Round trips through the real tools: the diff applied to `old` with `git apply` and with
/// `patch -p1` must give `new`, byte for byte.
@Suite(.enabled(if: PatchTools.available, "needs git and patch on PATH (both are required to check the diff format)"))
struct UnifiedDiffApplyTests {
    let path = "Sources/App/View.swift"

    func expectRoundTrip(old: [UInt8]?, new: [UInt8], oldPath: String?, newPath: String,
                         in scratch: (git: Scratch, plain: Scratch), note: String = "",
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let diff = UnifiedDiff.makeBytes(oldPath: oldPath, newPath: newPath, old: old ?? [], new: new)
        let shown = String(decoding: diff, as: UTF8.self)
        let viaGit = try scratch.git.gitApply(diff, old: old, oldPath: oldPath, newPath: newPath)
        #expect(viaGit == ApplyResult(bytes: new, failure: nil), "git apply \(note)\n\(shown)", sourceLocation: sourceLocation)
        let viaPatch = try scratch.plain.patchApply(diff, old: old, oldPath: oldPath, newPath: newPath)
        #expect(viaPatch == ApplyResult(bytes: new, failure: nil), "patch -p1 \(note)\n\(shown)", sourceLocation: sourceLocation)
    }

    func scratches() throws -> (git: Scratch, plain: Scratch) {
        (try Scratch(gitRepository: true), try Scratch(gitRepository: false))
    }

    @Test func crlfFileRoundTrips() throws {
        let old = Array("import SwiftUI\r\n\r\nstruct V: View {\r\n    var body: some View { Text(\"a\") }\r\n}\r\n".utf8)
        let new = Array("import SwiftUI\r\n\r\nstruct V: View {\r\n    var body: some View { Text(\"b\") }\r\n}\r\n".utf8)
        try expectRoundTrip(old: old, new: new, oldPath: path, newPath: path, in: scratches())
    }

    @Test func mixedLineEndingsAndNoFinalNewlineRoundTrip() throws {
        let old = Array("a\r\nb\nc\r\nd\re\r\nlast".utf8)
        let new = Array("a\r\nB\nc\r\nd\rE\r\nlast\r\n".utf8)
        try expectRoundTrip(old: old, new: new, oldPath: path, newPath: path, in: scratches())
        try expectRoundTrip(old: new, new: old, oldPath: path, newPath: path, in: scratches())
    }

    @Test func newFileIsCreatedWithItsDirectory() throws {
        try expectRoundTrip(old: nil, new: Array("// generated\r\nlet x = 1\n".utf8),
                            oldPath: nil, newPath: "Sources/App/Generated/AdaptiveGlass.swift", in: scratches())
    }

    @Test func newFileWithoutFinalNewline() throws {
        try expectRoundTrip(old: nil, new: Array("one line".utf8), oldPath: nil, newPath: "New.swift", in: scratches())
    }

    @Test func emptyNewFileIsCreatedByGit() throws {
        let diff = UnifiedDiff.makeBytes(oldPath: nil, newPath: "Empty.swift", old: [], new: [])
        let scratch = try Scratch(gitRepository: true)
        #expect(try scratch.gitApply(diff, old: nil, oldPath: nil, newPath: "Empty.swift") == ApplyResult(bytes: [], failure: nil))
    }

    @Test func everythingRemovedLeavesAnEmptyFile() throws {
        try expectRoundTrip(old: Array("a\nb\n".utf8), new: [], oldPath: path, newPath: path, in: scratches())
    }

    @Test func pathsWithSpacesAndUnicode() throws {
        for name in ["My App/Main View.swift", "Vues/Écran.swift"] {
            try expectRoundTrip(old: Array("a\nb\n".utf8), new: Array("a\nc\n".utf8), oldPath: name, newPath: name,
                                in: scratches(), note: name)
        }
    }

    @Test(arguments: ["a\nc\n", "a\nb\n"])
    func renameIsAppliedByGitAndPatch(newText: String) throws {
        let old = Array("a\nb\n".utf8), new = Array(newText.utf8)
        let scratch = try scratches()
        try expectRoundTrip(old: old, new: new, oldPath: "Old.swift", newPath: "New.swift", in: scratch)
        #expect(scratch.git.read("work/Old.swift") == nil)
        #expect(scratch.plain.read("work/Old.swift") == nil)
    }

    @Test func largeFileWithScatteredEdits() throws {
        var random = SeededRandom(seed: 7)
        let old = (0..<5_000).map { "    .padding(\($0 % 97))\($0 % 5 == 0 ? "\r" : "")\n" }
        var new = old
        for _ in 0..<40 {
            let index = Int.random(in: 0..<new.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: new[index] = "    .glassEffect()\n"
            case 1: new.insert("    // inserted \(index)\r\n", at: index)
            default: new.remove(at: index)
            }
        }
        try expectRoundTrip(old: Array(old.joined().utf8), new: Array(new.joined().utf8),
                            oldPath: path, newPath: path, in: scratches())
    }

    /// A few hundred random files and random line edits: every diff applies with git and patch,
    /// and its count of changed lines equals `git diff --minimal`'s.
    @Test func randomEditsApplyWithGitAndPatch() throws {
        var random = SeededRandom(seed: 0x61A55)
        let scratch = try scratches()
        for round in 0..<300 {
            let isNewFile = round % 25 == 0
            let old = isNewFile ? [] : randomFile(using: &random)
            let new = randomEdit(of: old, using: &random)
            let oldBytes = Array(old.joined().utf8), newBytes = Array(new.joined().utf8)
            let diff = UnifiedDiff.makeBytes(oldPath: isNewFile ? nil : path, newPath: path, old: oldBytes, new: newBytes)
            if !isNewFile && oldBytes == newBytes {
                #expect(diff.isEmpty)
                continue
            }
            try expectRoundTrip(old: isNewFile ? nil : oldBytes, new: newBytes, oldPath: isNewFile ? nil : path,
                                newPath: path, in: scratch, note: "round \(round)")
            if !isNewFile {
                let ours = changedLineCount(diff)
                let minimal = try gitMinimalChangedLines(oldBytes, newBytes, in: scratch.plain)
                #expect(ours == minimal, "round \(round): \(ours) changed lines, git --minimal has \(minimal)")
            }
        }
    }

    // MARK: - Random files

    static let vocabulary = [
        "import SwiftUI", "", "struct V: View {", "    var body: some View {", "        Text(\"a\")",
        "            .background(.ultraThinMaterial, in: Capsule())", "    }", "}", "// note", "\t.padding()",
    ]

    func randomLine(using random: inout SeededRandom) -> String {
        let text = Self.vocabulary.randomElement(using: &random)!
        return text + (Int.random(in: 0..<5, using: &random) == 0 ? "\r\n" : "\n")
    }

    func randomFile(using random: inout SeededRandom) -> [String] {
        var lines = (0..<Int.random(in: 0...40, using: &random)).map { _ in randomLine(using: &random) }
        if !lines.isEmpty, Int.random(in: 0..<4, using: &random) == 0 { lines[lines.count - 1].removeLast() }
        return lines
    }

    func randomEdit(of old: [String], using random: inout SeededRandom) -> [String] {
        var lines = old
        // A line without its newline can only stay last.
        if let last = lines.last, !last.hasSuffix("\n") { lines[lines.count - 1] = last + "\n" }
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let index = Int.random(in: 0...lines.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: lines.insert(randomLine(using: &random), at: index)
            case 1 where index < lines.count: lines.remove(at: index)
            case 2 where index < lines.count: lines[index] = randomLine(using: &random)
            default:
                let block = (0..<Int.random(in: 1...5, using: &random)).map { _ in randomLine(using: &random) }
                lines.insert(contentsOf: block, at: index)
            }
        }
        if !lines.isEmpty, Int.random(in: 0..<3, using: &random) == 0 { lines[lines.count - 1].removeLast() }
        return lines
    }

    func changedLineCount(_ diff: [UInt8]) -> Int {
        // One file's diff: every line after the first hunk header is a hunk line.
        let lines = TextLines(diff).ranges.map { diff[$0] }
        return lines.drop { !$0.starts(with: Array("@@ ".utf8)) }
            .filter { $0.first == UInt8(ascii: "+") || $0.first == UInt8(ascii: "-") }
            .count
    }

    /// Added plus removed lines by `git diff --no-index --minimal --numstat`.
    func gitMinimalChangedLines(_ old: [UInt8], _ new: [UInt8], in scratch: Scratch) throws -> Int {
        try scratch.write(old, at: "minimal-old")
        try scratch.write(new, at: "minimal-new")
        let outcome = try PatchTools.run(PatchTools.git!, ["diff", "--no-index", "--minimal", "--numstat",
                                                           "minimal-old", "minimal-new"], in: scratch.root)
        let fields = outcome.output.split(whereSeparator: { $0 == "\t" || $0 == "\n" })
        guard fields.count >= 2, let added = Int(fields[0]), let removed = Int(fields[1]) else {
            throw ScratchError(message: "git diff --numstat: \(outcome.output)")
        }
        return added + removed
    }
}
