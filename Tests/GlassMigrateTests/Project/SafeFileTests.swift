import Foundation
import Testing
import GlassMigrate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an in-place edit keeps and refuses: owner, group, extended attributes, hard links, special files.
@Suite struct SafeFileTests {
    static let before = Array("let a = 1\n".utf8)
    static let after = Array("let a = 2\n".utf8)

    /// Whether the temporary directory's file system takes `user.` extended attributes.
    static let extendedAttributesWork: Bool = {
        guard let directory = try? TemporaryDirectory() else { return false }
        defer { directory.remove() }
        guard let probe = try? directory.write("probe") else { return false }
        return ExtendedAttribute.set("user.glassmigrate.probe", Array("1".utf8), on: probe)
    }()

    @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
    func replaceKeepsOwnerAndGroup() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("A.swift", "let a = 1\n")
        #expect(chown(path, 4242, 4343) == 0)
        #expect(chmod(path, 0o640) == 0)
        #expect(SafeFile.replace(path, expecting: Self.before, with: Self.after) == nil)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_uid == 4242 && info.st_gid == 4343)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == Self.after)
    }

    @Test(.enabled(if: SafeFileTests.extendedAttributesWork, "the temporary directory takes no extended attributes"))
    func replaceKeepsExtendedAttributes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("A.swift", "let a = 1\n")
        let value = Array("kept \u{0}binary".utf8)
        #expect(ExtendedAttribute.set("user.glassmigrate.tag", value, on: path))
        #expect(ExtendedAttribute.set("user.glassmigrate.empty", [], on: path))
        #expect(SafeFile.replace(path, expecting: Self.before, with: Self.after) == nil)
        #expect(ExtendedAttribute.get("user.glassmigrate.tag", of: path) == value)
        #expect(ExtendedAttribute.get("user.glassmigrate.empty", of: path) == [])
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == Self.after)
    }

    @Test func aFileWithSeveralHardLinksIsReportedAndLeftAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("A.swift", "let a = 1\n")
        #expect(link(path, directory.path + "/B.swift") == 0)
        let reason = SafeFile.replace(path, expecting: Self.before, with: Self.after)
        #expect(reason == "has 2 hard links; left unchanged so the other names do not silently keep the old text")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == Self.before)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory.path + "/B.swift"))) == Self.before)
    }

    @Test func readingAFIFOIsRefusedAtOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/Pipe.swift"
        #expect(mkfifo(path, 0o644) == 0)
        // Nobody writes to the FIFO: a plain open would block forever.
        switch SafeFile.read(path) {
        case .success: Issue.record("a FIFO was read")
        case .failure(let problem): #expect(problem.reason == "cannot read: not a regular file (a named pipe)")
        }
    }

    @Test func readingADeviceIsRefused() throws {
        switch SafeFile.read("/dev/zero") {
        case .success: Issue.record("/dev/zero was read")
        case .failure(let problem): #expect(problem.reason == "cannot read: not a regular file (a character device)")
        }
    }

    @Test func aReplaceLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("A.swift", "let a = 1\n")
        #expect(SafeFile.replace(path, expecting: Self.before, with: Self.after) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["A.swift"])
    }

    @Test func staleTemporaryFilesAreRecognisedAndRemovedUnlessInUse() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift", "let a = 1\n")
        let stale = try directory.write(".glassmigrate-tmp-x1Y2z3", "half")
        let busy = try directory.write(".glassmigrate-tmp-Q9w8E7", "being written")
        // Linked elsewhere: someone's. Linked beside it: a new file whose run was killed between
        // linking it to its temporary file and unlinking that (the data stays under the other name).
        let elsewhere = try TemporaryDirectory()
        defer { elsewhere.remove() }
        let linked = try directory.write(".glassmigrate-tmp-L1nk3d", "someone's")
        #expect(link(linked, elsewhere.path + "/kept-name") == 0)
        let created = try directory.write(".glassmigrate-tmp-N3wF1l", "a new file")
        #expect(link(created, directory.path + "/New.swift") == 0)
        try directory.write(".glassmigrate-tmp-short")
        try directory.write(".README.glassmigrate-backup")
        #expect(SafeFile.isTemporaryName(".glassmigrate-tmp-x1Y2z3"))
        #expect(!SafeFile.isTemporaryName(".glassmigrate-tmp-short"))
        #expect(!SafeFile.isTemporaryName(".README.glassmigrate-backup"))
        #expect(!SafeFile.isTemporaryName(".A.swift.glassmigrate-x1Y2z3"))
        // A run that is writing holds a lock on its temporary file.
        let descriptor = open(busy, O_RDONLY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        #expect(SafeFile.removeStaleTemporary(busy) == false)
        #expect(SafeFile.removeStaleTemporary(linked) == false)
        #expect(SafeFile.removeStaleTemporary(stale) == true)
        #expect(SafeFile.removeStaleTemporary(created) == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            == [".README.glassmigrate-backup", ".glassmigrate-tmp-L1nk3d", ".glassmigrate-tmp-Q9w8E7", ".glassmigrate-tmp-short", "A.swift", "New.swift"])
        #expect(try String(contentsOfFile: directory.path + "/New.swift", encoding: .utf8) == "a new file")
    }
}

/// Extended attributes of a file by path, for tests (looked up at run time: Glibc's module lacks them).
enum ExtendedAttribute {
    #if canImport(Darwin)
    static func set(_ name: String, _ value: [UInt8], on path: String) -> Bool {
        value.withUnsafeBytes { setxattr(path, name, $0.baseAddress, value.count, 0, 0) } == 0
    }

    static func get(_ name: String, of path: String) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { getxattr(path, name, $0.baseAddress, $0.count, 0, 0) }
        return count < 0 ? nil : Array(buffer[0..<count])
    }
    #else
    private typealias Set = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32) -> Int32
    private typealias Get = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) -> Int

    static func set(_ name: String, _ value: [UInt8], on path: String) -> Bool {
        let setxattr = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setxattr")!, to: Set.self)
        return value.withUnsafeBytes { setxattr(path, name, $0.baseAddress, value.count, 0) } == 0
    }

    static func get(_ name: String, of path: String) -> [UInt8]? {
        let getxattr = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "getxattr")!, to: Get.self)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { getxattr(path, name, $0.baseAddress, $0.count) }
        return count < 0 ? nil : Array(buffer[0..<count])
    }
    #endif
}
