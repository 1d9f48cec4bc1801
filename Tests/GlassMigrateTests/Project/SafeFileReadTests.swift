import Foundation
import Testing
@testable import GlassMigrate

/// `SafeFile.read` reads straight into the result, sized by the file's size: every size around the
/// first read's limit, and files that report no size, come back whole.
@Suite struct SafeFileReadTests {
    @Test func everySizeIsReadWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for size in [0, 1, 4095, 4096, 4097, 65_535, 65_536, 65_537, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = directory.path + "/f\(size).swift"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard case .success(let read) = SafeFile.read(path) else {
                Issue.record("\(size): not read")
                continue
            }
            #expect(read == bytes, "size \(size)")
        }
    }

    #if os(Linux)
    @Test func aFileThatReportsNoSizeIsReadToItsEnd() throws {
        // /proc files report a size of 0 and still have content.
        guard case .success(let read) = SafeFile.read("/proc/self/status") else {
            Issue.record("not read")
            return
        }
        #expect(String(decoding: read, as: UTF8.self).contains("Name:"))
        #expect(read.count > 100)
    }
    #endif

    @Test func aDirectoryIsNotRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        guard case .failure(let problem) = SafeFile.read(directory.path) else {
            Issue.record("read a directory")
            return
        }
        #expect(problem.reason.hasPrefix("cannot read:"))
    }
}
