/// Git-compatible unified diffs of one file, accepted by `git apply` and `patch -p1`.
public enum UnifiedDiff {
    /// The marker line that follows a diff line whose source line has no final `\n`.
    public static let noNewlineMarker = "\\ No newline at end of file"

    /// Unified diff of one file, git-compatible; empty string when the path and bytes are unchanged.
    ///
    /// - Parameters:
    ///   - oldPath: The file's path before the change, relative to the directory the patch is applied
    ///     from; nil for a new file. A path other than `newPath` is written as a rename.
    ///   - newPath: The file's path after the change, relative like `oldPath`.
    ///   - old: The bytes before (ignored when `oldPath` is nil, as a new file starts empty).
    ///   - new: The bytes after.
    ///   - context: Unchanged lines shown around each change; hunks whose context would touch merge.
    public static func make(oldPath: String?, newPath: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        String(decoding: makeBytes(oldPath: oldPath, newPath: newPath, old: old, new: new, context: context), as: UTF8.self)
    }

    /// The same diff as `make`, as bytes (the file's lines are copied verbatim, whatever their encoding).
    public static func makeBytes(oldPath: String?, newPath: String, old: [UInt8], new: [UInt8], context: Int = 3) -> [UInt8] {
        let old = oldPath == nil ? [] : old
        if oldPath == newPath && old == new { return [] }
        let oldLines = TextLines(old)
        let newLines = TextLines(new)
        let changes = LineDiff.changes(old: old, oldLines: oldLines, new: new, newLines: newLines)

        var out = DiffWriter()
        out.header(oldPath: oldPath, newPath: newPath, hasHunks: !changes.isEmpty)
        for group in hunkGroups(changes, context: max(0, context)) {
            out.hunk(group, context: max(0, context), old: old, oldLines: oldLines, new: new, newLines: newLines)
        }
        return out.bytes
    }

    /// Splits changes into runs whose context overlaps or touches, as git and diff do.
    public static func hunkGroups(_ changes: [LineChange], context: Int) -> [ArraySlice<LineChange>] {
        var groups: [ArraySlice<LineChange>] = []
        var start = 0
        for index in changes.indices.dropFirst() {
            let gap = changes[index].oldLines.lowerBound - changes[index - 1].oldLines.upperBound
            if gap > 2 * context {
                groups.append(changes[start..<index])
                start = index
            }
        }
        if !changes.isEmpty { groups.append(changes[start...]) }
        return groups
    }
}

// MARK: - Writing

/// Accumulates the bytes of one file's diff.
private struct DiffWriter {
    var bytes: [UInt8] = []

    mutating func text(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    mutating func header(oldPath: String?, newPath: String, hasHunks: Bool) {
        // As git does for absolute paths: `a/tmp/x`, not `a//tmp/x` (apply it from `/` with -p1).
        let newPath = Self.withoutLeadingSlashes(newPath)
        let oldPath = oldPath.map(Self.withoutLeadingSlashes)
        let oldName = oldPath ?? newPath
        text("diff --git \(PatchPath.quoted("a/" + oldName)) \(PatchPath.quoted("b/" + newPath))\n")
        if oldPath == nil {
            text("new file mode 100644\n")
        } else if oldName != newPath {
            text("rename from \(PatchPath.quoted(oldName))\n")
            text("rename to \(PatchPath.quoted(newPath))\n")
        }
        guard hasHunks else { return }
        text("--- \(oldPath.map { PatchPath.fileLine("a/" + $0) } ?? "/dev/null")\n")
        text("+++ \(PatchPath.fileLine("b/" + newPath))\n")
    }

    private static func withoutLeadingSlashes(_ path: String) -> String {
        String(path.drop { $0 == "/" })
    }

    mutating func hunk(_ group: ArraySlice<LineChange>, context: Int,
                       old: [UInt8], oldLines: TextLines, new: [UInt8], newLines: TextLines) {
        guard let first = group.first, let last = group.last else { return }
        let oldStart = max(0, first.oldLines.lowerBound - context)
        let oldEnd = min(oldLines.count, last.oldLines.upperBound + context)
        // Context lines are equal on both sides, so the new range has the same lead and tail.
        let newStart = first.newLines.lowerBound - (first.oldLines.lowerBound - oldStart)
        let newEnd = last.newLines.upperBound + (oldEnd - last.oldLines.upperBound)
        text("@@ -\(Self.range(oldStart, oldEnd - oldStart)) +\(Self.range(newStart, newEnd - newStart)) @@\n")

        var oldIndex = oldStart
        for change in group {
            while oldIndex < change.oldLines.lowerBound {
                line(UInt8(ascii: " "), old, oldLines, oldIndex)
                oldIndex += 1
            }
            for index in change.oldLines { line(UInt8(ascii: "-"), old, oldLines, index) }
            for index in change.newLines { line(UInt8(ascii: "+"), new, newLines, index) }
            oldIndex = change.oldLines.upperBound
        }
        while oldIndex < oldEnd {
            line(UInt8(ascii: " "), old, oldLines, oldIndex)
            oldIndex += 1
        }
    }

    /// One hunk range in git's form: `start,count`, `start` alone for one line, and the line
    /// before the position for an empty range.
    static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }

    mutating func line(_ prefix: UInt8, _ source: [UInt8], _ lines: TextLines, _ index: Int) {
        let range = lines.ranges[index]
        bytes.append(prefix)
        bytes.append(contentsOf: source[range])
        if source[range].last != UInt8(ascii: "\n") {
            bytes.append(UInt8(ascii: "\n"))
            text(UnifiedDiff.noNewlineMarker + "\n")
        }
    }
}

// MARK: - Paths

/// How a path is spelled in a patch header, following git's rules.
enum PatchPath {
    /// The path in double quotes with C escapes when it holds a quote, backslash or control
    /// character; otherwise unchanged (UTF-8 is written as is, which git apply and patch accept).
    static func quoted(_ path: String) -> String {
        let needsQuotes = path.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard needsQuotes else { return path }
        var result: [UInt8] = [UInt8(ascii: "\"")]
        for byte in path.utf8 {
            let escape: String?
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case 0x07: escape = "\\a"
            case 0x08: escape = "\\b"
            case 0x09: escape = "\\t"
            case 0x0A: escape = "\\n"
            case 0x0B: escape = "\\v"
            case 0x0C: escape = "\\f"
            case 0x0D: escape = "\\r"
            case 0..<0x20, 0x7F:
                let octal = String(byte, radix: 8)
                escape = "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            default: escape = nil
            }
            if let escape { result.append(contentsOf: escape.utf8) } else { result.append(byte) }
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }

    /// The name on a `---`/`+++` line: quoted as needed, with a tab after a name holding a space
    /// so that `patch` does not cut it at the space.
    static func fileLine(_ path: String) -> String {
        let name = quoted(path)
        return !name.hasPrefix("\"") && path.contains(" ") ? name + "\t" : name
    }
}
