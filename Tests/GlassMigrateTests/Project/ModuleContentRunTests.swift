import Testing
import GlassMigrate
import GlassMigrateTransforms

/// The run gathers `ModuleContent` over a module's files, so a view type whose rows are made in another
/// file is known to be content where it is declared.
@Suite struct ModuleContentRunTests {
    private func package(_ directory: TemporaryDirectory) throws {
        try directory.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

            """)
    }

    private func bubble(_ directory: TemporaryDirectory) throws {
        try directory.write("Sources/App/ChatMessageView.swift", """
            import SwiftUI

            struct ChatMessageView: View {
                let text: String

                var body: some View {
                    Text(text)
                        .padding()
                        .background(RoundedRectangle(cornerRadius: 25).fill(.regularMaterial))
                }
            }

            #Preview {
                ChatMessageView(text: "Hi")
            }

            """)
    }

    /// A modifier of `View` drawing a material card, in a file of its own.
    private func cardStyle(_ directory: TemporaryDirectory) throws {
        try directory.write("Sources/App/CardStyle.swift", """
            import SwiftUI

            extension View {
                func cardStyle() -> some View {
                    self
                        .padding()
                        .background(RoundedRectangle(cornerRadius: 20).fill(.ultraThinMaterial))
                }
            }

            """)
    }

    @Test func aViewMadeARowInAnotherFileIsContent() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try package(directory)
        try bubble(directory)
        try directory.write("Sources/App/MessageList.swift", """
            import SwiftUI

            struct MessageList: View {
                let messages: [String]

                var body: some View {
                    List {
                        ForEach(messages, id: \\.self) { message in
                            ChatMessageView(text: message)
                                .listRowSeparator(.hidden)
                        }
                    }
                }
            }

            """)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        #expect(report.files.filter(\.changed).isEmpty)
        let content = report.findings.filter { $0.ruleID == "material-background/content-layer" }
        #expect(content.map { ReportPath.relative($0.path, to: directory.path) } == ["Sources/App/ChatMessageView.swift"])
        #expect(content.first?.message.contains("`ChatMessageView`, which is a row of the `List` (MessageList.swift, line 7)") == true)
    }

    @Test func aViewUsedOnlyInPreviewsAndOutsideContentIsMigrated() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try package(directory)
        try bubble(directory)
        try directory.write("Sources/App/Banner.swift", """
            import SwiftUI

            struct Banner: View {
                var body: some View {
                    VStack {
                        ChatMessageView(text: "Pinned")
                        ForEach(0..<3) { _ in Text("x") }
                    }
                }
            }

            """)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        #expect(report.files.filter(\.changed).map { ReportPath.relative($0.path, to: directory.path) } == ["Sources/App/ChatMessageView.swift"])
        #expect(!report.findings.contains { $0.ruleID.hasPrefix("material-background/content") })
    }

    // MyTasksAI's `celestialGlassCard`: a modifier of `View` declared in one file and applied only to the
    // cards of a scrolling stack in another.
    @Test func aModifierAppliedToContentInAnotherFileIsContent() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try package(directory)
        try cardStyle(directory)
        try directory.write("Sources/App/Feed.swift", """
            import SwiftUI

            struct Feed: View {
                var items: [String]

                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(items, id: \\.self) { item in
                                Text(item).cardStyle()
                            }
                        }
                    }
                }
            }

            """)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        #expect(report.files.filter(\.changed).isEmpty)
        let content = report.findings.filter { $0.ruleID == "material-background/content-layer" }
        #expect(content.map { ReportPath.relative($0.path, to: directory.path) } == ["Sources/App/CardStyle.swift"])
        #expect(content.first?.message.contains("`cardStyle`, which is a card in the scrolling `LazyVStack` (Feed.swift, line 8)") == true)
    }

    @Test func aModifierAppliedToContentAndToAControlIsLeftForReview() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try package(directory)
        try cardStyle(directory)
        try directory.write("Sources/App/Feed.swift", """
            import SwiftUI

            struct Feed: View {
                var items: [String]

                var body: some View {
                    List(items, id: \\.self) { item in
                        Text(item).cardStyle()
                    }
                    .overlay(alignment: .bottom) {
                        Text("New").cardStyle()
                    }
                }
            }

            """)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        #expect(report.files.filter(\.changed).isEmpty)
        #expect(report.findings.map(\.ruleID) == ["material-background/review"])
    }

    // MyTasksAI's sections: the card modifier is applied at the root of a view type that a third file
    // places in a `ScrollView`; the modifier's use is judged by that type's uses.
    @Test func aModifierAtTheRootOfAViewPlacedInContentIsContent() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try package(directory)
        try cardStyle(directory)
        try directory.write("Sources/App/ScheduleSection.swift", """
            import SwiftUI

            struct ScheduleSection: View {
                let slots: [String]

                var body: some View {
                    VStack {
                        ForEach(slots, id: \\.self) { Text($0) }
                    }
                    .cardStyle()
                }
            }

            """)
        try directory.write("Sources/App/Detail.swift", """
            import SwiftUI

            struct Detail: View {
                var body: some View {
                    ScrollView {
                        ScheduleSection(slots: ["9:00"])
                    }
                }
            }

            """)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        #expect(report.files.filter(\.changed).isEmpty)
        let content = report.findings.filter { $0.ruleID == "material-background/content-layer" }
        #expect(content.first?.message.contains("`cardStyle`, which is `ScheduleSection`, which is the scrolling content of the `ScrollView` (Detail.swift, line 5)") == true)
    }

    // A modifier's uses are its calls whose labels reach it: `card(accent:)` is another method.
    @Test func anOverloadsUsesAreNotAModifiersUses() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try package(directory)
        try directory.write("Sources/App/Cards.swift", """
            import SwiftUI

            extension View {
                func card(padding: CGFloat = 16) -> some View {
                    self.padding(padding).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                }

                func card(accent: Color?) -> some View {
                    self.padding().background(accent ?? .clear)
                }
            }

            """)
        try directory.write("Sources/App/Feed.swift", """
            import SwiftUI

            struct Feed: View {
                var body: some View {
                    ScrollView {
                        Text("Title").card(accent: nil)
                    }
                    .overlay(alignment: .bottom) {
                        Text("New").card()
                    }
                }
            }

            """)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 2))
        #expect(report.findings.filter { $0.ruleID.hasPrefix("material-background") }.isEmpty)
        #expect(report.files.filter(\.changed).count == 1)
    }
}
