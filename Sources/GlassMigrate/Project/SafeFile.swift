import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes files with POSIX calls so every failure has the system's reason.
public enum SafeFile {
    /// The bytes of the file at `path`, or why they could not be read.
    public static func read(_ path: String) -> Result<[UInt8], PathProblem> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(PathProblem(path: path, reason: "cannot read: \(errorText())")) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            return .failure(PathProblem(path: path, reason: "cannot read: is a directory"))
        }
        guard let bytes = readToEnd(descriptor, sizeHint: Int(info.st_size)) else {
            return .failure(PathProblem(path: path, reason: "cannot read: \(errorText())"))
        }
        return .success(bytes)
    }

    /// Everything left to read from `descriptor`, read straight into the array (no zero-filling and no
    /// copying through a buffer); nil with `errno` set on a read error.
    ///
    /// The first read asks for one byte more than `sizeHint` (the file's size), so a file that is
    /// exactly that size ends at the next read; one that grew meanwhile, or reports no size (as
    /// `/proc` files do), is read in growing steps.
    private static func readToEnd(_ descriptor: Int32, sizeHint: Int) -> [UInt8]? {
        var capacity = sizeHint > 0 ? sizeHint + 1 : 4096
        var bytes: [UInt8] = []
        while true {
            var failed = false
            var reachedEnd = false
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                let base = buffer.baseAddress!
                previous.withUnsafeBufferPointer { old in
                    if let start = old.baseAddress { base.initialize(from: start, count: old.count) }
                }
                count = previous.count
                while count < capacity {
                    let read = systemRead(descriptor, base + count, capacity - count)
                    if read < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        return
                    }
                    if read == 0 {
                        reachedEnd = true
                        return
                    }
                    count += read
                }
            }
            if failed { return nil }
            if reachedEnd { return bytes }
            capacity *= 2
        }
    }

    /// Replaces the file at `path` (through symbolic links) with `bytes`, atomically and keeping its
    /// permissions, unless it is read-only or no longer holds `expected`; returns the reason it did not.
    public static func replace(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) -> String? {
        guard let target = realPath(path) else { return "cannot write: \(errorText()); file left unchanged" }
        var info = stat()
        guard stat(target, &info) == 0 else { return "cannot write: \(errorText()); file left unchanged" }
        // Checked explicitly: a rename would replace a read-only file, and root passes access(2).
        if info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 || access(target, W_OK) != 0 {
            return "cannot write: the file is read-only; file left unchanged"
        }
        switch read(target) {
        case .failure(let problem): return "\(problem.reason); file left unchanged"
        case .success(let current) where current != expected:
            return "changed on disk since it was read; not overwritten"
        case .success: break
        }
        return writeAtomically(target, bytes: bytes, mode: info.st_mode & 0o7777)
    }

    /// Creates a new file at `path` (and its directory) atomically; refuses to replace an existing file.
    public static func create(_ path: String, contents: [UInt8]) -> String? {
        if FileManager.default.fileExists(atPath: path) { return "already exists; not overwritten" }
        let directory = ReportPath.directory(of: path)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot create its directory: \(error.localizedDescription)"
        }
        let mask = umask(0)
        umask(mask)
        return writeAtomically(ReportPath.absolute(path), bytes: contents, mode: 0o666 & ~mask)
    }

    /// Writes a temporary file beside `path`, then renames it over `path`.
    private static func writeAtomically(_ path: String, bytes: [UInt8], mode: mode_t) -> String? {
        let directory = ReportPath.directory(of: path)
        let name = String(path[path.index(after: path.lastIndex(of: "/")!)...])
        var template = Array("\(directory)/.\(name).glassmigrate-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return "cannot write: \(errorText()); file left unchanged" }
        let temporary = String(cString: template)
        var failure: String?
        var written = 0
        while written < bytes.count && failure == nil {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno != EINTR { failure = "cannot write: \(errorText()); file left unchanged" }
            } else {
                written += count
            }
        }
        if failure == nil && fchmod(descriptor, mode) != 0 { failure = "cannot set permissions: \(errorText()); file left unchanged" }
        if failure == nil && fsync(descriptor) != 0 { failure = "cannot write: \(errorText()); file left unchanged" }
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 { failure = "cannot replace: \(errorText()); file left unchanged" }
        if failure != nil { unlink(temporary) }
        return failure
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

// Foundation's `read`/`write` names are overloaded on some platforms; these reach the C functions.
@inline(__always) private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always) private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
