import Foundation

/// Adds Swift files to a `project.pbxproj` the way Xcode does, changing no other byte.
///
/// A new file gets a `PBXFileReference` (listed last in the children of the group of its folder) unless
/// the project already has one, and each target that must compile it gets a `PBXBuildFile` listed last
/// in its Sources phase. New objects go into their sections in id order, one line each, in the layout
/// of the lines around them; ids are 24 hexadecimal digits derived from the project, the file's path
/// and the target, so the same run makes the same edit. Anything that does not look as Xcode writes it is
/// refused rather than guessed at.
struct XcodeProjectEditor {
    /// One file to add.
    struct Addition: Equatable {
        /// The file's name, as Xcode shows it in comments.
        var fileName: String
        /// The file's path relative to the project's directory (it seeds the new ids).
        var path: String
        /// The existing reference to the file, or nil to create one in `group`.
        var existingReference: String?
        /// The group of the file's folder, where a new reference is listed.
        var group: String?
        /// The indexes of the targets whose Sources phase gains the file.
        var targets: [Int]
        /// When set, not a file: the targets link this package's product (see `packageInsertions`), and
        /// `existingReference` is the project's reference to the package, if it lists it.
        var package: PackageProduct? = nil
    }

    /// Why a project file was not edited.
    struct Refusal: Error, Equatable {
        var reason: String
    }

    let bytes: [UInt8]
    let project: XcodeProject
    let entries: [PropertyListEntry]
    let objects: Range<Int>
    let lineEnding: String

    /// Prepares to edit `bytes`, the text `project` was read from.
    init(bytes: [UInt8], project: XcodeProject) throws(Refusal) {
        guard let entries = PropertyList.entries(bytes),
              let objects = entries.first(where: { $0.depth == 1 && $0.hasKey("objects", in: bytes) })?.valueRange else {
            throw Refusal(reason: "it is not a property list with an objects dictionary")
        }
        self.bytes = bytes
        self.project = project
        self.entries = entries
        self.objects = objects
        let firstNewline = bytes.firstIndex(of: 0x0A)
        lineEnding = firstNewline.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
    }

    /// The project file with every addition made.
    func adding(_ additions: [Addition]) throws(Refusal) -> [UInt8] {
        var taken = project.objectIDs
        var insertions: [(offset: Int, text: String)] = []
        var buildFiles: [(id: String, line: String)] = []
        var references: [(id: String, line: String)] = []
        for addition in additions {
            if let package = addition.package {
                insertions += try packageInsertions(package, reference: addition.existingReference, targets: addition.targets,
                                                    taken: &taken, buildFiles: &buildFiles)
                continue
            }
            let name = addition.fileName
            let referenceID: String
            if let existing = addition.existingReference {
                referenceID = existing
            } else {
                guard let group = addition.group else { throw Refusal(reason: "no group was chosen for \(name)") }
                referenceID = Self.identifier(seed: "file:\(project.projectID):" + addition.path.lowercased(), taken: &taken)
                references.append((referenceID, "\(referenceID) /* \(name) */ = {isa = PBXFileReference; "
                    + "lastKnownFileType = sourcecode.swift; path = \(Self.quoted(name)); sourceTree = \"<group>\"; };"))
                insertions.append(try listInsertion(of: "\(referenceID) /* \(name) */", in: "children", ofObject: group))
            }
            for target in addition.targets {
                guard let phase = project.sourcesPhaseIDs[target] else {
                    throw Refusal(reason: "target \(project.targets[target].name) has no Sources build phase")
                }
                let seed = "build:\(project.projectID):" + addition.path.lowercased() + ":" + project.targetIDs[target]
                let buildFileID = Self.identifier(seed: seed, taken: &taken)
                buildFiles.append((buildFileID, "\(buildFileID) /* \(name) in Sources */ = {isa = PBXBuildFile; "
                    + "fileRef = \(referenceID) /* \(name) */; };"))
                insertions.append(try listInsertion(of: "\(buildFileID) /* \(name) in Sources */", in: "files", ofObject: phase))
            }
        }
        if !buildFiles.isEmpty { insertions += try sectionInsertions(buildFiles, section: "PBXBuildFile") }
        if !references.isEmpty { insertions += try sectionInsertions(references, section: "PBXFileReference") }
        // Stable: two insertions at one offset keep the order they were made in.
        let ordered = insertions.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for (_, insertion) in ordered {
            output += bytes[copied..<insertion.offset]
            output += Array(insertion.text.utf8)
            copied = insertion.offset
        }
        output += bytes[copied...]
        return output
    }

    // MARK: - Where text goes

    /// The byte range of the object `id`'s value.
    func object(_ id: String) throws(Refusal) -> Range<Int> {
        guard let entry = entries(keyedIn: objects).first(where: { $0.depth == 2 && $0.hasKey(id, in: bytes) }) else {
            throw Refusal(reason: "object \(id) was not found")
        }
        return entry.valueRange
    }

    /// The entries whose key starts in `range`, in file order.
    func entries(keyedIn range: Range<Int>) -> ArraySlice<PropertyListEntry> {
        // Entries are in file order: the first at or after each end, by binary search.
        func firstEntry(from offset: Int) -> Int {
            entries.partitionIndex { $0.keyRange.lowerBound < offset }
        }
        return entries[firstEntry(from: range.lowerBound)..<firstEntry(from: range.upperBound)]
    }

    /// An insertion adding `item` as the last element of the array `field` of the object `id`.
    func listInsertion(of item: String, in field: String, ofObject id: String) throws(Refusal) -> (offset: Int, text: String) {
        let range = try object(id)
        guard let list = entries(keyedIn: range).first(where: { $0.depth == 3 && $0.hasKey(field, in: bytes) })?.valueRange,
              bytes[list.lowerBound] == UInt8(ascii: "("), bytes[list.upperBound - 1] == UInt8(ascii: ")") else {
            throw Refusal(reason: "object \(id) has no \(field) list")
        }
        let close = list.upperBound - 1
        var before = close - 1
        while before > list.lowerBound, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
        if bytes[before] == 0x0A {
            // One element per line: a new line before the closing one, indented like the last element.
            let closeLine = before + 1
            var last = before - 1
            while last > list.lowerBound, Self.isSpace(bytes[last]) { last -= 1 }
            let lastByte = bytes[last]
            guard lastByte == UInt8(ascii: ",") || lastByte == UInt8(ascii: "(") else {
                throw Refusal(reason: "the \(field) list of object \(id) is not written as Xcode writes it")
            }
            let indent = lastByte == UInt8(ascii: "(")
                ? indentation(ofLineAt: closeLine) + "\t"
                : indentation(ofLineAt: lineStart(of: last))
            return (closeLine, indent + item + "," + lineEnding)
        }
        // All on one line, as in `(A /* a */, B /* b */, )`.
        let lastByte = bytes[before]
        if lastByte == UInt8(ascii: ",") || lastByte == UInt8(ascii: "(") {
            return (close, (bytes[close - 1] == 0x20 || lastByte == UInt8(ascii: "(") ? "" : " ") + item + ", ")
        }
        return (before + 1, ", " + item)
    }

    /// Insertions placing each new object line in `section` in id order, indented like its neighbours;
    /// a missing section is added where Xcode keeps it, among the others in name order.
    func sectionInsertions(_ lines: [(id: String, line: String)], section: String) throws(Refusal) -> [(offset: Int, text: String)] {
        guard let begin = find("/* Begin \(section) section */"), let end = find("/* End \(section) section */"), begin < end else {
            return try newSection(lines, section: section)
        }
        let members = entries(keyedIn: begin + 1..<end).filter { $0.depth == 2 }
        var indent = "\t\t"
        if let first = members.first {
            let start = lineStart(of: first.keyRange.lowerBound)
            guard bytes[start..<first.keyRange.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
                throw Refusal(reason: "its \(section) section does not list one object per line")
            }
            indent = indentation(ofLineAt: start)
        }
        let endLine = lineStart(of: end)
        guard bytes[endLine..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
            throw Refusal(reason: "its \(section) section does not end on a line of its own")
        }
        return lines.sorted { $0.id < $1.id }.map { new in
            let next = members.first { Self.sorts(bytes[$0.keyRange], after: new.id) }
            return (next.map { lineStart(of: $0.keyRange.lowerBound) } ?? endLine, indent + new.line + lineEnding)
        }
    }

    /// An insertion adding `section` with `lines`, before the first section whose name sorts after it
    /// (or after the last section), separated by a blank line as Xcode separates them.
    private func newSection(_ lines: [(id: String, line: String)], section: String) throws(Refusal) -> [(offset: Int, text: String)] {
        let marker = Array("/* Begin ".utf8)
        var sections: [(name: String, begin: Int)] = []
        var index = objects.lowerBound
        while let found = find(marker, from: index) {
            let nameStart = found + marker.count
            var nameEnd = nameStart
            while nameEnd < objects.upperBound, bytes[nameEnd] != 0x20 { nameEnd += 1 }
            sections.append((String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), found))
            index = nameEnd
        }
        guard !sections.isEmpty, sections.allSatisfy({ lineStart(of: $0.begin) == $0.begin }) else {
            throw Refusal(reason: "it has no \(section) section and no sections to place one among")
        }
        let body = "/* Begin \(section) section */" + lineEnding
            + lines.sorted { $0.id < $1.id }.map { "\t\t" + $0.line + lineEnding }.joined()
            + "/* End \(section) section */" + lineEnding
        if let next = sections.first(where: { $0.name > section }) {
            return [(next.begin, body + lineEnding)]
        }
        let lastName = sections.last!.name
        guard let end = find("/* End \(lastName) section */") else { throw Refusal(reason: "its \(lastName) section has no end") }
        var after = end
        while after < bytes.count, bytes[after] != 0x0A { after += 1 }
        return [(min(after + 1, bytes.count), lineEnding + body)]
    }

    /// The first offset of `text` inside the objects dictionary.
    private func find(_ text: String) -> Int? {
        find(Array(text.utf8), from: objects.lowerBound)
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard start <= objects.upperBound else { return nil }
        return ByteSearch.firstIndex(of: needle, in: bytes, within: start..<objects.upperBound)
    }

    /// Whether `written` (a key as written) sorts after `id` as Strings sort: byte by byte when both are
    /// ASCII (ids as Xcode writes them), as Strings otherwise.
    static func sorts(_ written: ArraySlice<UInt8>, after id: String) -> Bool {
        let asText = written.withUnsafeBufferPointer { buffer in
            SourceBytes.isASCII(buffer) && SourceBytes.isASCII(id) ? nil : String(decoding: buffer, as: UTF8.self)
        }
        if let asText { return asText > id }
        return id.utf8.lexicographicallyPrecedes(written)
    }

    func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    func indentation(ofLineAt start: Int) -> String {
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    // MARK: - Ids and names

    /// A 24-digit uppercase hexadecimal id derived from `seed`, different from every id in `taken` (to which it is added).
    static func identifier(seed: String, taken: inout ObjectIDs) -> String {
        var attempt = 0
        while true {
            let text = attempt == 0 ? seed : seed + "#\(attempt)"
            let hash = fnv1a(text)
            let digits = hex(mix(hash), 16) + hex(mix(hash ^ 0x9E37_79B9_7F4A_7C15) >> 32, 8)
            if taken.insert(digits).inserted { return digits }
            attempt += 1
        }
    }

    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// SplitMix64's finalizer, so that similar seeds give unrelated ids.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static func hex(_ value: UInt64, _ digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `name` as Xcode writes a string: bare when it is only letters, digits, `.`, `_` and `/`, else quoted.
    static func quoted(_ name: String) -> String {
        let bare = !name.isEmpty && name.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "/")
        }
        if bare { return name }
        return "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
