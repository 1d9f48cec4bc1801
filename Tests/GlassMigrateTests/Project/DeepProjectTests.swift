import Foundation
import Testing
@testable import GlassMigrate
@testable import GlassMigrateCore

/// Project files built to exhaust the reader: groups nested tens of thousands deep.
@Suite struct DeepProjectTests {
    /// A project whose main group holds a chain of `depth` groups, each inside the one before.
    static func chain(_ depth: Int) -> [UInt8] {
        func id(_ number: Int) -> String { String(format: "AA%022X", number) }
        var objects = "\(id(0)) = {isa = PBXProject; mainGroup = \(id(1)); targets = (); };\n"
        for level in 1...depth {
            let children = level < depth ? "(\(id(level + 1)))" : "()"
            objects += "\(id(level)) = {isa = PBXGroup; children = \(children); path = g\(level); sourceTree = \"<group>\"; };\n"
        }
        return Array("// !$*UTF8*$!\n{ archiveVersion = 1; objects = {\n\(objects)}; rootObject = \(id(0)); }\n".utf8)
    }

    @Test func nestingPastTheLimitIsNamedAndNestingUpToItIsRead() {
        func nested(_ depth: Int) -> [UInt8] { Array((String(repeating: "(", count: depth) + String(repeating: ")", count: depth)).utf8) }
        let limit = PropertyListParser.nestingLimit
        #expect(PropertyListDocument(nested(limit)) != nil)
        #expect(PropertyListDocument.nestingProblem(in: nested(limit)) == nil)
        #expect(PropertyListDocument(nested(limit + 1)) == nil)
        #expect(PropertyListDocument.nestingProblem(in: nested(limit + 1))?.hasPrefix("its brackets nest more than 1000 levels deep") == true)
        // A file that is no property list for another reason gets no nesting message.
        #expect(PropertyListDocument.nestingProblem(in: Array("{ a = ".utf8)) == nil)
    }

    @Test func aDeepChainOfGroupsKeepsOnlyTheLevelsARealProjectCouldHave() throws {
        let project = try #require(XcodeProject(Self.chain(40_000)))
        // Each group kept holds its whole path: only the first levels are kept, so memory stays bounded.
        #expect(project.groupsByFolder.count == ObjectGraph.groupDepthLimit)
        let shallow = try #require(XcodeProject(Self.chain(20)))
        #expect(shallow.groupsByFolder.count == 20)
    }
}
