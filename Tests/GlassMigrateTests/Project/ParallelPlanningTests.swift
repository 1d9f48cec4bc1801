import Foundation
import Testing
@testable import GlassMigrate
import GlassMigrateTransforms

/// The support-file plan works out independent parts on several threads; its answers and their order
/// must be those of one thread.
@Suite struct ParallelPlanningTests {
    private let card = "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\").background(.thinMaterial, in: Capsule()) } }\n"

    /// Projects `A0`…: each a two-target project whose iOS-only file asks for the helper.
    private func projects(_ count: Int, in directory: TemporaryDirectory) throws {
        for number in 0..<count {
            try directory.write("A\(number)/Two.xcodeproj/project.pbxproj", twoTargetProject)
            try directory.write("A\(number)/App/Phone/PhoneView.swift", card)
        }
    }

    private func refusal(_ output: Result<ProjectText, XcodeProjectEditor.Refusal>) -> String? {
        if case .failure(let refusal) = output { return refusal.reason }
        return nil
    }

    @Test func projectEditsAreTheSameInTheSameOrderForAnyNumberOfJobs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try projects(7, in: directory)
        // A project that cannot be read: its file is blocked, the others are planned.
        try directory.write("A3/Two.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { }; rootObject = X; }\n")
        // Package modules, one of which has its own helper already.
        for number in 0..<4 {
            try directory.write("P\(number)/Package.swift", "let package = Package(name: \"P\", platforms: [.iOS(.v17)])")
            try directory.write("P\(number)/Sources/Kit/Card.swift", card)
        }
        try directory.write("P2/Sources/Kit/Own.swift", "struct AdaptiveGlassBackground {}\n")
        let reports = try [1, 2, 4, 8].map { jobs in
            try Runner(rules: [MaterialBackground()]).run(RunOptions(paths: [directory.path], jobs: jobs))
        }
        #expect(reports[0].projectFiles.map(\.path) == [0, 1, 2, 4, 5, 6].map { directory.path + "/A\($0)/Two.xcodeproj/project.pbxproj" })
        #expect(reports[0].supportFiles.map(\.path).filter { $0.hasPrefix(directory.path + "/P") }
            == [0, 1, 3].map { directory.path + "/P\($0)/Sources/Kit/AdaptiveGlassBackground.swift" })
        for report in reports.dropFirst() {
            #expect(report.projectFiles == reports[0].projectFiles)
            #expect(report.supportFiles == reports[0].supportFiles)
            #expect(report.dependencies == reports[0].dependencies)
            #expect(report.files.map(\.findings) == reports[0].files.map(\.findings))
            #expect(report.files.map(\.output) == reports[0].files.map(\.output))
        }
    }

    /// The edits made ahead on several threads are the edits `output` gives, a refused one included,
    /// and are not made again when asked for.
    @Test func editsMadeAheadAreTheAnswersAndAChangedProjectIsStillRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try projects(5, in: directory)
        let reader = DeploymentTargetReader()
        let read = try (0..<5).map { number -> DeploymentTargetReader.ProjectFile in
            guard case .xcodeProjects(_, let found) = reader.buildSystem(forFile: directory.path + "/A\(number)/App/Phone/PhoneView.swift"),
                  let project = found.first else { throw CocoaError(.fileReadUnknown) }
            return project
        }
        let addition = XcodeProjectEditor.Addition(fileName: "New.swift", path: "App/Phone/New.swift",
                                                   existingReference: nil, group: "G3", targets: [0])
        // Saved by another tool after the run read it.
        try directory.write("A2/Two.xcodeproj/project.pbxproj", twoTargetProject + "\n")
        let wanted = read.map { ($0, $0.graph!, [addition]) }
        let edits = ProjectEdits()
        edits.prepare(wanted, jobs: 4)
        // Made ahead: changing the files now changes no answer.
        for number in 0..<5 { try directory.write("A\(number)/Two.xcodeproj/project.pbxproj", "changed") }
        for (number, project) in read.enumerated() {
            let output = edits.output(of: project, graph: project.graph!, adding: [addition])
            if number == 2 {
                #expect(refusal(output) == "it can no longer be read as it was when this run read it")
            } else {
                guard case .success(let text) = output else {
                    Issue.record("A\(number) was not edited")
                    continue
                }
                #expect(text.original == Array(twoTargetProject.utf8))
                #expect(String(decoding: text.output, as: UTF8.self).contains("New.swift in Sources"))
            }
        }
    }

    /// With one job nothing is made ahead: each edit is made when asked for.
    @Test func oneJobMakesEachEditWhenAskedFor() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try projects(2, in: directory)
        let reader = DeploymentTargetReader()
        guard case .xcodeProjects(_, let found) = reader.buildSystem(forFile: directory.path + "/A0/App/Phone/PhoneView.swift"),
              let project = found.first, let graph = project.graph else {
            Issue.record("no project read")
            return
        }
        let addition = XcodeProjectEditor.Addition(fileName: "New.swift", path: "App/Phone/New.swift",
                                                   existingReference: nil, group: "G3", targets: [0])
        let edits = ProjectEdits()
        edits.prepare([(project, graph, [addition])], jobs: 1)
        try directory.write("A0/Two.xcodeproj/project.pbxproj", "changed")
        #expect(refusal(edits.output(of: project, graph: graph, adding: [addition]))
            == "it can no longer be read as it was when this run read it")
    }
}
