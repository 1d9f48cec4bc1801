import Foundation
import SwiftSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes files with POSIX calls so every failure has the system's reason.
///
/// Every write goes to a temporary file beside its destination (`.glassmigrate-tmp-XXXXXX`, locked
/// while it is written), which is renamed over the destination once complete: the destination is
/// always either its old or its new content. A temporary file left by a killed run is removed by the
/// next run that writes there (`removeStaleTemporary(_:)`).
package enum SafeFile {
    /// The bytes of the file at `path`, or why they could not be read; anything but a regular file
    /// (a FIFO, a device, a socket, a directory) is refused without waiting on it, and so is a file
    /// larger than `limit` bytes. With `refusingBinary` (for source text), reading stops at the first
    /// chunk that holds a NUL byte, unless the file starts with a UTF-16 byte-order mark.
    package static func read(_ path: String, limit: Int = maximumInputSize, refusingBinary: Bool = false) -> Result<[UInt8], PathProblem> {
        // O_NONBLOCK: opening a FIFO nobody writes to would otherwise block forever.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(PathProblem(path: path, reason: "cannot read: \(errorText())")) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(PathProblem(path: path, reason: "cannot read: \(errorText())")) }
        if let kind = specialKind(info) {
            let reason = kind == "a directory" ? "is a directory" : "not a regular file (\(kind))"
            return .failure(PathProblem(path: path, reason: "cannot read: \(reason)"))
        }
        // Judged by its size before a byte is read, so a huge (or sparse) file costs nothing.
        if Int(info.st_size) > limit { return .failure(PathProblem(path: path, reason: tooLarge(limit))) }
        switch readAll(descriptor, sizeHint: Int(info.st_size), limit: limit, refusingBinary: refusingBinary) {
        case .bytes(let bytes): return .success(bytes)
        case .tooLarge: return .failure(PathProblem(path: path, reason: tooLarge(limit)))
        case .binary: return .failure(PathProblem(path: path, reason: binary))
        case .failed(let code): return .failure(PathProblem(path: path, reason: "cannot read: \(errorText(code))"))
        }
    }

    /// The largest input read, in bytes: 64 MB, or `GLASSMIGRATE_MAX_INPUT_MB` megabytes when that is set.
    package static let maximumInputSize: Int = {
        let megabytes = ProcessInfo.processInfo.environment["GLASSMIGRATE_MAX_INPUT_MB"].flatMap { Int($0) } ?? 64
        return max(1, megabytes) << 20
    }()

    /// Why an input over `maximumInputSize` is not read.
    package static var tooLarge: String { tooLarge(maximumInputSize) }

    private static func tooLarge(_ limit: Int) -> String {
        let size = limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) bytes"
        return "cannot read: larger than \(size), the limit for an input (set GLASSMIGRATE_MAX_INPUT_MB to raise it); not read"
    }

    /// Why source text that holds a NUL byte is not read further.
    package static let binary = "binary file (contains a NUL byte); not read further"

    /// What `readAll(_:sizeHint:limit:refusingBinary:)` read.
    package enum ReadOutcome: Equatable, Sendable {
        /// Everything up to the end.
        case bytes([UInt8])
        /// More than the limit: reading stopped once it was passed.
        case tooLarge
        /// A NUL byte, with binary input refused: reading stopped at the chunk holding it.
        case binary
        /// A read error, with its `errno`.
        case failed(Int32)
    }

    /// How many bytes one read asks for at most: each chunk is looked at before the next is read.
    static let chunkSize = 1 << 20

    /// Everything left to read from `descriptor` (a file or a stream such as standard input), read in
    /// chunks straight into the array (no zero-filling and no copying through a buffer), stopping as
    /// soon as more than `limit` bytes came, or, with `refusingBinary`, at the first chunk that holds a
    /// NUL byte (unless the input starts with a UTF-16 byte-order mark, which names its encoding).
    ///
    /// The first array has room for one byte more than `sizeHint` (a file's size), so a file that is
    /// exactly that size ends at the next read; one that grew meanwhile, or reports no size (a pipe, a
    /// `/proc` file), is read into growing arrays. Each byte read is counted on `WorkMeter`.
    package static func readAll(_ descriptor: Int32, sizeHint: Int, limit: Int, refusingBinary: Bool) -> ReadOutcome {
        var capacity = min(sizeHint > 0 ? sizeHint + 1 : 1 << 16, limit + 1)
        var bytes: [UInt8] = []
        var checksNUL = refusingBinary
        while true {
            var outcome: ReadOutcome?
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                let base = buffer.baseAddress!
                previous.withUnsafeBufferPointer { old in
                    if let start = old.baseAddress { base.initialize(from: start, count: old.count) }
                }
                count = previous.count
                while count < capacity {
                    let read = systemRead(descriptor, base + count, min(capacity - count, chunkSize))
                    if read < 0 {
                        if errno == EINTR { continue }
                        outcome = .failed(errno)
                        return
                    }
                    if read == 0 {
                        outcome = .bytes([])
                        return
                    }
                    WorkMeter.count(read)
                    if count == 0 && read >= 2 && ((base[0] == 0xFF && base[1] == 0xFE) || (base[0] == 0xFE && base[1] == 0xFF)) {
                        checksNUL = false
                    }
                    if checksNUL && memchr(base + count, 0, read) != nil {
                        outcome = .binary
                        return
                    }
                    count += read
                    if count > limit {
                        outcome = .tooLarge
                        return
                    }
                }
            }
            switch outcome {
            case .bytes?: return .bytes(bytes)
            case let stopped?: return stopped
            case nil: capacity = min(capacity * 2, limit + 1)
            }
        }
    }

    /// What a file that is not a regular file is, for messages ("a named pipe"), or nil for a regular file.
    static func specialKind(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }

    /// Replaces the file at `path` (through symbolic links) with `bytes`, atomically, keeping its
    /// permissions, owner and group (as far as the user may set them; all of them as root) and
    /// extended attributes, unless it is read-only, has several hard links, or no longer holds
    /// `expected`; returns the reason it did not.
    package static func replace(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) -> String? {
        guard let target = realPath(path) else { return "cannot write: \(errorText()); file left unchanged" }
        var info = stat()
        if let reason = replacementProblem(target, info: &info) { return reason }
        switch read(target) {
        case .failure(let problem): return "\(problem.reason); file left unchanged"
        case .success(let current) where current != expected:
            return "changed on disk since it was read; not overwritten"
        case .success: break
        }
        return TemporaryFile.write(bytes, over: target, like: FileMetadata(of: target, info: info))
    }

    /// Why `replace(_:expecting:with:)` would refuse the file at `path` whatever its content (not a
    /// regular file, read-only, several hard links), or nil when it may be replaced.
    package static func replacementProblem(_ path: String) -> String? {
        guard let target = realPath(path) else { return "cannot write: \(errorText()); file left unchanged" }
        var info = stat()
        return replacementProblem(target, info: &info)
    }

    private static func replacementProblem(_ target: String, info: inout stat) -> String? {
        guard stat(target, &info) == 0 else { return "cannot write: \(errorText()); file left unchanged" }
        if let kind = specialKind(info) { return "cannot write: not a regular file (\(kind)); left unchanged" }
        // Checked explicitly: a rename would replace a read-only file, and root passes access(2).
        if info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 || access(target, W_OK) != 0 {
            return "cannot write: the file is read-only; file left unchanged"
        }
        // A rename gives the path a new file and leaves the other names on the old one; writing in
        // place would lose atomicity. Neither is what a user of hard links expects, so ask them.
        if info.st_nlink > 1 {
            return "has \(info.st_nlink) hard links; left unchanged so the other names do not silently keep the old text"
        }
        return nil
    }

    /// Creates a new file at `path` (and its directory) atomically; refuses to replace an existing file.
    package static func create(_ path: String, contents: [UInt8]) -> String? {
        if FileManager.default.fileExists(atPath: path) { return "already exists; not overwritten" }
        let directory = ReportPath.directory(of: path)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot create its directory: \(error.localizedDescription)"
        }
        return TemporaryFile.write(contents, over: ReportPath.absolute(path), like: .newFile(in: directory), replacing: false)
    }

    /// Writes an output of the run (`--patch`, `--report`, `--write-baseline`) to `path`: a named pipe,
    /// character device or `/dev/stdout` is written to as a stream; a symbolic link is written through
    /// to its target (one to a missing file is refused); a regular file is replaced atomically keeping
    /// its metadata; a missing file is created. Nothing that is not a regular file is ever replaced by
    /// one. Returns why it could not be written, as a sentence saying what to do.
    package static func writeOutput(_ bytes: [UInt8], to path: String) -> String? {
        if path.isEmpty { return "the file name is empty; give a file name" }
        if isStream(path) { return stream(bytes, to: path) }
        var info = stat()
        if stat(path, &info) != 0 {
            let reason = errno
            var linkInfo = stat()
            if lstat(path, &linkInfo) == 0 {
                return reason == ENOENT ? "is a symbolic link to a missing file; not followed" : "cannot write: \(errorText(reason))"
            }
            guard reason == ENOENT else { return "cannot write: \(errorText(reason))" }
            let folder = ReportPath.directory(of: path)
            guard Paths.isDirectory(folder) else {
                return "its folder \(ReportPath.relative(folder)) does not exist; create it first or choose another path"
            }
            return TemporaryFile.write(bytes, over: ReportPath.absolute(path), like: .newFile(in: folder), replacing: false)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard let target = realPath(path) else { return "cannot write: \(errorText())" }
            return TemporaryFile.write(bytes, over: target, like: FileMetadata(of: target, info: info))
        case S_IFDIR:
            return "is a directory; give the path of a file in it"
        default:
            return "is \(specialKind(info) ?? "a special file"); not written"
        }
    }

    /// Whether `path` names a stream that outputs are written to rather than replaced: a named pipe or
    /// a character device (through links), or a `/dev/` name such as `/dev/stdout` or `/dev/fd/1`, which
    /// names the process's stream even when that is redirected to a file.
    package static func isStream(_ path: String) -> Bool {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFIFO || kind == S_IFCHR { return true }
        return ReportPath.absolute(path).hasPrefix("/dev/") && kind != S_IFDIR
    }

    /// Whether `path` is the file or stream this process's standard output goes to.
    package static func isStandardOutput(_ path: String) -> Bool {
        var named = stat(), output = stat()
        guard !path.isEmpty, stat(path, &named) == 0, fstat(STDOUT_FILENO, &output) == 0 else { return false }
        return named.st_dev == output.st_dev && named.st_ino == output.st_ino
    }

    /// Writes `bytes` to an already existing stream (a FIFO, a terminal, `/dev/stdout`) without replacing it.
    private static func stream(_ bytes: [UInt8], to path: String) -> String? {
        // Appending: a file behind `/dev/stdout` keeps what the shell already put there.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return errorText() }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno != EINTR { return errorText() }
            } else {
                written += count
            }
        }
        return nil
    }

    // MARK: - Temporary files

    /// Whether `name` is the name of a temporary file a write makes: `.glassmigrate-tmp-XXXXXX`.
    package static func isTemporaryName(_ name: String) -> Bool {
        TemporaryFile.isTemporaryName(name)
    }

    /// Removes a temporary file left by an interrupted run; false (leaving it) when a running write
    /// holds it, or when it cannot be removed.
    @discardableResult
    package static func removeStaleTemporary(_ path: String) -> Bool {
        TemporaryFile.removeIfStale(path)
    }

    /// Runs `body` when no write is in progress, and keeps any other write from starting while it
    /// runs; a signal handler that ends the process does so inside it, so no temporary file is left.
    package static func withNoWriteInProgress<T>(_ body: () throws -> T) rethrows -> T {
        try TemporaryFile.withNoWriteInProgress(body)
    }

    /// `path` absolute, with symbolic links resolved as far as it exists (a new file's directory).
    package static func resolvedPath(_ path: String) -> String {
        let absolute = ReportPath.absolute(path)
        if let real = realPath(absolute) { return real }
        guard let parent = Paths.parent(absolute), let realParent = realPath(parent) else { return absolute }
        return Paths.join(realParent, String(absolute[absolute.index(after: absolute.lastIndex(of: "/")!)...]))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func errorText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}

// Foundation's `read`/`write` names are overloaded on some platforms; these reach the C functions.
@inline(__always) func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always) func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
