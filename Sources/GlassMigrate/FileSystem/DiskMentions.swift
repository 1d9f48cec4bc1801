import Foundation

/// A file's size, modification time and inode, or that it does not exist: what says it changed.
public struct FileStamp: Equatable, Sendable {
    /// Whether the file exists.
    public var exists = false
    var size: Int64 = 0
    var seconds: Int = 0
    var nanoseconds: Int = 0
    var inode: UInt64 = 0

    /// The stamp of the file at `path` now.
    public init(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        exists = true
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }
}

/// Whether files on disk mention a phrase, kept across the runs of a `RunSession` while each file's
/// stamp stays as it was.
///
/// A run of one buffer asks it about the other files of the buffer's module (does one declare the
/// helper?): a language server would otherwise read and lex every file of the module again on each
/// change. The stamp is taken before the file is read, so a file that changes meanwhile is asked again.
final class DiskMentions: @unchecked Sendable {
    private let lock = NSLock()
    private var byPath: [String: (stamp: FileStamp, answers: [String: Bool])] = [:]
    /// How many times a file was read, for tests.
    private(set) var reads = 0

    /// Whether the file at `path`, whose stamp is now `stamp`, has `phrase` in its code
    /// (`SourceMention.contains`), read again only when it changed; false when it cannot be read.
    func mentions(_ path: String, _ phrase: String, stamp: FileStamp) -> Bool {
        lock.lock()
        let entry = byPath[path]
        lock.unlock()
        if let entry, entry.stamp == stamp, let known = entry.answers[phrase] { return known }
        let found: Bool
        if case .success(let bytes) = SafeFile.read(path) {
            found = SourceMention.contains(bytes, phrase: phrase)
        } else {
            found = false
        }
        lock.lock()
        defer { lock.unlock() }
        reads += 1
        var answers = byPath[path].flatMap { $0.stamp == stamp ? $0.answers : nil } ?? [:]
        answers[phrase] = found
        byPath[path] = (stamp, answers)
        return found
    }
}
