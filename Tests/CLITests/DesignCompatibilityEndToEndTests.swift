import Foundation
import Testing

/// A target that sets `UIDesignRequiresCompatibility` shows the pre-26 design, so its materials stay
/// materials (with a finding that says why) until the key goes; other targets are migrated as usual.
@Suite struct DesignCompatibilityEndToEndTests {
    static let optOutPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        	<key>UIDesignRequiresCompatibility</key>
        	<true/>
        </dict>
        </plist>

        """

    /// Two targets, each compiling one card: `App` reads `App/Info.plist`, `Widget` sets `widgetSettings`.
    static func makeTree(appPlist: String = optOutPlist, widgetSettings: [String: String] = [:]) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        var app = XcodeProjectFixture.iOS()
        app["INFOPLIST_FILE"] = "App/Info.plist"
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: app, files: ["App/Card.swift"]),
            .init(name: "Widget", settings: XcodeProjectFixture.iOS().merging(widgetSettings) { $1 }, files: ["Widget/Card.swift"]),
        ]).write(to: tree)
        try tree.write("App/Info.plist", appPlist)
        try tree.write("App/Card.swift", Glass.card())
        try tree.write("Widget/Card.swift", Glass.card("WidgetCard"))
        return tree
    }

    static func findings(_ run: ProcessOutput, in path: String) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        return files.first { $0["path"] as? String == path }?["findings"] as? [[String: Any]] ?? []
    }

    @Test func theOptedOutTargetKeepsItsMaterialAndSaysWhy() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(String(decoding: try tree.read("App/Card.swift"), as: UTF8.self) == Glass.card(), "the opted-out target's code is left as it is")
        #expect(String(decoding: try tree.read("Widget/Card.swift"), as: UTF8.self) == Glass.migrated("WidgetCard"), "the other target is migrated")

        let json = try Executable.run(["--format", "json", "."], in: tree.root)
        let finding = try #require(try Self.findings(json, in: "App/Card.swift").first)
        #expect(finding["ruleId"] as? String == "material-background/design-compatibility")
        #expect(finding["severity"] as? String == "info")
        let message = finding["message"] as? String ?? ""
        #expect(message.contains("App/Info.plist") && message.contains("UIDesignRequiresCompatibility"), "\(message)")
    }

    @Test func aBuildSettingOptsTheTargetOutToo() throws {
        let tree = try Self.makeTree(appPlist: "<plist><dict/></plist>\n",
                                     widgetSettings: ["INFOPLIST_KEY_UIDesignRequiresCompatibility": "YES"])
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(String(decoding: try tree.read("App/Card.swift"), as: UTF8.self) == Glass.migrated())
        #expect(String(decoding: try tree.read("Widget/Card.swift"), as: UTF8.self) == Glass.card("WidgetCard"))
        let json = try Executable.run(["--format", "json", "."], in: tree.root)
        let message = try #require(try Self.findings(json, in: "Widget/Card.swift").first?["message"] as? String)
        #expect(message.contains("Demo.xcodeproj/project.pbxproj"), "\(message)")
    }

    @Test func theKeySetToFalseChangesNothing() throws {
        let tree = try Self.makeTree(appPlist: Self.optOutPlist.replacingOccurrences(of: "<true/>", with: "<false/>"))
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(String(decoding: try tree.read("App/Card.swift"), as: UTF8.self) == Glass.migrated())
    }

    @Test func anOptionMigratesTheOptedOutTargetAnyway() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--write", "--migrate-opted-out", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(String(decoding: try tree.read("App/Card.swift"), as: UTF8.self) == Glass.migrated())
    }

    @Test func aSheetBackgroundOfTheOptedOutTargetStaysToo() throws {
        let tree = try Self.makeTree()
        let sheet = """
            import SwiftUI

            struct Settings: View {
                @State private var shown = false

                var body: some View {
                    Button("Show") { shown = true }
                        .sheet(isPresented: $shown) {
                            Text("Settings").presentationBackground(.thinMaterial)
                        }
                }
            }

            """
        try tree.write("App/Card.swift", sheet)
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(String(decoding: try tree.read("App/Card.swift"), as: UTF8.self) == sheet)
        let json = try Executable.run(["--format", "json", "."], in: tree.root)
        let ids = try Self.findings(json, in: "App/Card.swift").compactMap { $0["ruleId"] as? String }
        #expect(ids == ["bar-background/design-compatibility"], "\(ids)")

        let anyway = try Executable.run(["--write", "--migrate-opted-out", "."], in: tree.root)
        #expect(anyway.status == 0, "\(anyway.stderr)")
        #expect(String(decoding: try tree.read("App/Card.swift"), as: UTF8.self).contains(".presentationBackgroundBeforeGlass(.thinMaterial)"))
    }
}
