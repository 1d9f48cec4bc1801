import Foundation

// The directory listing, read with opendir/readdir: names as bytes, sorted without a copy per name.
extension FileDiscovery {
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// A directory entry: its name when it is valid UTF-8, and its bytes.
    struct Entry {
        var name: String?
        var raw: [UInt8]
        /// What the directory says the entry is (`DT_DIR`, `DT_REG`, `DT_LNK`…; `DT_UNKNOWN` when it does not say).
        var type: Int
    }

    /// The entries of a directory, sorted, without `.` and `..`; nil (with `errno` set) when unreadable.
    static func entries(of directory: String, keepingBuildSettingsFiles keepsSettings: Bool = false) -> [Entry]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var entries: [Entry] = []
        var allASCII = true
        while let entry = readdir(handle) {
            let type = Int(entry.pointee.d_type)
            let raw: [UInt8]? = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    let name = UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)))
                    // Most entries are regular files that are neither Swift nor hidden (where our temporary
                    // files are): nothing is done with them, so they are dropped before any copy is made.
                    if type == Int(DT_REG) && name.first != 46 && !name.suffix(6).elementsEqual(swiftExtension)
                        && !(keepsSettings && BuildSettingsFile.isSettingsName(name)) {
                        return nil
                    }
                    return Array(name)
                }
            }
            guard let raw, raw != [46], raw != [46, 46] else { continue }
            let name = String(decoding: raw, as: UTF8.self)
            let isASCII = raw.withUnsafeBufferPointer(SourceBytes.isASCII)
            allASCII = allASCII && isASCII
            // `String(cString:)` would quietly repair invalid UTF-8 into a name that does not exist.
            entries.append(Entry(name: isASCII || name.utf8.elementsEqual(raw) ? name : nil, raw: raw, type: type))
        }
        // ASCII names (nearly all) order as their bytes do, which compares faster than strings.
        if allASCII { return entries.sorted { bytesPrecede($0.raw, $1.raw) } }
        return entries.sorted { ($0.name ?? FileNameEscaping.escaped($0.raw)) < ($1.name ?? FileNameEscaping.escaped($1.raw)) }
    }

    private static let swiftExtension = Array(".swift".utf8)

    /// Whether `left` comes before `right` in byte order.
    private static func bytesPrecede(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        let common = min(left.count, right.count)
        let order = left.withUnsafeBytes { l in right.withUnsafeBytes { r in memcmp(l.baseAddress!, r.baseAddress!, common) } }
        return order != 0 ? order < 0 : left.count < right.count
    }

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
