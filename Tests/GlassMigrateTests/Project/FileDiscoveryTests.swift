import Foundation
import Testing
import GlassMigrate

@Suite struct FileDiscoveryTests {
    @Test func findsSwiftFilesSortedAndSkipsBuildAndDependencyFolders() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for path in ["Sources/B.swift", "Sources/A.swift", "Sources/Sub/C.swift", "README.md", "Sources/D.swift.orig",
                     ".build/x.swift", "DerivedData/x.swift", "Pods/P/x.swift", "Carthage/x.swift", ".git/x.swift",
                     ".swiftpm/x.swift", "node_modules/m/x.swift", "Sources/Sub/Pods/y.swift", ".github/z.swift"] {
            try directory.write(path)
        }
        let result = FileDiscovery().discover([directory.path])
        let root = directory.path
        #expect(result.files == ["\(root)/.github/z.swift", "\(root)/Sources/A.swift", "\(root)/Sources/B.swift",
                                 "\(root)/Sources/Sub/C.swift"])
        #expect(result.problems.isEmpty)
    }

    // SwiftPM leaves hidden files out of a target, and a copy made on a volume without resource forks
    // commits macOS metadata as `._Name.swift` (binary): a walk skips them, a path given by name is read.
    @Test func hiddenFilesAreLeftOutOfAWalkButReadWhenNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for path in ["Sources/A.swift", "Sources/._A.swift", "Sources/.B.swift", "._Package.swift"] {
            try directory.write(path)
        }
        let root = directory.path
        #expect(FileDiscovery().discover([root]).files == ["\(root)/Sources/A.swift"])
        #expect(FileDiscovery().discover([root + "/Sources/.B.swift"]).files == ["\(root)/Sources/.B.swift"])
    }

    @Test func foldersHoldingAConfigurationFileAreListed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for path in ["A.swift", ".glassmigrate.json", "Sources/B.swift", "Sources/Legacy/.glassmigrate.json",
                     "Sources/Legacy/C.swift", "Pods/.glassmigrate.json", "Pods/D.swift"] {
            try directory.write(path)
        }
        // A folder named like the file counts too: the run looks the name up as it always does.
        try FileManager.default.createDirectory(atPath: directory.path + "/Tools/.glassmigrate.json", withIntermediateDirectories: true)
        #expect(FileDiscovery().discover([directory.path]).configurationFolders == ["", "Sources/Legacy", "Tools"])
        #expect(FileDiscovery().discover([directory.path + "/Sources/Legacy"]).configurationFolders == [""])
        #expect(FileDiscovery().discover([directory.path + "/Sources/B.swift"]).configurationFolders.isEmpty)
    }

    @Test func pathsKeepTheRootAsGiven() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App/V.swift")
        #expect(FileDiscovery().discover([directory.path + "/App//"]).files == [directory.path + "/App/V.swift"])
    }

    @Test func explicitFilesAreIncludedAsGivenAndOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let script = try directory.write("tool.swiftscript")
        let view = try directory.write("Sources/V.swift")
        let result = FileDiscovery(exclude: ["*.swiftscript"]).discover([script, directory.path + "/Sources", view])
        #expect(result.files == [view, script].sorted())
    }

    @Test func excludeAndIncludeGlobsAreRelativeToTheRoot() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for path in ["App/Views/Card.swift", "App/Views/Card.generated.swift", "App/Generated/Model.swift",
                     "App/Models/User.swift", "Tests/CardTests.swift"] {
            try directory.write(path)
        }
        let root = directory.path
        let excluding = FileDiscovery(exclude: ["*.generated.swift", "App/Generated"]).discover([root])
        #expect(excluding.files == ["\(root)/App/Models/User.swift", "\(root)/App/Views/Card.swift",
                                    "\(root)/Tests/CardTests.swift"])
        let including = FileDiscovery(exclude: ["**/*.generated.swift"], include: ["App/**"]).discover([root])
        #expect(including.files == ["\(root)/App/Generated/Model.swift", "\(root)/App/Models/User.swift",
                                    "\(root)/App/Views/Card.swift"])
        // Relative to the root given, so `App/` is not part of the path here.
        let fromApp = FileDiscovery(include: ["Views/*.swift"]).discover([root + "/App"])
        #expect(fromApp.files == ["\(root)/App/Views/Card.generated.swift", "\(root)/App/Views/Card.swift"])
    }

    @Test func configurationPatternsAreUsed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift")
        try directory.write("B.swift")
        var configuration = Configuration()
        configuration.exclude = ["B.swift"]
        #expect(FileDiscovery(configuration: configuration).discover([directory.path]).files == [directory.path + "/A.swift"])
    }

    @Test func symlinkLoopTerminatesAndListsEachFileOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App/V.swift")
        try directory.link("App/loop", to: "..")
        try directory.link("App/self", to: ".")
        try directory.makeDirectory("X")
        try directory.link("X/back", to: "../Y")
        try directory.makeDirectory("Y")
        try directory.link("Y/back", to: "../X")
        try directory.write("Y/W.swift")
        let result = FileDiscovery().discover([directory.path])
        #expect(result.files == [directory.path + "/App/V.swift", directory.path + "/Y/W.swift"])
        #expect(result.problems.isEmpty)
    }

    @Test func linkToOutsideTheRootIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Outside/Secret.swift")
        try directory.write("Outside/Lone.swift")
        try directory.write("Root/A.swift")
        try directory.link("Root/Escape", to: directory.path + "/Outside")
        try directory.link("Root/Lone.swift", to: "../Outside/Lone.swift")
        let result = FileDiscovery().discover([directory.path + "/Root"])
        #expect(result.files == [directory.path + "/Root/A.swift"])
    }

    @Test func linkToADirectoryInsideTheRootIsFollowedWhenNotWalkedOtherwise() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Root/Shared/S.swift")
        try directory.write("Root/Hidden/node_modules/Kit/K.swift")
        try directory.link("Root/AAlias", to: "Shared")
        try directory.link("Root/Kit", to: "Hidden/node_modules/Kit")
        try directory.link("Root/Same.swift", to: "Shared/S.swift")
        let result = FileDiscovery().discover([directory.path + "/Root"])
        // Shared is listed under its own path although its alias sorts first; Kit is only reachable by link.
        #expect(result.files == [directory.path + "/Root/Kit/K.swift", directory.path + "/Root/Shared/S.swift"])
    }

    @Test func missingPathIsAProblemAndTheRestGoesOn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("A.swift")
        let missing = directory.path + "/Nope"
        let result = FileDiscovery().discover([missing, directory.path])
        #expect(result.files == [file])
        #expect(result.problems == [PathProblem(path: missing, reason: "No such file or directory")])
        #expect(result.problems[0].description == missing + ": No such file or directory")
    }

    // Root reads any directory, so the permission check only means something for other users.
    @Test(.enabled(if: getuid() != 0)) func unreadableDirectoryIsAProblem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift")
        try directory.write("Locked/B.swift")
        chmod(directory.path + "/Locked", 0)
        defer { chmod(directory.path + "/Locked", 0o755) }
        let result = FileDiscovery().discover([directory.path])
        #expect(result.files == [directory.path + "/A.swift"])
        #expect(result.problems == [PathProblem(path: directory.path + "/Locked", reason: "Permission denied")])
    }

    @Test func explicitFIFOsDevicesAndSocketsAreRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.path + "/Pipe.swift"
        #expect(mkfifo(fifo, 0o644) == 0)
        let socketPath = directory.path + "/S.swift"
        let socketDescriptor = try Self.bindSocket(at: socketPath)
        defer { close(socketDescriptor) }
        let file = try directory.write("A.swift")
        let result = FileDiscovery().discover([fifo, "/dev/zero", socketPath, file])
        #expect(result.files == [file])
        #expect(result.problems == [
            PathProblem(path: fifo, reason: "not a regular file (a named pipe); not read"),
            PathProblem(path: "/dev/zero", reason: "not a regular file (a character device); not read"),
            PathProblem(path: socketPath, reason: "not a regular file (a socket); not read"),
        ])
    }

    @Test func aSwiftNamedFIFOInATreeIsReportedNotSkipped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("A.swift")
        #expect(mkfifo(directory.path + "/B.swift", 0o644) == 0)
        #expect(mkfifo(directory.path + "/notes.txt", 0o644) == 0)
        let result = FileDiscovery().discover([directory.path])
        #expect(result.files == [file])
        #expect(result.problems == [PathProblem(path: directory.path + "/B.swift", reason: "not a regular file (a named pipe); not read")])
    }

    @Test func namesThatAreNotUTF8AreReportedEscapedNotSkipped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("A.swift")
        // "Caf\xE9.swift" (Latin-1) and a directory "Bad\xFF" holding a Swift file; also a non-Swift file.
        for (name, isDirectory) in [(Array("Caf".utf8) + [0xE9] + Array(".swift".utf8), false),
                                    (Array("Bad".utf8) + [0xFF], true), (Array("notes".utf8) + [0xFF], false)] {
            let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
            path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    if isDirectory {
                        #expect(mkdir(chars.baseAddress!, 0o755) == 0)
                    } else {
                        let descriptor = open(chars.baseAddress!, O_CREAT | O_WRONLY, 0o644)
                        #expect(descriptor >= 0)
                        close(descriptor)
                    }
                }
            }
        }
        let result = FileDiscovery().discover([directory.path])
        #expect(result.files == [file])
        #expect(result.problems == [
            PathProblem(path: directory.path + "/Bad\\xFF", reason: "the directory's name is not valid UTF-8; not searched (rename it to migrate its files)"),
            PathProblem(path: directory.path + "/Caf\\xE9.swift", reason: "the file's name is not valid UTF-8; not read (rename it to migrate it)"),
        ])
    }

    @Test func staleTemporaryFilesOfAnInterruptedWriteAreListed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("Sources/A.swift")
        let inTree = try directory.write("Sources/.glassmigrate-tmp-AbC123")
        let besideExplicit = try directory.write("Other/.glassmigrate-tmp-zzzzzz")
        let explicit = try directory.write("Other/B.swift")
        try directory.write("Other/Deeper/.glassmigrate-tmp-yyyyyy")
        let result = FileDiscovery().discover([directory.path + "/Sources", explicit])
        #expect(result.files == [explicit, file])
        #expect(result.staleTemporaries == [besideExplicit, inTree])
        #expect(result.problems.isEmpty)
    }

    /// Entries are met in name order (as `String` orders names), whether the names are ASCII (compared
    /// as bytes) or not; problems come in the order they are met.
    @Test func entriesAreMetInNameOrder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let ascii = ["b.swift", "B.swift", "_x.swift", "a-b.swift", "a.swift", "a0.swift", "Z.swift", "~.swift", "a b.swift"]
        let other = ["é.swift", "z.swift", "ä.swift", "a.swift", "Ö.swift"]
        try directory.write("ascii/keep.txt")
        try directory.write("other/keep.txt")
        for name in ascii { #expect(mkfifo("\(directory.path)/ascii/\(name)", 0o644) == 0) }
        for name in other { #expect(mkfifo("\(directory.path)/other/\(name)", 0o644) == 0) }
        let found = FileDiscovery().discover([directory.path]).problems.map(\.path)
        let expected = ascii.sorted().map { "\(directory.path)/ascii/\($0)" } + other.sorted().map { "\(directory.path)/other/\($0)" }
        #expect(found == expected)
    }

    /// Directories are listed on several threads: files, problems (in the order one thread meets them,
    /// depth first in name order), stale temporaries, links and skips are those of one thread.
    @Test func manyJobsFindWhatOneJobFinds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = directory.path
        for top in ["A", "B", "C", "D"] {
            for sub in ["x", "y", "z"] {
                for leaf in ["1", "2"] {
                    try directory.write("\(top)/\(sub)/\(leaf)/V\(top)\(sub)\(leaf).swift")
                    #expect(mkfifo("\(root)/\(top)/\(sub)/\(leaf)/P.swift", 0o644) == 0)
                }
                try directory.write("\(top)/\(sub)/.glassmigrate-tmp-AbC123")
                try directory.write("\(top)/\(sub)/.build/Skipped.swift")
                try directory.write("\(top)/\(sub)/Generated/Excluded.swift")
            }
            #expect(mkfifo("\(root)/\(top)/Q.swift", 0o644) == 0)
        }
        try directory.write("Hidden/node_modules/Kit/K.swift")
        try directory.link("C/Kit", to: "../Hidden/node_modules/Kit")
        try directory.link("A/Alias", to: "../B")
        try directory.link("D/loop", to: "..")
        var discovery = FileDiscovery(exclude: ["**/Generated"])
        let one = discovery.discover([root])
        #expect(one.files.count == 4 * 3 * 2 + 1)
        #expect(one.files.contains(root + "/C/Kit/K.swift"))
        #expect(!one.files.contains { $0.contains("/Alias/") || $0.contains("Skipped") || $0.contains("Excluded") })
        var expectedProblems: [String] = []
        for top in ["A", "B", "C", "D"] {
            // Each directory's own entries first (`Q.swift` sorts before `x`), then its subdirectories.
            expectedProblems.append("\(root)/\(top)/Q.swift")
            for sub in ["x", "y", "z"] { expectedProblems += ["1", "2"].map { "\(root)/\(top)/\(sub)/\($0)/P.swift" } }
        }
        #expect(one.problems.map(\.path) == expectedProblems)
        #expect(one.staleTemporaries.count == 12)
        for jobs in [2, 3, 8] {
            discovery.jobs = jobs
            #expect(discovery.discover([root]) == one)
        }
    }

    /// A listening Unix socket at `path`; returns its descriptor.
    static func bindSocket(at path: String) throws -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        return descriptor
    }
}
