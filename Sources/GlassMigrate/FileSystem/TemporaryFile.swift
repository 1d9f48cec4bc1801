import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic writes through a locked temporary file beside the destination, and the removal of such
/// files that a killed run left behind.
enum TemporaryFile {
    /// A temporary file is `.glassmigrate-tmp-` + six characters from `mkstemp`: short whatever the
    /// destination's name (a 250-byte name still has room), and distinctive enough that a file a user
    /// named (`.README.glassmigrate-backup`) is never taken for one.
    static let prefix = ".glassmigrate-tmp-"

    /// Held for the whole of each write, so a process ending on a signal can wait for it.
    private static let writeLock = NSLock()

    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let suffix = name.utf8.dropFirst(prefix.utf8.count)
        return suffix.count == 6 && suffix.allSatisfy { (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
    }

    static func withNoWriteInProgress<T>(_ body: () throws -> T) rethrows -> T {
        writeLock.lock()
        defer { writeLock.unlock() }
        return try body()
    }

    /// Writes `bytes` to a temporary file beside `path` with `metadata`, then renames it over `path`
    /// (only if nothing is there yet when `replacing` is false); returns why it did not.
    static func write(_ bytes: [UInt8], over path: String, like metadata: FileMetadata, replacing: Bool = true) -> String? {
        writeLock.lock()
        defer { writeLock.unlock() }
        let directory = ReportPath.directory(of: path)
        var template = Array("\(directory)/\(prefix)XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return "cannot write: \(SafeFile.errorText()); file left unchanged" }
        let temporary = String(cString: template)
        // The lock tells a later run that this file is being written, not left over (see `removeIfStale`).
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        var failure = fill(descriptor, with: bytes)
        if failure == nil { failure = metadata.apply(to: descriptor) }
        if failure == nil && fsync(descriptor) != 0 { failure = "cannot write: \(SafeFile.errorText()); file left unchanged" }
        if failure == nil { failure = move(temporary, to: path, replacing: replacing) }
        if failure != nil { unlink(temporary) }
        close(descriptor)
        return failure
    }

    private static func fill(_ descriptor: Int32, with bytes: [UInt8]) -> String? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno != EINTR { return "cannot write: \(SafeFile.errorText()); file left unchanged" }
            } else {
                written += count
            }
        }
        return nil
    }

    /// Renames, or for a new file links and unlinks, so a file that appeared meanwhile is never replaced.
    private static func move(_ temporary: String, to path: String, replacing: Bool) -> String? {
        if replacing {
            return rename(temporary, path) == 0 ? nil : "cannot replace: \(SafeFile.errorText()); file left unchanged"
        }
        if link(temporary, path) == 0 {
            unlink(temporary)
            return nil
        }
        switch errno {
        case EEXIST:
            return "already exists; not overwritten"
        case EPERM, ENOTSUP, EXDEV, EMLINK, ENOSYS:
            // File systems without hard links: check, then rename (a narrow race, as before links).
            if access(path, F_OK) == 0 { return "already exists; not overwritten" }
            return rename(temporary, path) == 0 ? nil : "cannot create: \(SafeFile.errorText())"
        default:
            return "cannot create: \(SafeFile.errorText())"
        }
    }

    /// Whether the folder of `path` has another entry for the file `inode`.
    private static func hasOtherName(_ inode: ino_t, besides path: String) -> Bool {
        let folder = ReportPath.directory(of: path)
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        let name = Paths.name(of: path)
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if entry.pointee.d_ino == inode && entryName != name { return true }
        }
        return false
    }

    static func removeIfStale(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        // Ours had one name, or two when a run was killed between linking a new file to it and
        // unlinking it (the other name then in the same folder); a file with others is someone's.
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              info.st_nlink == 1 || (info.st_nlink == 2 && hasOtherName(info.st_ino, besides: path)) else { return false }
        // A write in progress holds the lock; one whose process died holds nothing.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        return unlink(path) == 0
    }
}
