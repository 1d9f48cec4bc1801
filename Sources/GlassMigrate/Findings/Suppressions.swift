import Foundation

/// The `// glassmigrate:disable …` comments of a file, answering whether a rule is off on a line.
///
/// Forms, as SwiftLint and SwiftFormat users expect: `glassmigrate:disable <ids>` …
/// `glassmigrate:enable <ids>`, `glassmigrate:disable:next <ids>`, `glassmigrate:disable:this <ids>`;
/// ids are separated by commas or spaces; `all` names every rule. Naming a rule `r` also silences its
/// sub-findings `r/…`. Text after ` - ` is a free-form reason.
public struct Suppressions: Sendable {
    private struct Region: Sendable {
        var id: String
        var lines: ClosedRange<Int>
    }

    /// An id in a suppression comment that names no known rule.
    public struct UnknownID: Sendable, Equatable {
        /// The id as written.
        public var id: String
        /// The byte offset of the comment.
        public var offset: Int
    }

    /// Regions over more than one line (`disable` … `enable`); files have few.
    private var spanning: [Region] = []
    /// The ids of one-line regions (`disable:next`, `:this`, `:previous`) by line, so a file with one
    /// per site answers each query without reading them all.
    private var idsByLine: [Int: [String]] = [:]
    /// Ids that name no rule in `knownIDs`.
    public private(set) var unknownIDs: [UnknownID] = []

    /// Reads the suppression comments of `file`; `knownIDs` are the rule ids an id may name.
    public init(_ file: ParsedFile, knownIDs: Set<String>) {
        let source = file.source
        let marker = "glassmigrate:"
        var open: [String: Int] = [:]
        var regions: [Region] = []
        let lastLine = source.lineStarts.count
        for token in source.tokens where token.kind.isComment {
            let text = source.text(token.range)
            guard let markerRange = Self.directive(marker, in: text) else { continue }
            var rest = text[markerRange.upperBound...]
            // A directive ends with its line (and a block comment's `*/`): code after it is not ids.
            if let end = rest.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) { rest = rest[..<end] }
            if let end = rest.range(of: "*/") { rest = rest[..<end.lowerBound] }
            if let reason = rest.range(of: " - ") { rest = rest[..<reason.lowerBound] }
            let words: [String] = rest.split(whereSeparator: { (character: Character) in
                character == " " || character == "," || character == "\t"
            }).map(String.init)
            guard let command = words.first else { continue }
            let ids = Array(words.dropFirst())
            // Inside a block comment the directive's own line counts, not the comment's first line.
            let markerOffset = token.start + text.utf8.distance(from: text.startIndex, to: markerRange.lowerBound)
            let line = source.location(of: markerOffset).line
            for id in ids {
                let base = id.split(separator: "/").first.map(String.init) ?? id
                if id != "all" && !knownIDs.contains(id) && !knownIDs.contains(base) {
                    unknownIDs.append(UnknownID(id: id, offset: token.start))
                }
            }
            switch command {
            case "disable":
                for id in ids where open[id] == nil { open[id] = line }
            case "enable":
                for id in ids {
                    if let start = open.removeValue(forKey: id) { regions.append(Region(id: id, lines: start...line)) }
                }
            case "disable:next":
                for id in ids { regions.append(Region(id: id, lines: (line + 1)...(line + 1))) }
            case "disable:this":
                for id in ids { regions.append(Region(id: id, lines: line...line)) }
            case "disable:previous":
                for id in ids where line > 1 { regions.append(Region(id: id, lines: (line - 1)...(line - 1))) }
            default:
                unknownIDs.append(UnknownID(id: command, offset: token.start))
            }
        }
        for (id, start) in open { regions.append(Region(id: id, lines: start...max(start, lastLine))) }
        for region in regions {
            if region.lines.count == 1 {
                idsByLine[region.lines.lowerBound, default: []].append(region.id)
            } else {
                spanning.append(region)
            }
        }
    }

    /// Whether `ruleID` is switched off on any line of `lines` (1-based).
    public func isSuppressed(_ ruleID: String, lines: ClosedRange<Int>) -> Bool {
        if spanning.contains(where: { $0.lines.overlaps(lines) && Self.id($0.id, covers: ruleID) }) { return true }
        if lines.count <= idsByLine.count {
            return lines.contains { line in idsByLine[line]?.contains { Self.id($0, covers: ruleID) } ?? false }
        }
        return idsByLine.contains { line, ids in lines.contains(line) && ids.contains { Self.id($0, covers: ruleID) } }
    }

    /// Whether `ruleID` (or a rule it is a sub-finding of) is switched off on the 1-based `line`.
    public func isSuppressed(_ ruleID: String, line: Int) -> Bool {
        isSuppressed(ruleID, lines: line...line)
    }

    /// Whether a suppression naming `id` covers findings and edits of `ruleID`.
    private static func id(_ id: String, covers ruleID: String) -> Bool {
        id == "all" || id == ruleID || ruleID.hasPrefix(id + "/")
    }

    /// The first `marker` in the comment `text` that starts the comment's text on its line (only
    /// comment punctuation and blanks before it) and is directly followed by a command, so prose
    /// that mentions the tool ("glassmigrate: a codemod") is no directive.
    private static func directive(_ marker: String, in text: String) -> Range<String.Index>? {
        var searchStart = text.startIndex
        while let found = text.range(of: marker, range: searchStart..<text.endIndex) {
            let lineStart = text[..<found.lowerBound].lastIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
                .map { text.index(after: $0) } ?? text.startIndex
            let commandFollows = found.upperBound < text.endIndex && !text[found.upperBound].isWhitespace
            if commandFollows && text[lineStart..<found.lowerBound].allSatisfy({ " \t/*".contains($0) }) { return found }
            searchStart = found.upperBound
        }
        return nil
    }

    /// Whether the file has no suppression comments at all.
    public var isEmpty: Bool { spanning.isEmpty && idsByLine.isEmpty && unknownIDs.isEmpty }
}
