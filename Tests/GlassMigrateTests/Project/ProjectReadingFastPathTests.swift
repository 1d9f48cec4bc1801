import Foundation
import Testing
@testable import GlassMigrate
@testable import GlassMigrateCore

/// The byte-level shortcuts of the project reader and editor give the answers the String-based ways
/// gave: for ASCII text byte for byte, and for anything else by falling back to comparing as text.
@Suite struct ProjectReadingFastPathTests {
    @Test func wordBytesAreLettersDigitsSomePunctuationAndMultibyteSequences() {
        for value in 0..<256 {
            let byte = UInt8(value)
            let expected = (byte >= 0x80) || (Character(Unicode.Scalar(byte)).isASCII
                && (Character(Unicode.Scalar(byte)).isLetter || Character(Unicode.Scalar(byte)).isNumber
                    || "_$+/:.-".utf8.contains(byte)))
            #expect(PropertyList.isWordByte(byte) == expected, "\(byte)")
        }
    }

    @Test func commentsEndAtTheFirstStarSlash() {
        #expect(PropertyList.parse(Array("{ a = b; /* x **/ c = d; } // end".utf8)) == .dictionary(["a": .string("b"), "c": .string("d")]))
        #expect(PropertyList.parse(Array("{ a /* } */ = /**/ b ; /* * / */ }".utf8)) == .dictionary(["a": .string("b")]))
        // A comment left open at the very end is trivia to the end; inside the list it leaves it unclosed.
        #expect(PropertyList.parse(Array("{ a = b; } /* open".utf8)) == .dictionary(["a": .string("b")]))
        #expect(PropertyList.parse(Array("{ a = b; /* open *".utf8)) == nil)
        #expect(PropertyList.parse(Array("{ a = b; /*/ }".utf8)) == nil)
    }

    @Test func entryKeysCompareAsText() throws {
        let bytes = Array(#"{ "a\"b" = 1; "caf\#u{E9}" = 2; plain = 3; "quoted" = 4; }"#.utf8)
        let entries = try #require(PropertyList.entries(bytes))
        #expect(entries.map { $0.key(in: bytes) } == ["a\"b", "caf\u{E9}", "plain", "quoted"])
        #expect(entries[0].hasKey("a\"b", in: bytes))
        #expect(!entries[0].hasKey("a\\\"b", in: bytes))
        #expect(entries[1].hasKey("cafe\u{301}", in: bytes))
        #expect(entries[2].hasKey("plain", in: bytes))
        #expect(!entries[2].hasKey("plai", in: bytes) && !entries[2].hasKey("Plain", in: bytes))
        #expect(entries[3].hasKey("quoted", in: bytes))
    }

    @Test func objectIDsAnswerAsASetOfStrings() {
        var table = ByteKeyTable(capacity: 2)
        for (index, id) in ["A1", "B2", "K", "A1"].enumerated() { _ = table.insert(id, value: Int32(index)) }
        var ids = ObjectIDs(table)
        var reference: Set<String> = ["A1", "B2", "K"]
        #expect(ids.count == reference.count && ids.strings == reference)
        for probe in ["A1", "B2", "K", "\u{212A}", "a1", "", "C3"] {
            #expect(ids.contains(probe) == reference.contains(probe), "\(probe)")
        }
        for new in ["C3", "A1", "\u{212A}", "D\u{E9}", "De\u{301}", "E5"] {
            #expect(ids.insert(new).inserted == reference.insert(new).inserted, "\(new)")
            #expect(ids.count == reference.count && ids.strings == reference)
        }
        #expect(ids.isSuperset(of: ObjectIDs(["A1", "C3"])) && !ids.isSuperset(of: ObjectIDs(["A1", "Z9"])))
        #expect(ObjectIDs(table).isSuperset(of: ObjectIDs(table)))
        #expect(!ObjectIDs(table).isSuperset(of: ids))
    }

    @Test func keyTableGrowsAndKeepsTheLastValueOfARepeatedKey() {
        var table = ByteKeyTable(capacity: 0)
        let keys = (0..<3000).map { String(format: "%024X", $0 &* 2_654_435_761) }
        for (index, key) in keys.enumerated() {
            var key = key
            let added = key.withUTF8 { table.set($0, value: Int32(index)) }
            #expect(added)
        }
        var again = keys[7]
        let addedAgain = again.withUTF8 { table.set($0, value: -7) }
        #expect(!addedAgain)
        #expect(table.count == keys.count)
        for (index, key) in keys.enumerated() {
            var key = key
            let value = key.withUTF8 { table.value(of: $0) }
            #expect(value == (index == 7 ? -7 : Int32(index)))
        }
        #expect(table.index(of: "not there") == nil && table.index(of: "") == nil)
    }

    /// The reader answers the same when some object id is not plain ASCII (read through Strings) as
    /// when all are (read through bytes).
    @Test func projectReadsTheSameThroughStringsAsThroughBytes() throws {
        let plain = try #require(XcodeProject(Array(twoTargetProject.utf8)))
        let escaped = try #require(XcodeProject(Array(twoTargetProject.replacingOccurrences(of: "\t\tG0 = {", with: "\t\t\"\\G0\" = {").utf8)))
        let accented = try #require(XcodeProject(Array(twoTargetProject.replacingOccurrences(of: "X2", with: "X\u{E9}").utf8)))
        let renamed = try #require(XcodeProject(Array(twoTargetProject.replacingOccurrences(of: "X2", with: "XE").utf8)))
        let paths = ["App/Phone/PhoneView.swift", "App/Shared/Common.swift", "Tools/Tool.swift", "TV/Menu.swift",
                     "TV/Legacy/Old.swift", "TV/Bridge.swift", "tv/bridge.swift", "App/Other.swift", "TV"]
        for (project, reference) in [(escaped, plain), (accented, renamed)] {
            #expect(project.targets == reference.targets)
            #expect(project.targetIDs == reference.targetIDs && project.sourcesPhaseIDs == reference.sourcesPhaseIDs)
            #expect(project.classicFiles == reference.classicFiles && project.synchronizedFolders == reference.synchronizedFolders)
            #expect(project.groupsByFolder == reference.groupsByFolder)
            #expect(project.fileReferences.map { "\($0.id) \($0.path)" } == reference.fileReferences.map { "\($0.id) \($0.path)" })
            #expect(project.objectIDs.count == reference.objectIDs.count)
            for path in paths { #expect(project.owners(ofFile: path) == reference.owners(ofFile: path), "\(path)") }
        }
        #expect(escaped.objectIDs.strings == plain.objectIDs.strings)
        #expect(accented.objectIDs.contains("X\u{E9}") && accented.objectIDs.contains("Xe\u{301}"))
    }

    /// A file's folders are found the same by the bytes of their paths as by Strings (which a
    /// synchronized folder whose path is not ASCII makes the project use), odd paths included.
    @Test func ownersAreTheSameThroughFolderBytesAsThroughStrings() throws {
        let plain = try #require(XcodeProject(Array(twoTargetProject.utf8)))
        let withAccentedFolder = twoTargetProject
            .replacingOccurrences(of: "/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */",
                                  with: "\t\tX3 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (a.swift, ); target = T1; };\n"
                                    + "/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */")
            .replacingOccurrences(of: "/* End PBXFileSystemSynchronizedRootGroup section */",
                                  with: "\t\tS2 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X3, ); path = \"Caf\u{E9}\"; sourceTree = \"<group>\"; };\n"
                                    + "/* End PBXFileSystemSynchronizedRootGroup section */")
            .replacingOccurrences(of: "\t\t\t\tS1 /* TV */,\n\t\t\t\tG2", with: "\t\t\t\tS1 /* TV */,\n\t\t\t\tS2,\n\t\t\t\tG2")
        let strings = try #require(XcodeProject(Array(withAccentedFolder.utf8)))
        #expect(strings.owners(ofFile: "Caf\u{E9}/a.swift") == [0] && strings.owners(ofFile: "Cafe\u{301}/A.swift") == [0])
        let paths = ["TV/Menu.swift", "TV//Menu.swift", "TV/", "tv/legacy/old.swift", "TV/Legacy", "TV/LegacyNotes.swift",
                     "TV/Bridge.swift", "TV/Sub/Bridge.swift", "/TV/Menu.swift", "TV", "", "App/Phone/PhoneView.swift",
                     "App/Shared/Common.swift", "Tools/Tool.swift", "Other/TV/Menu.swift"]
        for path in paths {
            #expect(strings.owners(ofFile: path) == plain.owners(ofFile: path), "\(path)")
            #expect(strings.isInSynchronizedFolder(path) == plain.isInSynchronizedFolder(path), "\(path)")
        }
        #expect(plain.owners(ofFile: "TV//Menu.swift") == [1] && plain.owners(ofFile: "TV/") == [1])
        #expect(plain.owners(ofFile: "TV/Sub/Bridge.swift") == [1] && plain.owners(ofFile: "/TV/Menu.swift").isEmpty)
    }

    /// Membership exceptions looked up per folder cover what comparing with each exception covered.
    @Test func membershipExceptionsCoverWhatComparingOneByOneCovered() {
        let lists: [[String]] = [
            [], ["legacy"], ["legacy", "a/b", "bridge.swift"], ["caf\u{E9}", "x/caf\u{E9}.swift"], [""], ["a", "a/b/c.swift"],
        ]
        let paths = ["legacy", "legacy/old.swift", "legacynotes.swift", "a/b", "a/b/c.swift", "a/bc.swift", "a", "b/a",
                     "bridge.swift", "x/bridge.swift", "cafe\u{301}", "cafe\u{301}/menu.swift", "caf\u{E9}/menu.swift",
                     "x/caf\u{E9}.swift", "x/cafe\u{301}.swift", "", "/lead.swift"]
        for list in lists {
            let exceptions = MembershipExceptions(list)
            for path in paths {
                let expected = list.contains { path == $0 || path.hasPrefix($0 + "/") }
                #expect(exceptions.cover(Substring(path)) == expected, "\(list) \(path)")
            }
        }
    }

    @Test func helpersAgreeWithTheStringWays() {
        for text in ["", "abc", "ABC/Def.swift", "Caf\u{C9}", "\u{130}stanbul", "MiXeD_123-./", "\u{212A}elvin"] {
            #expect(ByteText.lowercased(text) == text.lowercased(), "\(text)")
            #expect(SourceBytes.isASCII(text) == text.utf8.allSatisfy { $0 < 0x80 })
            for wanted in ["abc", "abc/def.swift", "caf\u{E9}", "cafe\u{301}", "k", "kelvin", ""] {
                #expect(ByteText.lowercased(text, is: wanted) == (text.lowercased() == wanted), "\(text) \(wanted)")
            }
        }
        for value in ["", " 17.0", "17.0 ", "\t17.0\t", "17.0", "\u{A0}17.0", "17.0\u{2003}", "a\u{301}", " "] {
            #expect(XcodeProject.trimmingWhitespace(value) == value.trimmingCharacters(in: .whitespaces), "\(value)")
        }
        for (key, expected) in [("SDKROOT", true), ("SD\u{212A}ROOT", true), ("IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]", true),
                                ("XROS_DEPLOYMENT_TARGET", true), ("SUPPORTED_PLATFORMS", true), ("FOO_TARGET", false),
                                ("SDKROOTS", false), ("", false), ("[sdk=x]", false)] {
            #expect(XcodeProject.isPlatformSetting(key) == expected, "\(key)")
        }
        for (path, name, expected) in [("App/Helper.swift", "helper.swift", true), ("Helper.swift", "helper.swift", true),
                                       ("App/Helpers.swift", "helper.swift", false), ("App/", "helper.swift", nil),
                                       ("Caf\u{E9}/Helper.swift", "helper.swift", nil)] as [(String, String, Bool?)] {
            #expect(PlanAttempt.asciiFileName(of: path, isLowercased: name) == expected, "\(path)")
        }
        for (written, id) in [("A1", "A0"), ("A0", "A1"), ("A1", "A1"), ("B", "AZ"), ("\u{E9}", "Z"), ("e", "\u{E9}")] {
            #expect(XcodeProjectEditor.sorts(Array(written.utf8)[...], after: id) == (written > id), "\(written) \(id)")
        }
    }

    @Test func relativePathsAreTheComponentsJoined() {
        let cases = [("/a/b/c.swift", "/a"), ("/a/b/c.swift", "/a/b"), ("/a/b", "/a/b"), ("/a/b/", "/a"), ("/a//b", "/a"),
                     ("/ab/c", "/a"), ("/a/b/c", "/"), ("/a/caf\u{E9}/x.swift", "/a"), ("/a", "/a/b"), ("/a/b", "/A")]
        for (file, directory) in cases {
            #expect(DeploymentTargetReader.relativePath(of: file, below: directory)
                == Paths.components(of: file, below: directory)?.joined(separator: "/"), "\(file) \(directory)")
        }
    }

    @Test func fingerprintsTellAnyChangedByte() {
        let bytes = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let original = DeploymentTargetReader.ByteFingerprint(bytes)
        #expect(DeploymentTargetReader.ByteFingerprint(bytes) == original)
        for position in bytes.indices {
            var changed = bytes
            changed[position] ^= 1
            #expect(DeploymentTargetReader.ByteFingerprint(changed) != original, "\(position)")
        }
        #expect(DeploymentTargetReader.ByteFingerprint(bytes + [0]) != original)
        #expect(DeploymentTargetReader.ByteFingerprint([]) != DeploymentTargetReader.ByteFingerprint([0]))
    }
}
