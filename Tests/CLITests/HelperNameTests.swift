import Foundation
import Testing

/// A module that declares its own `adaptiveGlassBackground` never gets calls meant for the helper.
@Suite struct HelperNameTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "Kit", platforms: [.iOS(.v17)], targets: [.target(name: "Kit")])

        """

    static let ownFunction = """
        import SwiftUI

        extension View {
            func adaptiveGlassBackground(cornerRadius: CGFloat) -> some View {
                self.background(.thinMaterial, in: RoundedRectangle(cornerRadius: cornerRadius))
            }
        }

        """

    @Test func theRuleLeavesEverySiteOfTheModuleAndSaysWhy() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", Self.manifest)
        try tree.write("Sources/Kit/Own.swift", Self.ownFunction)
        try tree.write("Sources/Kit/Card.swift", Glass.card())
        let run = try Executable.run(["--dry-run", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderr.contains("Sources/Kit/Card.swift:5:31: warning: This module declares its own `adaptiveGlassBackground`"), "\(run.stderr)")
        #expect(run.stderr.contains("Sources/Kit/Own.swift:5:13: warning: This module declares its own `adaptiveGlassBackground`"), "\(run.stderr)")
    }

    @Test func aRuleFileWhoseRewriteCallsTheHelperIsTakenBackInThatModule() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", Self.manifest)
        try tree.write("Sources/Kit/Own.swift", Self.ownFunction.replacingOccurrences(of: "self.background", with: "self.padding().background"))
        try tree.write("Sources/Kit/Panel.swift", "import SwiftUI\n\nlet panel = Text(\"a\").frostedPanel(cornerRadius: 8)\n")
        try tree.write("rules.json", """
            [{"id": "frosted-panel", "summary": "Frosted panels become adaptive glass.",
              "match": ".frostedPanel(cornerRadius: $r)",
              "rewrite": ".adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: $r))"}]
            """)
        let run = try Executable.run(["--dry-run", "--rules", "rules.json", "--disable", "material-background", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderr.contains("Sources/Kit/Panel.swift:3:22: warning: Not rewritten: the module declares its own 'func adaptiveGlassBackground' but not 'struct AdaptiveGlassBackground'"), "\(run.stderr)")
    }
}
