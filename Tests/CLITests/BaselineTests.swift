import Foundation
import Testing

/// `--write-baseline FILE` records what a run reports; `--baseline FILE` hides it later, matched as
/// SwiftLint matches: by rule, file and the text of the line.
@Suite struct BaselineTests {
    static let legacy = """
        import SwiftUI

        struct Legacy: View {
            var body: some View {
                Text("a").glassEffect(Glass.regular)
                Text("b").padding().background(.thinMaterial, in: Capsule())
            }
        }

        """

    static func makeTree() throws -> TemporaryTree {
        let tree = try StreamTests.makeTree()
        try FileManager.default.removeItem(at: tree.url("Sources/Shop/Chip.swift"))
        try tree.write("Sources/Shop/Legacy.swift", legacy)
        try tree.write("Sources/Shop/AdaptiveGlassBackground.swift", "// written by hand\nstruct AdaptiveGlassBackground {}\n")
        return tree
    }

    @Test func recordedSitesStayHiddenWhenUnrelatedLinesMove() throws {
        let tree = try Self.makeTree()
        let record = try Executable.run(["--check", "--write-baseline", "glass-baseline.json", "Sources"], in: tree.root)
        #expect(record.status == 1)
        #expect(record.text.split(separator: "\n").count == 2, "\(record.text)")
        let baseline = try tree.text("glass-baseline.json")
        #expect(baseline.contains(#""path" : "Sources/Shop/Legacy.swift""#), "\(baseline)")
        #expect(baseline.contains(#""text" : "        Text(\"a\").glassEffect(Glass.regular)""#), "\(baseline)")
        #expect(baseline.contains(#""ruleId" : "material-background""#))
        #expect(baseline.hasPrefix("{\n  \"entries\" : ["))
        #expect(baseline.hasSuffix("  \"version\" : 1\n}\n"))

        let clean = try Executable.run(["--check", "--baseline", "glass-baseline.json", "Sources"], in: tree.root)
        #expect(clean.status == 0, "\(clean.text)")
        #expect(clean.stdout.isEmpty)
        #expect(clean.stderr.contains("0 findings, 2 hidden by the baseline."), "\(clean.stderr)")

        // Lines added above the sites move them; they stay hidden.
        try tree.write("Sources/Shop/Legacy.swift", "// A header.\n\n" + Self.legacy)
        let moved = try Executable.run(["--check", "--quiet", "--baseline", "glass-baseline.json", "Sources"], in: tree.root)
        #expect(moved.status == 0, "\(moved.text)")
        #expect(moved.stdout.isEmpty)

        // A new site is reported alone.
        try tree.write("Sources/Shop/Legacy.swift", Self.legacy.replacingOccurrences(
            of: "    }\n}", with: "        Text(\"c\").glassEffect(Glass.clear)\n    }\n}"))
        let added = try Executable.run(["--check", "--quiet", "--baseline", "glass-baseline.json", "Sources"], in: tree.root)
        #expect(added.status == 1)
        let lines = added.text.split(separator: "\n")
        #expect(lines.count == 1, "\(added.text)")
        #expect(lines.first?.hasPrefix("Sources/Shop/Legacy.swift:7:") == true, "\(added.text)")

        // Editing a recorded line reports it again.
        try tree.write("Sources/Shop/Legacy.swift", Self.legacy.replacingOccurrences(of: #"Text("a")"#, with: #"Text("A")"#))
        let edited = try Executable.run(["--check", "--quiet", "--baseline", "glass-baseline.json", "Sources"], in: tree.root)
        #expect(edited.status == 1)
        #expect(edited.text.hasPrefix("Sources/Shop/Legacy.swift:5:"), "\(edited.text)")
    }

    /// A copy of a recorded line, where neither sits exactly where the recorded one did, makes the
    /// group larger than recorded: which one is new cannot be told, so both are reported (as
    /// SwiftLint does). A copy below the unmoved original is reported alone.
    @Test func aCopiedSiteReportsTheWholeGroup() throws {
        let tree = try Self.makeTree()
        #expect(try Executable.run(["--write-baseline", "b.json", "--quiet", "Sources"], in: tree.root).status == 0)
        let site = "        Text(\"a\").glassEffect(Glass.regular)\n"
        try tree.write("Sources/Shop/Legacy.swift", Self.legacy.replacingOccurrences(of: site, with: site + site))
        let below = try Executable.run(["--check", "--quiet", "--baseline", "b.json", "--disable", "material-background", "Sources"], in: tree.root)
        #expect(below.status == 1)
        #expect(below.text.split(separator: "\n").map { String($0.prefix { $0 != " " }) } == ["Sources/Shop/Legacy.swift:6:19:"], "\(below.text)")

        try tree.write("Sources/Shop/Legacy.swift", "\n" + Self.legacy.replacingOccurrences(of: site, with: site + site))
        let moved = try Executable.run(["--check", "--quiet", "--baseline", "b.json", "--disable", "material-background", "Sources"], in: tree.root)
        #expect(moved.status == 1)
        // glass-availability groups the two sites into one finding, which names the other.
        let lines = moved.text.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(lines == ["Sources/Shop/Legacy.swift:6:19:"], "\(moved.text)")
        #expect(moved.text.contains(" Also at 7:19 in this file. [glass-availability]"), "\(moved.text)")
    }

    /// A grouped finding is recorded site by site, without the sentence naming the other sites: moving
    /// lines keeps it hidden, and a new site of the group is reported alone.
    @Test func aGroupedFindingIsMatchedSiteBySite() throws {
        let tree = try Self.makeTree()
        let two = Self.legacy.replacingOccurrences(of: "    }\n}", with: "        Text(\"b\").glassEffect(Glass.regular)\n    }\n}")
        try tree.write("Sources/Shop/Legacy.swift", two)
        #expect(try Executable.run(["--write-baseline", "b.json", "--quiet", "Sources"], in: tree.root).status == 0)
        let baseline = try tree.text("b.json")
        #expect(!baseline.contains("Also at"), "\(baseline)")
        #expect(baseline.contains(#""text" : "        Text(\"b\").glassEffect(Glass.regular)""#), "\(baseline)")

        try tree.write("Sources/Shop/Legacy.swift", "// A header.\n\n" + two)
        let moved = try Executable.run(["--check", "--baseline", "b.json", "Sources"], in: tree.root)
        #expect(moved.status == 0, "\(moved.text)")
        #expect(moved.stderr.contains("0 findings, 3 hidden by the baseline."), "\(moved.stderr)")

        try tree.write("Sources/Shop/Legacy.swift", two.replacingOccurrences(of: "    }\n}", with: "        Text(\"c\").glassEffect(Glass.regular)\n    }\n}"))
        let added = try Executable.run(["--check", "--quiet", "--baseline", "b.json", "Sources"], in: tree.root)
        #expect(added.status == 1)
        let lines = added.text.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("Sources/Shop/Legacy.swift:8:19: error: "), "\(added.text)")
        #expect(!added.text.contains("Also at"), "\(added.text)")
    }

    @Test func everyReportHonoursTheBaseline() throws {
        let tree = try Self.makeTree()
        #expect(try Executable.run(["--write-baseline", "b.json", "--quiet", "Sources"], in: tree.root).status == 0)
        let json = try Executable.run(["--format", "json", "--baseline", "b.json", "Sources"], in: tree.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let totals = try #require(document["totals"] as? [String: Any])
        #expect(totals["findings"] as? Int == 0)
        #expect(totals["hiddenByBaseline"] as? Int == 2)
        // The diff is what --write does; a baseline hides reports, not rewrites.
        #expect(totals["changedFiles"] as? Int == 1)
        for format in ["github", "xcode"] {
            let run = try Executable.run(["--format", format, "--baseline", "b.json", "Sources"], in: tree.root)
            #expect(run.stdout.isEmpty, "\(format): \(run.text)")
        }
        let sarif = try Executable.run(["--format", "sarif", "--baseline", "b.json", "Sources"], in: tree.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any])
        let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [Any]
        #expect(results?.isEmpty == true)
        // --write still rewrites what the baseline hides.
        #expect(try Executable.run(["--write", "--quiet", "--baseline", "b.json", "Sources"], in: tree.root).status == 0)
        #expect(try tree.text("Sources/Shop/Legacy.swift") != Self.legacy)
    }

    @Test func aBadBaselineIsAUsageError() throws {
        let tree = try Self.makeTree()
        try tree.write("b.json", "[1, 2]")
        for arguments in [["--baseline", "b.json", "Sources"], ["--baseline", "missing.json", "Sources"]] {
            let run = try Executable.run(arguments, in: tree.root)
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("glassmigrate: error: the baseline "), "\(run.stderr)")
        }
    }
}
