import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an in-place edit keeps of the file it replaces: permissions, owner and group, extended attributes.
struct FileMetadata {
    /// Permission bits (with set-id and sticky bits) for the new file.
    var mode: mode_t
    /// The owner and group to give the new file, or nil for a new file (the user's own).
    var owner: (user: uid_t, group: gid_t)?
    /// The path whose extended attributes are copied, or nil.
    var attributesFrom: String?

    /// A new file: readable and writable as the umask allows, owned by the user, no attributes.
    static var newFile: FileMetadata {
        let mask = umask(0)
        umask(mask)
        return FileMetadata(mode: 0o666 & ~mask, owner: nil, attributesFrom: nil)
    }

    /// A new file in `directory`: as `newFile`, and when running as root, owned by the directory's
    /// owner and group, so a tree owned by another user gets no file that user cannot change.
    static func newFile(in directory: String) -> FileMetadata {
        var info = stat()
        guard geteuid() == 0, stat(directory, &info) == 0 else { return newFile }
        var metadata = newFile
        metadata.owner = (info.st_uid, info.st_gid)
        return metadata
    }

    /// The metadata of the existing file at `path`, whose `stat` is `info`.
    init(of path: String, info: stat) {
        self.init(mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid), attributesFrom: path)
    }

    private init(mode: mode_t, owner: (user: uid_t, group: gid_t)?, attributesFrom: String?) {
        self.mode = mode
        self.owner = owner
        self.attributesFrom = attributesFrom
    }

    /// Gives the open file `descriptor` this metadata; the reason it could not, or nil.
    ///
    /// Owner and group come first because changing them clears set-id bits. A user who is not root
    /// cannot give a file away: the owner then stays theirs (as with any editor that saves by
    /// renaming), and the group is kept when they belong to it.
    func apply(to descriptor: Int32) -> String? {
        if let owner {
            var current = stat()
            if fstat(descriptor, &current) == 0, current.st_uid != owner.user || current.st_gid != owner.group {
                if fchown(descriptor, owner.user, owner.group) != 0 {
                    if geteuid() == 0 { return "cannot keep the owner and group: \(SafeFile.errorText()); file left unchanged" }
                    _ = fchown(descriptor, uid_t.max, owner.group)
                }
            }
        }
        if let attributesFrom, let failure = ExtendedAttributes.copy(from: attributesFrom, to: descriptor) {
            return "cannot keep the extended attribute \(failure); file left unchanged"
        }
        if fchmod(descriptor, mode) != 0 { return "cannot set permissions: \(SafeFile.errorText()); file left unchanged" }
        return nil
    }
}

/// Extended attributes (and, on Linux, the ACLs stored as such), copied from a path to an open file.
enum ExtendedAttributes {
    /// Copies every attribute of `path` to `descriptor`; the attribute that could not be kept and why, or nil.
    ///
    /// A file system without extended attributes has none to copy. An attribute the system does not let
    /// the user set (a security label, macOS's provenance) is the system's to give: it is skipped, and the
    /// new file has what the system gives it. Any other failure (no space, too large) refuses the write.
    static func copy(from path: String, to descriptor: Int32) -> String? {
        guard let names = names(of: path) else { return nil }
        for name in names {
            guard let contents = value(of: name, at: path) else { continue }
            if set(name, contents, on: descriptor) { continue }
            let code = errno
            let reason = SafeFile.errorText()
            if code == EPERM || code == EACCES || code == ENOTSUP || value(of: name, on: descriptor) == contents { continue }
            return "'\(name)': \(reason)"
        }
        return nil
    }

    private static func names(of path: String) -> [String]? {
        var size = listNames(path, nil, 0)
        guard size > 0 else { return nil }
        while true {
            var buffer = [CChar](repeating: 0, count: size)
            let count = listNames(path, &buffer, size)
            if count < 0 && errno == ERANGE {
                size = listNames(path, nil, 0)
                continue
            }
            guard count > 0 else { return nil }
            return buffer[0..<count].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
    }

    private static func value(of name: String, at path: String) -> [UInt8]? {
        while true {
            let size = getValue(path, name, nil, 0)
            guard size >= 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: size)
            let count = buffer.withUnsafeMutableBytes { getValue(path, name, $0.baseAddress, size) }
            if count < 0 && errno == ERANGE { continue }
            return count < 0 ? nil : Array(buffer[0..<count])
        }
    }

    private static func value(of name: String, on descriptor: Int32) -> [UInt8]? {
        let size = getValue(descriptor, name, nil, 0)
        guard size >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: size)
        let count = buffer.withUnsafeMutableBytes { getValue(descriptor, name, $0.baseAddress, size) }
        return count < 0 ? nil : Array(buffer[0..<count])
    }

    private static func set(_ name: String, _ value: [UInt8], on descriptor: Int32) -> Bool {
        value.withUnsafeBytes { setValue(descriptor, name, $0.baseAddress, value.count) } == 0
    }

    // MARK: Platform calls (Darwin's take a position and options; no link is followed here)

    #if canImport(Darwin)
    private static func listNames(_ path: String, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
        listxattr(path, buffer, size, 0)
    }

    private static func getValue(_ path: String, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        getxattr(path, name, buffer, size, 0, 0)
    }

    private static func getValue(_ descriptor: Int32, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        fgetxattr(descriptor, name, buffer, size, 0, 0)
    }

    private static func setValue(_ descriptor: Int32, _ name: String, _ buffer: UnsafeRawPointer?, _ size: Int) -> Int32 {
        fsetxattr(descriptor, name, buffer, size, 0, 0)
    }
    #else
    // Glibc's module map leaves out <sys/xattr.h>; the C library has the functions, so look them up.
    private typealias ListNames = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int) -> Int
    private typealias GetValue = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) -> Int
    private typealias GetValueByDescriptor = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) -> Int
    private typealias SetValue = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32) -> Int32

    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    private static let listxattr = function("listxattr", as: ListNames.self)
    private static let getxattr = function("getxattr", as: GetValue.self)
    private static let fgetxattr = function("fgetxattr", as: GetValueByDescriptor.self)
    private static let fsetxattr = function("fsetxattr", as: SetValue.self)

    private static func listNames(_ path: String, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
        guard let listxattr else { return 0 }
        return listxattr(path, buffer, size)
    }

    private static func getValue(_ path: String, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        guard let getxattr else { return -1 }
        return getxattr(path, name, buffer, size)
    }

    private static func getValue(_ descriptor: Int32, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        guard let fgetxattr else { return -1 }
        return fgetxattr(descriptor, name, buffer, size)
    }

    private static func setValue(_ descriptor: Int32, _ name: String, _ buffer: UnsafeRawPointer?, _ size: Int) -> Int32 {
        guard let fsetxattr else { return -1 }
        return fsetxattr(descriptor, name, buffer, size, 0)
    }
    #endif
}
