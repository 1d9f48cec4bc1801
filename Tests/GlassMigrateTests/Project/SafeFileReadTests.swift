import Foundation
import Testing
@testable import GlassMigrate

/// `SafeFile.read` reads straight into the result, sized by the file's size: every size around the
/// first read's limit, and files that report no size, come back whole.
@Suite struct SafeFileReadTests {
    @Test func everySizeIsReadWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for size in [0, 1, 4095, 4096, 4097, 65_535, 65_536, 65_537, 200_003, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, (3 << 20) + 5] {
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

    @Test func aSparseFileStopsAtItsFirstChunkWhenBinaryIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Big.swift")
        #expect(truncate(path, 1 << 30) == 0)
        var result: Result<[UInt8], PathProblem>?
        // A limit above the file's size, so only the NUL check stops the read.
        let read = WorkMeter.steps { result = SafeFile.read(path, limit: 2 << 30, refusingBinary: true) }
        #expect(read <= SafeFile.chunkSize, "\(read) bytes read")
        guard case .failure(let problem)? = result else {
            Issue.record("read a binary file")
            return
        }
        #expect(problem.reason == "binary file (contains a NUL byte); not read further")
        // Without the check (a project file, a settings file), the same file is read whole.
        let whole = WorkMeter.steps { result = SafeFile.read(path, limit: 2 << 30) }
        #expect(whole == 1 << 30)
    }

    @Test func aFileLargerThanItsSizeSaidStopsAtTheLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Grown.swift", String(repeating: "a", count: 300_000))
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var outcome: SafeFile.ReadOutcome?
        // A size hint of 0, as a file that grew since it was measured (or a pipe) gives.
        let read = WorkMeter.steps { outcome = SafeFile.readAll(descriptor, sizeHint: 0, limit: 100_000, refusingBinary: true) }
        #expect(outcome == .tooLarge)
        #expect(read <= 100_001, "\(read) bytes read")
    }

    @Test func utf16IsReadWholeForItsEncodingToBeNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("let a = 1\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let path = directory.path + "/A.swift"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        guard case .success(let read) = SafeFile.read(path, refusingBinary: true) else {
            Issue.record("not read")
            return
        }
        #expect(read == bytes)
    }

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
