import Foundation
import Testing

/// Runs the built executable over temporary trees.
@Suite struct EndToEndTests {
    @Test func patchAppliesWithGitAndPatchAndMatchesWrite() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let dryRun = try Executable.run(["--patch", "glass.patch", "Sources"], in: tree.root)
        #expect(dryRun.status == 0)
        let patch = try tree.read("glass.patch")
        #expect(patch == dryRun.stdout)
        #expect(dryRun.stderr.contains("3 files processed, 2 files would change"))
        try FileManager.default.removeItem(at: tree.url("glass.patch"))
        // Dry run writes nothing.
        #expect(try tree.text("Sources/App/Card.swift") == SampleProject.card)

        let written = try tree.copy()
        let gitApplied = try tree.copy()
        let patched = try tree.copy()
        #expect(try Executable.run(["--write", "Sources"], in: written.root).status == 0)
        #expect(try written.text("Sources/App/Card.swift") == SampleProject.cardMigrated)

        try gitApplied.write("glass.patch", patch)
        _ = try runSystemTool("git", ["init", "-q"], in: gitApplied.root)
        let git = try runSystemTool("git", ["apply", "glass.patch"], in: gitApplied.root)
        #expect(git.status == 0, "\(git.stderr)")
        let patchRun = try runSystemTool("patch", ["-p1", "-s"], in: patched.root, input: patch)
        #expect(patchRun.status == 0, "\(patchRun.stderr)")

        for file in ["Sources/App/Card.swift", "Sources/App/Nested/Blurred.swift", "Sources/App/Plain.swift"] {
            #expect(try gitApplied.read(file) == written.read(file), "git apply: \(file)")
            #expect(try patched.read(file) == written.read(file), "patch -p1: \(file)")
        }
        // CRLF, tabs and the missing final newline survive.
        #expect(try written.text("Sources/App/Nested/Blurred.swift") == SampleProject.blurred.replacingOccurrences(of: ".frostedCard(.thin)", with: ".glassEffect(.thin)"))
    }

    @Test func checkFailsBeforeAndPassesAfterWrite() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        try tree.write("rules.json", #"[{"id": "frosted-card", "summary": "S.", "match": ".frostedCard($s)", "rewrite": ".glassEffect($s)"}]"#)
        let before = try Executable.run(["--check", "."], in: tree.root)
        #expect(before.status == 1)
        #expect(before.text.contains("Sources/App/Card.swift:6:13: warning: S. [frosted-card]"))
        #expect(try tree.text("Sources/App/Card.swift") == SampleProject.card)
        #expect(try Executable.run(["--write", "--quiet", "."], in: tree.root).status == 0)
        let after = try Executable.run(["--check", "."], in: tree.root)
        #expect(after.status == 0)
        #expect(after.stdout.isEmpty)
    }

    @Test func errorLevelFindingFailsCheckWithoutChanges() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        try tree.write("Sources/App/Card.swift", "let x = Color.red.blur(radius: 1)\n")
        try FileManager.default.removeItem(at: tree.url("Sources/App/Nested"))
        let run = try Executable.run(["--check", "Sources"], in: tree.root)
        #expect(run.status == 1)
        #expect(run.text == "Sources/App/Card.swift:1:18: error: Blur under glass is discouraged. [no-blur]\n")
    }

    @Test func jsonAndSARIFParseWithRuleIDsAndLocations() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let json = try Executable.run(["--format", "json", "Sources"], in: tree.root)
        #expect(json.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let totals = try #require(document["totals"] as? [String: Any])
        #expect(totals["changedFiles"] as? Int == 2)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["Sources/App/Card.swift", "Sources/App/Nested/Blurred.swift"])
        let card = files[0]
        let edits = try #require(card["edits"] as? [[String: Any]])
        // The rule file's rewrite, then the built-in reordering of what it produced.
        #expect(edits.map { $0["ruleId"] as? String } == ["frosted-card", "glass-effect-order"])
        #expect(edits[0]["line"] as? Int == 6)
        #expect(edits[0]["column"] as? Int == 13)
        #expect((card["diff"] as? String)?.contains("+            .glassEffect(.regular) // keep this comment\n") == true)
        let findings = try #require(files[1]["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["ruleId"] as? String == "no-blur" && $0["line"] as? Int == 7 && $0["column"] as? Int == 4 && $0["severity"] as? String == "error" })

        let sarif = try Executable.run(["--format", "sarif", "Sources"], in: tree.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let noBlur = try #require(rules.first { $0["id"] as? String == "no-blur" })
        #expect((noBlur["shortDescription"] as? [String: Any])?["text"] as? String == "Flags blur modifiers.")
        #expect((noBlur["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        let results = try #require(run["results"] as? [[String: Any]])
        let blurResult = try #require(results.first { $0["ruleId"] as? String == "no-blur" })
        let location = try #require((blurResult["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/App/Nested/Blurred.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 7)
        #expect(blurResult["level"] as? String == "error")
        #expect(results.contains { $0["ruleId"] as? String == "frosted-card" })
    }

    @Test func githubAndXcodeFormats() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let github = try Executable.run(["--format", "github", "--check", "Sources/App/Nested"], in: tree.root)
        #expect(github.status == 1)
        #expect(github.text == """
            ::warning file=Sources/App/Nested/Blurred.swift,line=6,col=4,title=glassmigrate frosted-card::Replaces .frostedCard(style) with a glass effect.
            ::error file=Sources/App/Nested/Blurred.swift,line=7,col=4,title=glassmigrate no-blur::Blur under glass is discouraged.

            """)
        let xcode = try Executable.run(["--format", "xcode", "Sources/App/Nested"], in: tree.root)
        let absolute = tree.url("Sources/App/Nested/Blurred.swift").standardizedFileURL.path
        #expect(xcode.text.hasSuffix("\(absolute):7:4: error: Blur under glass is discouraged. [no-blur]\n"))
    }

    @Test func standardInputRoundTrips() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let migrated = try Executable.run(["--stdin-path", "Sources/App/Card.swift", "-"], in: tree.root, input: Array(SampleProject.card.utf8))
        #expect(migrated.status == 0)
        #expect(migrated.stdout == Array(SampleProject.cardMigrated.utf8))
        let again = try Executable.run(["--stdin-path", "Sources/App/Card.swift", "-"], in: tree.root, input: migrated.stdout)
        #expect(again.stdout == migrated.stdout)
        // Outside the configured tree the rule file does not apply and no built-in rule matches: the input comes back as it was.
        let elsewhere = try TemporaryTree()
        let untouched = try Executable.run(["-"], in: elsewhere.root, input: Array(SampleProject.card.utf8))
        #expect(untouched.stdout == Array(SampleProject.card.utf8))
    }

    @Test func configurationErrorsExitTwoNamingTheKey() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        try tree.write("Sources/.glassmigrate.json", #"{"migrateFullBleed": "yes"}"#)
        let wrongType = try Executable.run(["--write", "Sources"], in: tree.root)
        #expect(wrongType.status == 2)
        #expect(wrongType.stderr.contains("migrateFullBleed"))
        #expect(wrongType.stderr.contains("Sources/.glassmigrate.json"))
        #expect(try tree.text("Sources/App/Card.swift") == SampleProject.card)

        try tree.write("Sources/.glassmigrate.json", #"{"stlye": "native"}"#)
        let unknownKey = try Executable.run(["Sources"], in: tree.root)
        #expect(unknownKey.status == 2)
        #expect(unknownKey.stderr.contains("stlye"))
        #expect(unknownKey.stdout.isEmpty)

        let badRules = try Executable.run(["--rules", "missing.json", "Sources/App/Plain.swift", "--config", ".glassmigrate.json"], in: tree.root)
        #expect(badRules.status == 2)
        #expect(badRules.stderr.contains("missing.json"))
    }

    @Test func usageErrorsExitTwo() throws {
        let tree = try TemporaryTree()
        for arguments in [["--frobnicate", "."], ["--jobs", "0", "."], ["--format", "yaml", "."], ["--write", "--check", "."],
                          [], ["--enable", "no-such-rule", "."], ["--stdin-path", "x.swift", "."]] {
            let run = try Executable.run(arguments, in: tree.root)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("glassmigrate: error: "), "\(arguments)")
        }
    }

    @Test func badFilesAreReportedLeftUnchangedAndTheRunGoesOn() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let invalid: [UInt8] = Array("let a = x.frostedCard(.regular) // ".utf8) + [0xFF, 0xFE, 0x0A]
        try tree.write("Sources/App/Invalid.swift", invalid)
        let unbalanced = "let a = x.frostedCard(.regular)\nfunc f() {\n"
        try tree.write("Sources/App/Unbalanced.swift", unbalanced)
        try tree.write("Sources/App/ReadOnly.swift", SampleProject.card)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: tree.url("Sources/App/ReadOnly.swift").path)
        try FileManager.default.createSymbolicLink(atPath: tree.url("Sources/App/Loop.swift").path, withDestinationPath: "Loop.swift")

        // Named explicitly, the loop is reported (a directory walk skips links it cannot resolve).
        let run = try Executable.run(["--write", "Sources", "Sources/App/Loop.swift"], in: tree.root)
        #expect(run.status == 3)
        #expect(run.stderr.contains("Sources/App/Invalid.swift: not valid UTF-8"))
        #expect(run.stderr.contains("Sources/App/Unbalanced.swift: cannot parse"))
        #expect(run.stderr.contains("Sources/App/ReadOnly.swift: cannot write: the file is read-only"))
        #expect(run.stderr.contains("Sources/App/Loop.swift: Too many levels of symbolic links"))
        #expect(try tree.read("Sources/App/Invalid.swift") == invalid)
        #expect(try tree.text("Sources/App/Unbalanced.swift") == unbalanced)
        #expect(try tree.text("Sources/App/ReadOnly.swift") == SampleProject.card)
        let attributes = try FileManager.default.attributesOfItem(atPath: tree.url("Sources/App/ReadOnly.swift").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o444)
        // The rest were processed.
        #expect(try tree.text("Sources/App/Card.swift") == SampleProject.cardMigrated)
    }

    @Test func writeKeepsPermissions() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let path = tree.url("Sources/App/Card.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(try Executable.run(["--write", "Sources"], in: tree.root).status == 0)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
        #expect(try tree.text("Sources/App/Card.swift") == SampleProject.cardMigrated)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tree.url("Sources/App").path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func outputIsIdenticalWhateverTheJobs() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        for index in 0..<40 {
            try tree.write("Sources/Many/File\(index).swift", index % 3 == 0 ? SampleProject.plain : SampleProject.blurred)
        }
        for format in ["diff", "json", "sarif", "github"] {
            let one = try Executable.run(["--jobs", "1", "--format", format, "Sources"], in: tree.root)
            let four = try Executable.run(["--jobs", "4", "--format", format, "Sources"], in: tree.root)
            #expect(one.stdout == four.stdout, "\(format)")
            #expect(one.stderr == four.stderr, "\(format)")
            #expect(!one.stdout.isEmpty)
        }
    }

    @Test func informationalModes() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let help = try Executable.run(["--help"], in: tree.root)
        #expect(help.status == 0)
        for option in ["--dry-run", "--patch", "--write", "--check", "--style", "--enable", "--disable", "--list-rules",
                       "--config", "--jobs", "--color", "--quiet", "--version", "--help", "--dump-tokens", "--print-config",
                       "--migrate-full-bleed", "--fix-containers", "--rules", "--format", "--stdin-path", "--platforms"] {
            #expect(help.text.contains("  \(option)"), "\(option)")
        }
        #expect(try Executable.run(["--version"], in: tree.root).text.hasPrefix("glassmigrate "))

        let rules = try Executable.run(["--list-rules", "--rules", "rules.json"], in: tree.root)
        #expect(rules.status == 0)
        let lines = rules.text.split(separator: "\n").map(String.init)
        // The built-ins in run order (the check of suppression comments, rewrites before lint rules),
        // then the rule file's rules (which run before the built-ins).
        #expect(lines.map { String($0.prefix { $0 != " " }) } == [
            "invalid-suppression", "material-background", "bar-background", "glass-beta-api", "glass-effect-order",
            "glass-availability", "glass-on-glass", "glass-container", "glass-morph-animation", "glass-content-layer",
            "glass-interactive-motion", "compatibility-opt-out", "frosted-card", "no-blur",
        ])
        #expect(lines.contains("no-blur                   lint     error    Flags blur modifiers."))
        #expect(lines.contains("glass-effect-order        rewrite  warning  Moves padding and frame that follow a glassEffect on bare text or an image to before it."))
        #expect(lines.contains("glass-availability        lint     error    Reports Liquid Glass API used below a 26 deployment target without an availability check."))

        // Rule files named only in the project's .glassmigrate.json are listed too, after the built-ins.
        let configured = try Executable.run(["--list-rules"], in: tree.root)
        #expect(configured.status == 0)
        #expect(configured.text == rules.text)

        let tokens = try Executable.run(["--dump-tokens", "Sources/App/Plain.swift"], in: tree.root)
        #expect(tokens.text == "0 6 identifier\n6 7 whitespace\n7 12 identifier\n12 13 whitespace\n13 14 leftBrace\n14 15 rightBrace\n15 16 newline\n")

        let config = try Executable.run(["--print-config", "Sources", "--style", "adaptive"], in: tree.root)
        #expect(config.status == 0)
        // The project's configuration file with the command line's style over it, each value's origin named.
        #expect(config.text == """
            {
              "disable": [],
              "enable": [],
              "exclude": [],
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
                  "style": "adaptive"  // command line
                }
              },
              "rules": [
                "rules.json"  // .glassmigrate.json
              ],
              "severity": {}
            }

            """)
    }
}
