import Foundation
import Testing

/// A `.glassmigrate.json` in a subfolder refines its parent's; `--print-config` shows the merged
/// result and where each value came from; configuration errors give line and column.
@Suite struct NestedConfigurationTests {
    /// An app whose Legacy folder keeps glass-availability quiet and skips its generated code.
    static func makeTree() throws -> TemporaryTree {
        let tree = try StreamTests.makeTree()
        try FileManager.default.removeItem(at: tree.url("Sources/Shop/Chip.swift"))
        try tree.write(".glassmigrate.json", """
            {
              "disable": ["glass-content-layer"],
              "severity": {"glass-effect-order": "error"},
              "style": "adaptive"
            }

            """)
        try tree.write("Sources/Shop/Legacy/.glassmigrate.json", """
            // The legacy screens ship as they are until the redesign.
            {
              "disable": ["glass-availability"],
              "exclude": ["Generated/**"],
              "style": "native"
            }

            """)
        try tree.write("Sources/Shop/App.swift", SelectionTests.glass)
        try tree.write("Sources/Shop/Legacy/Old.swift", SelectionTests.glass)
        try tree.write("Sources/Shop/Legacy/Generated/Gen.swift", SelectionTests.glass)
        // Relative to the Legacy folder, not to the path given: this one is not excluded.
        try tree.write("Sources/Shop/Generated/Kept.swift", SelectionTests.glass)
        return tree
    }

    @Test func aNestedFileRefinesItsParent() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--check", "--quiet", "Sources"], in: tree.root)
        #expect(run.status == 1)
        #expect(SelectionTests.reportedFiles(run) == ["Sources/Shop/App.swift", "Sources/Shop/Generated/Kept.swift"], "\(run.text)")
        // Named explicitly, an excluded file is read (with its folder's configuration).
        let named = try Executable.run(["--format", "json", "Sources/Shop/Legacy/Generated/Gen.swift"], in: tree.root)
        let totals = (try JSONSerialization.jsonObject(with: Data(named.stdout)) as? [String: Any])?["totals"] as? [String: Any]
        #expect(totals?["files"] as? Int == 1)
        #expect(totals?["findings"] as? Int == 0)
    }

    @Test func aWalkWithNoConfigurationBelowItsRootUsesTheRootsForEveryFolder() throws {
        let tree = try Self.makeTree()
        try tree.write("Sources/Shop/Legacy/Deep/Er/More.swift", SelectionTests.glass)
        // From Legacy down, only Legacy's own file (and those above it) apply: glass-availability is off
        // in every folder, and Generated is excluded.
        let legacy = try Executable.run(["--check", "--quiet", "Sources/Shop/Legacy"], in: tree.root)
        #expect(SelectionTests.reportedFiles(legacy).isEmpty, "\(legacy.text)")
        let generated = try Executable.run(["--check", "--quiet", "Sources/Shop/Generated"], in: tree.root)
        #expect(SelectionTests.reportedFiles(generated) == ["Sources/Shop/Generated/Kept.swift"], "\(generated.text)")
    }

    /// Each folder is looked up by its own path whenever the walk may not have listed it, or listed it
    /// by another path: a second path given inside the first, a `--config` file below the root, `..`.
    @Test func foldersTheWalkDidNotListKeepTheirOwnConfiguration() throws {
        let tree = try TemporaryTree()
        try tree.write("A/a.swift", SelectionTests.glass)
        try tree.write("A/Pods/Lib/x.swift", SelectionTests.glass)
        try tree.write("A/Pods/.glassmigrate.json", #"{"disable": ["glass-availability"]}"#)
        for paths in [["A", "A/Pods/Lib/x.swift"], ["A", "A/Pods"], ["A/Pods", "A"]] {
            let run = try Executable.run(["--check", "--quiet"] + paths, in: tree.root)
            #expect(SelectionTests.reportedFiles(run) == ["A/a.swift"], "\(paths): \(run.text)")
        }

        try tree.write("C/cfg/gm.json", #"{"exclude": ["sub/z.swift"]}"#)
        try tree.write("C/cfg/sub/z.swift", SelectionTests.glass)
        try tree.write("C/other/y.swift", SelectionTests.glass)
        let configured = try Executable.run(["--check", "--quiet", "--config", "C/cfg/gm.json", "C"], in: tree.root)
        #expect(SelectionTests.reportedFiles(configured) == ["C/other/y.swift"], "\(configured.text)")

        // On disk `L/../sub` is `far/sub`; the configuration is looked up by the text, in the tree's `sub`.
        try tree.write("far/sub/x.swift", SelectionTests.glass)
        try tree.write("sub/.glassmigrate.json", #"{"disable": ["glass-availability"]}"#)
        try tree.write("far/deep/keep.txt", "")
        try FileManager.default.createSymbolicLink(atPath: tree.url("L").path, withDestinationPath: "far/deep")
        let throughLink = try Executable.run(["--check", "--quiet", "L/.."], in: tree.root)
        #expect(throughLink.status == 0, "\(throughLink.text)")
        #expect(SelectionTests.reportedFiles(throughLink).isEmpty, "\(throughLink.text)")
    }

    @Test func printConfigShowsTheMergedResultAndItsOrigins() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--print-config", "Sources/Shop/Legacy/Old.swift", "--enable", "glass-interactive-motion"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.text == """
            {
              "disable": [
                "glass-content-layer",  // .glassmigrate.json
                "glass-availability"  // Sources/Shop/Legacy/.glassmigrate.json
              ],
              "enable": [
                "glass-interactive-motion"  // command line
              ],
              "exclude": [
                "Generated/**"  // Sources/Shop/Legacy/.glassmigrate.json
              ],
              "include": [],
              "options": {
                "glass-availability": {
                  "fallbackMaterial": "ultraThinMaterial"  // default
                },
                "glass-container": {
                  "fixContainers": false  // default
                },
                "material-background": {
                  "liquidGlassURL": "https://github.com/rguillen-dev/LiquidGlass.git",  // default
                  "liquidGlassVersion": "1.2.0",  // default
                  "migrateContentLayer": false,  // default
                  "migrateFullBleed": false,  // default
                  "migrateOptedOut": false,  // default
                  "style": "native"  // Sources/Shop/Legacy/.glassmigrate.json
                }
              },
              "rules": [],
              "severity": {
                "glass-effect-order": "error"  // .glassmigrate.json
              }
            }

            """)
        // The output, comments and all, reads back as a configuration.
        try tree.write("merged.json", run.stdout)
        let again = try Executable.run(["--print-config", "--config", "merged.json"], in: tree.root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.text.contains(#""style": "native"  // merged.json"#), "\(again.text)")
        #expect(again.text.contains(#""glass-interactive-motion"  // merged.json"#), "\(again.text)")
    }

    @Test func configurationErrorsGiveLineAndColumn() throws {
        let tree = try Self.makeTree()
        try tree.write("Sources/Shop/Legacy/.glassmigrate.json", "{\n  \"disable\": [\"glass-availability\"],\n  \"style\": nativ\n}\n")
        let syntax = try Executable.run(["Sources"], in: tree.root)
        #expect(syntax.status == 2)
        #expect(syntax.stdout.isEmpty)
        #expect(syntax.stderr == "glassmigrate: error: Sources/Shop/Legacy/.glassmigrate.json:3:12: is not valid JSON: found 'nativ' where a value was expected (text needs double quotes)\n")

        try tree.write("Sources/Shop/Legacy/.glassmigrate.json", "{\n  \"disable\": [\"glass-availabilty\"]\n}\n")
        let unknown = try Executable.run(["Sources"], in: tree.root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasSuffix("Sources/Shop/Legacy/.glassmigrate.json:2:15: key 'disable': unknown rule id 'glass-availabilty'; see glassmigrate --list-rules\n"), "\(unknown.stderr)")
    }
}
