import Foundation
import GlassMigrate
import Testing
@testable import GlassMigrateCommandLine

/// Rewrites `.frosted()` to `.adaptiveGlass()` and asks for the helper that declares it.
private struct HelperRule: Rule {
    let id = "test-helper"
    let summary = "Rewrites .frosted() to .adaptiveGlass()."
    let kind = RuleKind.rewrite
    var ruleDescription: RuleDescription {
        RuleDescription(id: id, summary: summary, kind: kind, triggers: triggers,
                        options: [RuleOption(key: "helperPath", kind: .path, placement: .ruleOrTopLevel, summary: "Where the helper goes.")])
    }
    var triggers: [String] { ["frosted"] }

    static let helper = SupportFile(name: "AdaptiveGlass.swift", contents: "struct AdaptiveGlass {}\n",
                                    marker: "struct AdaptiveGlass", ruleID: "test-helper", destination: ("test-helper", "helperPath"))

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        let edits = file.links(named: "frosted").map { match in
            Edit(range: file.tokens[match.chain.links[match.index].nameToken].range, replacement: "adaptiveGlass", ruleID: id)
        }
        if !edits.isEmpty { context.require(Self.helper) }
        return [.ungrouped(edits)]
    }
}

/// In-process runs over absolute paths (the process's current directory is shared with other suites).
@Suite struct RunnerTests {
    private let source = "import SwiftUI\nlet a = Text(\"x\").frosted()\n"

    private func package(_ tree: TemporaryTree) throws {
        try tree.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "App"), .target(name: "Kit")])

            """)
        try tree.write("Sources/App/Views/A.swift", source)
        try tree.write("Sources/App/B.swift", source)
        try tree.write("Sources/Kit/K.swift", source)
    }

    @Test func supportFileIsPlannedOncePerModuleAtItsRoot() throws {
        let tree = try TemporaryTree()
        try package(tree)
        let report = try Runner(rules: [HelperRule()]).run(RunOptions(paths: [tree.url("Sources").path], jobs: 2))
        #expect(report.supportFiles.map(\.path) == [tree.url("Sources/App/AdaptiveGlass.swift").path, tree.url("Sources/Kit/AdaptiveGlass.swift").path])
        let diff = String(decoding: report.unifiedDiffBytes, as: UTF8.self)
        // Outside the current directory, the path climbs out of it with `..`, relative like every other.
        let helper = diff.split(separator: "\n").first { $0.hasPrefix("+++ b/") && $0.hasSuffix("Sources/App/AdaptiveGlass.swift") }
        let shown = helper.map { String($0.dropFirst(6)) } ?? ""
        #expect(!shown.hasPrefix("/") && ReportPath.absolute(shown) == tree.url("Sources/App/AdaptiveGlass.swift").path, "\(diff)")
        #expect(diff.contains("--- /dev/null\n+++ b/\(shown)\n@@ -0,0 +1 @@\n+struct AdaptiveGlass {}\n"))
        #expect(Runner.write(report).isEmpty)
        #expect(try tree.text("Sources/Kit/AdaptiveGlass.swift") == "struct AdaptiveGlass {}\n")
        #expect(try tree.text("Sources/App/B.swift") == source.replacingOccurrences(of: "frosted", with: "adaptiveGlass"))
    }

    @Test func noSupportFileWhenTheModuleDeclaresTheMarker() throws {
        let tree = try TemporaryTree()
        try package(tree)
        try tree.write("Sources/App/Existing/Helpers.swift", "// made by hand\nstruct AdaptiveGlass { var x = 1 }\n")
        // Only one file of the module is named; the marker is in another file of the module.
        let report = try Runner(rules: [HelperRule()]).run(RunOptions(paths: [tree.url("Sources/App/B.swift").path, tree.url("Sources/Kit").path]))
        #expect(report.supportFiles.map(\.path) == [tree.url("Sources/Kit/AdaptiveGlass.swift").path])
    }

    @Test func helperPathAndCommonDirectoryWithoutAPackage() throws {
        let tree = try TemporaryTree()
        try tree.write("App/One/A.swift", source)
        try tree.write("App/Two/B.swift", source)
        let report = try Runner(rules: [HelperRule()]).run(RunOptions(paths: [tree.url("App").path]))
        #expect(report.supportFiles.map(\.path) == [tree.url("App/AdaptiveGlass.swift").path])
        try tree.write(".glassmigrate.json", #"{"helperPath": "Generated"}"#)
        // A destination outside the roots of the paths given (App, which is in no package) is not planned.
        let outside = try Runner(rules: [HelperRule()]).run(RunOptions(paths: [tree.url("App").path]))
        #expect(outside.supportFiles.isEmpty)
        let configured = try Runner(rules: [HelperRule()]).run(RunOptions(paths: [tree.root.path]))
        #expect(configured.supportFiles.map(\.path) == [tree.url("Generated/AdaptiveGlass.swift").path])
    }

    @Test func filesGivenOneByOneDoNotMakeTheRunReadTheTreeAboveThem() throws {
        let tree = try TemporaryTree()
        try tree.write("Work/One/A.swift", source)
        try tree.write("Work/Two/B.swift", source)
        // Far from the files given: the run would find this declaration only by reading every Swift file
        // below their common folder, as it used to (tens of thousands of files below a home folder).
        try tree.write("Work/Archive/Old/Helper.swift", "struct AdaptiveGlass {}\n")
        let paths = [tree.url("Work/One/A.swift").path, tree.url("Work/Two/B.swift").path]
        let report = try Runner(rules: [HelperRule()]).run(RunOptions(paths: paths))
        #expect(report.supportFiles.map(\.path) == [tree.url("Work/AdaptiveGlass.swift").path])
        // A declaration beside a file given, or where the helper would go, is still found.
        try tree.write("Work/Two/Mine.swift", "struct AdaptiveGlass {}\n")
        #expect(try Runner(rules: [HelperRule()]).run(RunOptions(paths: paths)).supportFiles.isEmpty)
        try FileManager.default.removeItem(at: tree.url("Work/Two/Mine.swift"))
        try tree.write("Work/AdaptiveGlass.swift", "struct AdaptiveGlass {}\n")
        #expect(try Runner(rules: [HelperRule()]).run(RunOptions(paths: paths)).supportFiles.isEmpty)
    }

    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", source)
        try tree.write("B.swift", source)
        let report = try Runner(rules: [HelperRule()]).run(RunOptions(paths: [tree.url("A.swift").path, tree.url("B.swift").path]))
        try tree.write("A.swift", source + "// edited meanwhile\n")
        let problems = Runner.write(report)
        #expect(problems == [PathProblem(path: tree.url("A.swift").path, reason: "changed on disk since it was read; not overwritten")])
        #expect(try tree.text("A.swift") == source + "// edited meanwhile\n")
        #expect(try tree.text("B.swift") == source.replacingOccurrences(of: "frosted", with: "adaptiveGlass"))
    }

    @Test func writingThroughASymbolicLinkKeepsTheLink() throws {
        let tree = try TemporaryTree()
        try tree.write("Real/A.swift", source)
        try FileManager.default.createSymbolicLink(atPath: tree.url("Link.swift").path, withDestinationPath: "Real/A.swift")
        let report = try Runner(rules: [HelperRule()]).run(RunOptions(paths: [tree.url("Link.swift").path]))
        #expect(Runner.write(report.withoutSupportFiles).isEmpty)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: tree.url("Link.swift").path) == "Real/A.swift")
        #expect(try tree.text("Real/A.swift") == source.replacingOccurrences(of: "frosted", with: "adaptiveGlass"))
    }

    @Test func ruleFileRulesRunBeforeTheGivenRulesSoOneRunIsEnough() throws {
        let tree = try TemporaryTree()
        // The rule file produces `.frosted()`, which the given rule rewrites in turn.
        try tree.write("rules.json", #"[{"id": "blurry", "summary": "S.", "match": ".blurry()", "rewrite": ".frosted()"}]"#)
        try tree.write(".glassmigrate.json", #"{"rules": ["rules.json"]}"#)
        try tree.write("App/A.swift", "import SwiftUI\nlet a = Text(\"x\").blurry()\n")
        let report = try Runner(rules: [HelperRule()]).run(RunOptions(paths: [tree.url("App").path]))
        let file = try #require(report.files.first)
        #expect(String(decoding: file.output, as: UTF8.self) == "import SwiftUI\nlet a = Text(\"x\").adaptiveGlass()\n")
        #expect(file.edits.map(\.ruleID) == ["blurry", "test-helper"])
        #expect(report.supportFiles.map(\.path) == [tree.url("App/AdaptiveGlass.swift").path])
        #expect(Runner.write(report).isEmpty)
        let again = try Runner(rules: [HelperRule()]).run(RunOptions(paths: [tree.url("App").path]))
        #expect(again.files.allSatisfy { !$0.changed })
        #expect(again.supportFiles.isEmpty)
    }

    @Test func optionsParse() throws {
        let options = try OptionParser.parse(["--check", "--format=sarif", "--enable", "a,b", "-j", "3", "--print-config", "Sources", "x.swift"])
        #expect(options.mode == .check)
        #expect(options.format == .sarif)
        #expect(options.enable == ["a", "b"])
        #expect(options.jobs == 3)
        #expect(options.printConfigPath == "Sources")
        #expect(options.paths == ["x.swift"])
        #expect(throws: UsageError.self) { try OptionParser.parse(["--quiet=yes"]) }
        var configuration = Configuration()
        configuration.disable = ["a"]
        options.adjust(&configuration)
        #expect(configuration.enable == ["a", "b"])
        #expect(configuration.disable.isEmpty)
    }
}

private extension RunReport {
    var withoutSupportFiles: RunReport {
        var copy = self
        copy.supportFiles = []
        return copy
    }
}

/// The options this issue added, and the suggestion for a mistyped one.
@Suite struct AdoptionOptionTests {
    @Test func newOptionsParse() throws {
        let options = try OptionParser.parse([
            "--baseline", "base.json", "--write-baseline=new.json", "--exclude", "**/Generated/**", "--include", "Sources/**",
            "--exclude=*.pb.swift", "--changed-since", "origin/main", "--docs-url", "https://example.org/tool/blob/v1", ".",
        ])
        #expect(options.baselineFile == "base.json")
        #expect(options.writeBaselineFile == "new.json")
        #expect(options.exclude == ["**/Generated/**", "*.pb.swift"])
        #expect(options.include == ["Sources/**"])
        #expect(options.changedSince == "origin/main")
        #expect(options.docsURL == "https://example.org/tool/blob/v1")
        var configuration = Configuration()
        configuration.exclude = ["Pods/**"]
        options.adjust(&configuration)
        #expect(configuration.exclude == ["Pods/**", "**/Generated/**", "*.pb.swift"])
        #expect(configuration.include == ["Sources/**"])
    }

    @Test func aMistypedOptionGetsASuggestion() throws {
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try OptionParser.parse(arguments)
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(message(["--dryrun", "."]) == "unknown option '--dryrun'; did you mean '--dry-run'? See --help")
        #expect(message(["-write", "."]) == "unknown option '-write'; did you mean '--write'? See --help")
        #expect(message(["--base-line=x", "."]) == "unknown option '--base-line'; did you mean '--baseline'? See --help")
        #expect(message(["--colour-scheme", "."]) == "unknown option '--colour-scheme'; see --help")
    }
}
