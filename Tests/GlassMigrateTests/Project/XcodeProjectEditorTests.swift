import Foundation
import Testing
@testable import GlassMigrate

@Suite struct XcodeProjectEditorTests {
    private let newFile = XcodeProjectEditor.Addition(fileName: "New.swift", path: "App/Phone/New.swift",
                                                     existingReference: nil, group: "G3", targets: [0, 1])

    private func edit(_ text: String, _ additions: [XcodeProjectEditor.Addition]) throws -> String {
        let bytes = Array(text.utf8)
        let project = try #require(XcodeProject(bytes))
        let editor = try XcodeProjectEditor(bytes: bytes, project: project)
        return String(decoding: try editor.adding(additions), as: UTF8.self)
    }

    /// The lines of `edited` that are not in `original`, when only whole lines were inserted.
    private func inserted(_ original: String, _ edited: String) -> [String] {
        let old = original.components(separatedBy: "\n")
        var index = 0
        var added: [String] = []
        for line in edited.components(separatedBy: "\n") {
            if index < old.count && old[index] == line { index += 1 } else { added.append(line) }
        }
        return index == old.count ? added : ["<changed>"]
    }

    @Test func addsAReferenceAGroupChildAndABuildFilePerTargetAndNothingElse() throws {
        let edited = try edit(twoTargetProject, [newFile])
        var taken = try #require(XcodeProject(Array(twoTargetProject.utf8))).objectIDs
        let reference = XcodeProjectEditor.identifier(seed: "file:R0:app/phone/new.swift", taken: &taken)
        let phone = XcodeProjectEditor.identifier(seed: "build:R0:app/phone/new.swift:T1", taken: &taken)
        let tv = XcodeProjectEditor.identifier(seed: "build:R0:app/phone/new.swift:T2", taken: &taken)
        let buildLines = [phone, tv].sorted().map { id in
            "\t\t\(id) /* New.swift in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* New.swift */; };"
        }
        #expect(inserted(twoTargetProject, edited) == buildLines + [
            "\t\t\(reference) /* New.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = New.swift; sourceTree = \"<group>\"; };",
            "\t\t\t\t\(reference) /* New.swift */,",
            "\t\t\t\t\(phone) /* New.swift in Sources */,",
            "\t\t\t\t\(tv) /* New.swift in Sources */,",
        ])
        // The project reader sees the new file compiled by both targets.
        let project = try #require(XcodeProject(Array(edited.utf8)))
        #expect(project.owners(ofFile: "App/Phone/New.swift") == [0, 1])
    }

    @Test func newObjectsKeepEachSectionInIdOrder() throws {
        let edited = try edit(twoTargetProject, [newFile])
        for section in ["PBXBuildFile", "PBXFileReference"] {
            let body = try #require(edited.components(separatedBy: "/* Begin \(section) section */\n").last?
                .components(separatedBy: "/* End \(section) section */").first)
            let ids = body.split(separator: "\n").map { String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }) }
            let original = try #require(twoTargetProject.components(separatedBy: "/* Begin \(section) section */\n").last?
                .components(separatedBy: "/* End \(section) section */").first)
            let originalIDs = original.split(separator: "\n").map { String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }) }
            // The section was sorted, so it still is.
            #expect(originalIDs == originalIDs.sorted())
            #expect(ids == ids.sorted(), "\(section)")
        }
    }

    @Test func identifiersAreTwentyFourHexDigitsDeterministicAndUnique() {
        var taken = ObjectIDs()
        let first = XcodeProjectEditor.identifier(seed: "file:a.swift", taken: &taken)
        #expect(first.count == 24 && first.allSatisfy { "0123456789ABCDEF".contains($0) })
        var fresh = ObjectIDs()
        #expect(XcodeProjectEditor.identifier(seed: "file:a.swift", taken: &fresh) == first)
        let second = XcodeProjectEditor.identifier(seed: "file:a.swift", taken: &taken)
        #expect(second != first && taken.strings == [first, second])
        // Similar seeds give unrelated ids.
        #expect(XcodeProjectEditor.identifier(seed: "file:b.swift", taken: &fresh).prefix(6) != first.prefix(6))
    }

    @Test func oneLineAndEmptyListsTakeTheElementBeforeTheirClosingParenthesis() throws {
        let oneLine = twoTargetProject.replacingOccurrences(
            of: "children = (\n\t\t\t\tF1 /* PhoneView.swift */,\n\t\t\t\tF2 /* Common.swift */,\n\t\t\t\tF4 /* Tool.swift */,\n\t\t\t);",
            with: "children = (F1 /* PhoneView.swift */, F2 /* Common.swift */, F4 /* Tool.swift */, );")
        #expect(oneLine != twoTargetProject)
        let edited = try edit(oneLine, [newFile])
        #expect(edited.contains("children = (F1 /* PhoneView.swift */, F2 /* Common.swift */, F4 /* Tool.swift */, "))
        #expect(edited.contains(" /* New.swift */, );"))

        let empty = twoTargetProject.replacingOccurrences(of: "files = (\n\t\t\t\tB3 /* Common.swift in Sources */,\n\t\t\t\tB4 /* Tool.swift in Sources */,\n\t\t\t);",
                                                          with: "files = (\n\t\t\t);")
        #expect(empty != twoTargetProject)
        let emptyEdited = try edit(empty, [newFile])
        #expect(emptyEdited.range(of: "files = \\(\n\t\t\t\t[0-9A-F]{24} /\\* New.swift in Sources \\*/,\n\t\t\t\\);", options: .regularExpression) != nil)
    }

    @Test func aProjectWithWindowsLineEndingsGetsThemInItsNewLines() throws {
        let crlf = twoTargetProject.replacingOccurrences(of: "\n", with: "\r\n")
        let edited = try edit(crlf, [newFile])
        #expect(!edited.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(edited.replacingOccurrences(of: "\r\n", with: "\n") == (try edit(twoTargetProject, [newFile])))
    }

    @Test func anExistingReferenceGetsOnlyBuildFiles() throws {
        let addition = XcodeProjectEditor.Addition(fileName: "PhoneView.swift", path: "App/Phone/PhoneView.swift",
                                                   existingReference: "F1", group: nil, targets: [1])
        let added = inserted(twoTargetProject, try edit(twoTargetProject, [addition]))
        #expect(added.count == 2)
        #expect(added.allSatisfy { $0.contains("PhoneView.swift in Sources") && !$0.contains("PBXFileReference") })
    }

    @Test func aMissingSectionIsAddedAmongTheOthersInNameOrder() throws {
        let withoutBuildFiles = twoTargetProject.replacingOccurrences(
            of: #"(?s)/\* Begin PBXBuildFile section \*/.*?/\* End PBXBuildFile section \*/\n\n"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\t\t\t\tB[1-4] /\* [A-Za-z]+\.swift in Sources \*/,\n"#, with: "", options: .regularExpression)
        let edited = try edit(withoutBuildFiles, [newFile])
        #expect(edited.range(of: "\tobjects = \\{\n\n/\\* Begin PBXBuildFile section \\*/\n\t\t[0-9A-F]{24} /\\* New.swift in Sources \\*/ = .*\n"
            + "\t\t[0-9A-F]{24} /\\* New.swift in Sources \\*/ = .*\n/\\* End PBXBuildFile section \\*/\n\n/\\* Begin PBXFileReference section \\*/",
            options: .regularExpression) != nil)
    }

    @Test func whatXcodeWouldNotWriteIsRefused() throws {
        // A list whose last element has no comma cannot take one more without changing another line.
        let noComma = twoTargetProject.replacingOccurrences(of: "\t\t\t\tF4 /* Tool.swift */,\n", with: "\t\t\t\tF4 /* Tool.swift */\n")
        #expect(throws: XcodeProjectEditor.Refusal.self) { try edit(noComma, [newFile]) }
        // A target without a Sources phase.
        let noPhase = twoTargetProject.replacingOccurrences(of: "\t\t\t\tP1 /* Sources */,\n", with: "")
        #expect(throws: XcodeProjectEditor.Refusal(reason: "target Phone has no Sources build phase")) { try edit(noPhase, [newFile]) }
    }

    @Test func namesAreQuotedAsXcodeQuotesThem() {
        #expect(XcodeProjectEditor.quoted("AdaptiveGlassBackground.swift") == "AdaptiveGlassBackground.swift")
        #expect(XcodeProjectEditor.quoted("Share+View.swift") == "\"Share+View.swift\"")
        #expect(XcodeProjectEditor.quoted("My File-2.swift") == "\"My File-2.swift\"")
        #expect(XcodeProjectEditor.quoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
    }

    @Test func theReaderMatchesPathsWithoutRegardToCaseAndKnowsItsGroups() throws {
        let project = try #require(XcodeProject(Array(twoTargetProject.utf8)))
        #expect(project.owners(ofFile: "app/PHONE/phoneview.swift") == [0])
        #expect(project.owners(ofFile: "tv/legacy/Old.swift").isEmpty)
        #expect(project.groupsByFolder["app/phone"] == [XcodeProject.Group(id: "G3", hasPath: true)])
        // The main group and Products both stand for the project's folder; the main group comes first.
        #expect(project.groupsByFolder[""]?.map(\.id) == ["G0", "G2"])
        #expect(project.sourcesPhaseIDs == ["P1", "P2"])
        #expect(project.synchronizedFolders == [["TV"], ["TV"]])
    }
}
