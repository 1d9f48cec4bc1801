import Foundation
import Testing

/// An iOS 17 package with ten changes in four files: two rules, and a full-bleed background
/// that is only reported.
private enum ReviewProject {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

        """

    static let a = """
        import SwiftUI

        struct A: View {
            var body: some View {
                Group {
                    Text("1").background(.thinMaterial, in: Capsule())
                    Text("2").background(.regularMaterial, in: Circle())
                    Text("3").background(.thickMaterial).cornerRadius(8)
                }
                .background(.ultraThinMaterial)
            }
        }

        """

    /// `a` with its first and third sites made, its second skipped.
    static let aFirstAndThird = """
        import SwiftUI

        struct A: View {
            var body: some View {
                Group {
                    Text("1").adaptiveGlassBackground(.thinMaterial, in: Capsule())
                    Text("2").background(.regularMaterial, in: Circle())
                    Text("3").adaptiveGlassBackground(.thickMaterial, in: RoundedRectangle(cornerRadius: 8))
                }
                .background(.ultraThinMaterial)
            }
        }

        """

    static let b = """
        import SwiftUI

        struct B: View {
            var body: some View {
                Group {
                    Text("x").background(.thinMaterial, in: Capsule())
                    if #available(iOS 26.0, *) {
                        Text("y").glassEffect().padding()
                    }
                }
            }
        }

        """

    static func three(_ name: String) -> String {
        "import SwiftUI\n\nstruct \(name): View {\n    var body: some View {\n        Group {\n"
            + "            Text(\"1\").background(.thinMaterial, in: Capsule())\n"
            + "            Text(\"2\").background(.thinMaterial, in: Capsule())\n"
            + "            Text(\"3\").background(.thinMaterial, in: Capsule())\n"
            + "        }\n    }\n}\n"
    }

    static let c = three("C")
    static let d = "import SwiftUI\n\nstruct D: View {\n    var body: some View {\n        Group {\n"
        + "            Text(\"1\").background(.thinMaterial, in: Capsule())\n"
        + "            Text(\"2\").background(.thinMaterial, in: Capsule())\n"
        + "        }\n    }\n}\n"

    static func make(in tree: TemporaryTree) throws {
        try tree.write("Package.swift", manifest)
        try tree.write("Sources/App/A.swift", a)
        try tree.write("Sources/App/B.swift", b)
        try tree.write("Sources/App/C.swift", c)
        try tree.write("Sources/App/D.swift", d)
    }
}

@Suite struct InteractiveTests {
    static let prompt = "Apply this change [y,n,a,d,q,?]? "
    static let helper = "Sources/App/AdaptiveGlassBackground.swift"

    private func review(_ tree: TemporaryTree, _ answers: [String?], arguments: [String] = [],
                        environment: [String: String] = ["CI": "1"],
                        beforeAnswer: (Int) throws -> Void = { _ in }) throws -> PseudoTerminalRun {
        try PseudoTerminalRun.run(Executable.url, ["--interactive"] + arguments + ["Sources"], in: tree.root,
                                  prompt: Self.prompt, answers: answers, environment: environment, beforeAnswer: beforeAnswer)
    }

    private func stripColour(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func acceptingSomeSkippingSomeAndQuittingWritesExactlyTheAcceptedChanges() throws {
        let tree = try TemporaryTree()
        try ReviewProject.make(in: tree)
        // What --write makes of B (both of its sites) and the helper, for comparison.
        let everything = try tree.copy()
        #expect(try Executable.run(["--write", "Sources"], in: everything.root).status == 0)

        // A: yes, no, yes. B (two rules): a help request, then "this and the rest of the file".
        // C: no, then "skip the rest". D: quit at its first question.
        let run = try review(tree, ["y", "n", "y", "?", "a", "n", "d", "q"], environment: ["CI": "1", "TERM": "xterm-256color"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try tree.text("Sources/App/A.swift") == ReviewProject.aFirstAndThird)
        #expect(try tree.read("Sources/App/B.swift") == everything.read("Sources/App/B.swift"))
        #expect(try tree.text("Sources/App/B.swift") != ReviewProject.b)
        #expect(try tree.text("Sources/App/C.swift") == ReviewProject.c)
        #expect(try tree.text("Sources/App/D.swift") == ReviewProject.d)
        #expect(try tree.read(Self.helper) == everything.read(Self.helper))
        #expect(run.stderr.contains("glassmigrate: 4 of 10 changes accepted and written (quit before the end).\n"))
        #expect(run.stderr.contains("2 files rewritten, 1 support file created"))

        let transcript = stripColour(run.transcript)
        #expect(run.transcript.contains("\u{1B}[31m"), "hunks are coloured on a terminal")
        #expect(transcript.contains("[1/10] Sources/App/A.swift:6:22  material-background\n"))
        #expect(transcript.contains("-            Text(\"1\").background(.thinMaterial, in: Capsule())\n+            Text(\"1\").adaptiveGlassBackground(.thinMaterial, in: Capsule())\n"))
        // The helper is announced with the first change that needs it, once.
        #expect(transcript.components(separatedBy: "Accepting it also creates AdaptiveGlassBackground.swift").count == 2)
        // The full-bleed background is information, asked nothing.
        #expect(transcript.contains("\nSources/App/A.swift:10:9: info: This material background has no shape"))
        #expect(transcript.contains("a - apply this change and every later change in this file"))
        #expect(transcript.contains("[4/10] Sources/App/B.swift:6:22  material-background\n"))
        #expect(!transcript.contains("[5/10]"), "'a' accepts the rest of B (its glass-effect-order change) without asking")
        #expect(transcript.contains("[7/10] Sources/App/C.swift:7:22"))
        #expect(!transcript.contains("[8/10]"), "'d' skips the rest of C without asking")
        #expect(transcript.contains("[9/10] Sources/App/D.swift:6:22") && !transcript.contains("[10/10]"))
        #expect(transcript.components(separatedBy: Self.prompt).count - 1 == 8)
    }

    /// Answering `a` (or `d`) for a file still shows its findings, each with one severity label.
    @Test func anAnswerForTheRestOfAFileStillShowsItsFindings() throws {
        let tree = try TemporaryTree()
        try ReviewProject.make(in: tree)
        let run = try review(tree, ["a", "d", "q"])
        #expect(run.status == 0, "\(run.stderr)")
        let transcript = stripColour(run.transcript)
        #expect(transcript.contains("\nSources/App/A.swift:10:9: info: This material background has no shape"), "\(transcript)")
        #expect(!transcript.contains("info: Sources/App/A.swift"), "one severity label: \(transcript)")
        #expect(transcript.contains("[1/10] Sources/App/A.swift:6:22") && !transcript.contains("[2/10]"))
        #expect(try tree.text("Sources/App/A.swift") != ReviewProject.a)
    }

    @Test func skippingEveryChangeLeavesNoHelperBehind() throws {
        let tree = try TemporaryTree()
        try ReviewProject.make(in: tree)
        let run = try review(tree, ["d", "d", "d", "d"], arguments: ["--color", "never", "--report", "review.html"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.transcript.contains("\u{1B}["))
        for (path, text) in [("A", ReviewProject.a), ("B", ReviewProject.b), ("C", ReviewProject.c), ("D", ReviewProject.d)] {
            #expect(try tree.text("Sources/App/\(path).swift") == text)
        }
        #expect(!FileManager.default.fileExists(atPath: tree.url(Self.helper).path), "no accepted change calls the helper")
        #expect(run.stderr.contains("glassmigrate: 0 of 10 changes accepted and written.\n"))
        // The report describes what was written: nothing.
        let page = try tree.text("review.html")
        #expect(page.contains("Interactive review: only the accepted changes shown here were written."))
        #expect(page.contains("<dd id=\"changes\">0</dd>") && page.contains("<dd id=\"support-file-count\">0</dd>"))
    }

    @Test func theEndOfInputQuitsAndKeepsWhatWasAccepted() throws {
        let tree = try TemporaryTree()
        try ReviewProject.make(in: tree)
        let run = try review(tree, ["n", "y", nil])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.transcript.contains("(end of input: quitting)"))
        #expect(try tree.text("Sources/App/A.swift") == ReviewProject.a.replacingOccurrences(
            of: "Text(\"2\").background(.regularMaterial, in: Circle())", with: "Text(\"2\").adaptiveGlassBackground(.regularMaterial, in: Circle())"))
        #expect(FileManager.default.fileExists(atPath: tree.url(Self.helper).path))
    }

    @Test func aFileChangedDuringTheReviewIsNotOverwritten() throws {
        let tree = try TemporaryTree()
        try ReviewProject.make(in: tree)
        let edited = ReviewProject.a + "// edited by hand while the review ran\n"
        let run = try review(tree, ["y", "q"]) { index in
            if index == 1 { try tree.write("Sources/App/A.swift", edited) }
        }
        #expect(run.status == 3)
        #expect(run.stderr.contains("Sources/App/A.swift: changed on disk since it was read; not overwritten"))
        #expect(try tree.text("Sources/App/A.swift") == edited)
    }

    @Test func refusesToStartWithoutATerminal() throws {
        let tree = try TemporaryTree()
        try ReviewProject.make(in: tree)
        let run = try Executable.run(["--interactive", "Sources"], in: tree.root, input: Array("y\ny\n".utf8))
        #expect(run.status == 2)
        #expect(run.stderr == "glassmigrate: error: --interactive asks about each change, so it needs a terminal on standard input; use --dry-run to read the changes as a diff, or --write to make them all\n")
        #expect(try tree.text("Sources/App/A.swift") == ReviewProject.a)
        #expect(run.stdout.isEmpty)
    }

    @Test func refusesModesAndFormatsItCannotCombineWith() throws {
        let tree = try TemporaryTree()
        try ReviewProject.make(in: tree)
        for arguments in [["--interactive", "--write"], ["--interactive", "--format", "json"], ["--interactive", "--patch", "x.patch"], ["-i", "-"]] {
            let run = try Executable.run(arguments + ["Sources"].filter { _ in !arguments.contains("-") }, in: tree.root)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("glassmigrate: error: "), "\(arguments): \(run.stderr)")
        }
    }
}
