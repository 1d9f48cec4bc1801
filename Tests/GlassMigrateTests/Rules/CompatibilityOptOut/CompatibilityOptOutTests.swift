import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// `Fixtures/compatibility-opt-out/<case>/`: a tree of settings files and `expected.findings`, one
/// `path:line:column severity rule-id` per finding of a run over the tree (paths relative to it).
@Suite struct CompatibilityOptOutTests {
    static let folder = FixtureCase.root.appendingPathComponent("Fixtures/compatibility-opt-out")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    static func run(_ directory: String) throws -> RunReport {
        try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory], jobs: 1))
    }

    @Test func thereAreCasesThatReportAndCasesThatStaySilent() throws {
        let expected = try Self.cases.map { try String(contentsOf: Self.folder.appendingPathComponent("\($0)/expected.findings"), encoding: .utf8) }
        #expect(expected.contains { !$0.isEmpty })
        #expect(expected.contains { $0.isEmpty })
    }

    @Test(arguments: cases)
    func fixture(_ name: String) throws {
        let directory = Self.folder.appendingPathComponent(name).path
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("\(name)/expected.findings"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let report = try Self.run(directory)
        let lines = report.findings.map { finding in
            "\(ReportPath.relative(finding.path, to: directory)):\(finding.location.line):\(finding.location.column) \(finding.severity.rawValue) \(finding.ruleID)"
        }
        #expect(lines == expected)
        #expect(report.allProblems.isEmpty)
        #expect(!report.hasChanges)
    }

    @Test func theMessageQuotesApplesDocumentation() throws {
        let report = try Self.run(Self.folder.appendingPathComponent("info-plist").path)
        let message = try #require(report.findings.first?.message)
        #expect(message.contains("\"Temporarily use this key while reviewing and refining your app’s UI for the design in the latest SDKs.\""))
        #expect(message.contains("\"The system ignores this key when you build for iOS 27 or later\""))
    }

    @Test func aConfiguredSeverityAndDisableApply() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Info.plist", "<plist><dict><key>UIDesignRequiresCompatibility</key><true/></dict></plist>\n")
        try tree.write(".glassmigrate.json", #"{"severity": {"compatibility-opt-out": "error"}}"#)
        #expect(try Self.run(tree.path).findings.map(\.severity) == [.error])
        try tree.write(".glassmigrate.json", #"{"disable": ["compatibility-opt-out"]}"#)
        #expect(try Self.run(tree.path).findings.isEmpty)
    }

    @Test func anInfoPlistThatIsNotAPropertyListIsReportedForReview() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Info.plist", "<plist><dict><key>UIDesignRequiresCompatibility</key><true/>\n")
        try tree.write("Other/Info.plist", "not a list, no key\n")
        let findings = try Self.run(tree.path).findings
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("could not be read") == true)
        #expect(findings.first.map { ReportPath.relative($0.path, to: tree.path) } == "Info.plist")
    }

    @Test func anOldStylePropertyListIsRead() throws {
        let file = BuildSettingsFile(path: "Info.plist", bytes: Array("{\n  UIDesignRequiresCompatibility = YES;\n}\n".utf8), kind: .infoPlist)
        let value = try #require(file.infoPlistValue(forKey: "UIDesignRequiresCompatibility").value)
        #expect(value.bool == true)
        #expect(file.location(of: value.offset).line == 2)
    }

    @Test func onlySettingsFilesAreCollected() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        for name in ["A.swift", "Info.plist", "Other.plist", "App.xcodeproj/project.pbxproj", "Base.xcconfig", "README.md",
                     "Pods/X/Info.plist", "Skipped/Info.plist"] {
            try tree.write(name, "")
        }
        var discovery = FileDiscovery(exclude: ["Skipped"])
        #expect(discovery.discover([tree.path]).buildSettingsFiles.isEmpty)
        discovery.collectsBuildSettingsFiles = true
        let found = discovery.discover([tree.path])
        #expect(found.buildSettingsFiles.map { ReportPath.relative($0, to: tree.path) } == ["App.xcodeproj/project.pbxproj", "Base.xcconfig", "Info.plist"])
        #expect(found.files.map { ReportPath.relative($0, to: tree.path) } == ["A.swift"])
    }
}
