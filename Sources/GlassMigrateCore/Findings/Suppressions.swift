import Foundation

/// The `// glassmigrate:disable …` comments of a file, answering whether a rule is off on a line.
///
/// Only SwiftLint's form is a directive: `glassmigrate:` directly followed by `disable` or `enable`,
/// an optional `:next`, `:this` or `:previous`, then rule ids separated by commas or spaces (`all`
/// names every rule), then an optional ` - reason`. `disable` … `enable` is a region; the scoped forms
/// act on one line, and `enable:next` opens one line of a disabled region. Naming a rule `r` also covers
/// its sub-findings `r/…`. A directive is read in a `//` comment, or on the first line of a `/* */`
/// comment; anything else that mentions the tool (prose, doc comments, commented-out code further
/// down a block comment) is not a directive.
public struct Suppressions: Sendable {
    /// A directive that has no effect, with the reason.
    public struct Problem: Sendable, Equatable {
        /// The byte offset of the word at fault (the unknown id, or the command).
        public var offset: Int
        /// What is wrong, as a sentence.
        public var message: String
    }

    private enum Action: Sendable { case disable, enable }

    /// A `disable` or `enable` over the rest of the file, from `line` on.
    private struct RegionEvent: Sendable {
        var line: Int
        var action: Action
        var ids: [String]
    }

    private var regionEvents: [RegionEvent] = []
    /// Ids switched off, and switched back on, for one line (`:next`, `:this`, `:previous`), by line,
    /// so a file with one per site answers each query without reading them all.
    private var disabledOnLine: [Int: [String]] = [:]
    private var enabledOnLine: [Int: [String]] = [:]
    /// Directives that have no effect (unknown ids or commands), in source order.
    public private(set) var problems: [Problem] = []

    private static let marker = Array("glassmigrate:".utf8)

    /// Reads the suppression comments of `file`; `knownIDs` are the rule ids an id may name.
    public init(_ file: ParsedFile, knownIDs: Set<String>) {
        let source = file.source
        for token in source.tokens where token.kind == .lineComment || token.kind == .blockComment {
            var end = token.end
            if token.kind == .blockComment {
                // Only the first line of a block comment can hold a directive; its `*/` ends it too.
                if let lineBreak = source.bytes[token.start..<token.end].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                    end = lineBreak
                } else {
                    end = max(token.start, token.end - 2)
                }
            }
            guard let start = Self.directiveStart(in: source.bytes, token.start..<end) else { continue }
            read(Directive(bytes: source.bytes, range: start..<end), line: source.location(of: start).line,
                 knownIDs: knownIDs)
        }
    }

    /// Where the first `glassmigrate:disable`/`enable` word of the range starts (just after the marker).
    private static func directiveStart(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index + marker.count <= range.upperBound {
            if bytes[index] == marker[0] && bytes[index..<(index + marker.count)].elementsEqual(marker) {
                let word = index + marker.count
                if Directive.command(in: bytes, at: word, limit: range.upperBound) != nil { return word }
                index = word
            } else {
                index += 1
            }
        }
        return nil
    }

    private mutating func read(_ directive: Directive, line: Int, knownIDs: Set<String>) {
        guard let scope = directive.scope else {
            problems.append(Problem(offset: directive.commandRange.lowerBound, message: Message.unknownCommand(directive.commandText)))
            return
        }
        guard !directive.ids.isEmpty else {
            problems.append(Problem(offset: directive.commandRange.lowerBound, message: Message.noIDs(directive.commandText)))
            return
        }
        var ids: [String] = []
        for (id, offset) in directive.ids {
            let base = Finding.baseRuleID(of: id)
            if id == "all" || knownIDs.contains(id) || knownIDs.contains(base) {
                ids.append(id)
            } else {
                problems.append(Problem(offset: offset, message: Message.unknownID(id, known: knownIDs)))
            }
        }
        guard !ids.isEmpty else { return }
        let target: Int
        switch scope {
        case .region:
            regionEvents.append(RegionEvent(line: line, action: directive.action, ids: ids))
            return
        case .next: target = line + 1
        case .this: target = line
        case .previous:
            guard line > 1 else { return }
            target = line - 1
        }
        switch directive.action {
        case .disable: disabledOnLine[target, default: []] += ids
        case .enable: enabledOnLine[target, default: []] += ids
        }
    }

    /// Whether `ruleID` is switched off on any line of `lines` (1-based).
    public func isSuppressed(_ ruleID: String, lines: ClosedRange<Int>) -> Bool {
        lines.contains { isSuppressed(ruleID, line: $0) }
    }

    /// Whether `ruleID` (or a rule it is a sub-finding of) is switched off on the 1-based `line`.
    public func isSuppressed(_ ruleID: String, line: Int) -> Bool {
        if enabledOnLine[line]?.contains(where: { Self.id($0, covers: ruleID) }) == true { return false }
        if disabledOnLine[line]?.contains(where: { Self.id($0, covers: ruleID) }) == true { return true }
        return isInDisabledRegion(ruleID, line: line)
    }

    /// Regions include the lines of both their directives: the state before `line`, or a `disable` on it.
    private func isInDisabledRegion(_ ruleID: String, line: Int) -> Bool {
        var disabled = false
        for event in regionEvents where event.line <= line && event.ids.contains(where: { Self.id($0, covers: ruleID) }) {
            if event.line == line {
                if event.action == .disable { return true }
            } else {
                disabled = event.action == .disable
            }
        }
        return disabled
    }

    /// Whether a suppression naming `id` covers findings and edits of `ruleID`.
    private static func id(_ id: String, covers ruleID: String) -> Bool {
        id == "all" || id == ruleID || ruleID.hasPrefix(id + "/")
    }

    /// Whether the file has no suppression directives at all (valid or not).
    public var isEmpty: Bool { regionEvents.isEmpty && disabledOnLine.isEmpty && enabledOnLine.isEmpty && problems.isEmpty }

    // MARK: - One directive

    /// The words of one directive, from its command to the end of its line, a `*/` or a ` - reason`.
    private struct Directive {
        enum Scope { case region, next, this, previous }

        var action: Action
        /// nil when the part after `disable:`/`enable:` is not a known scope.
        var scope: Scope?
        var commandRange: Range<Int>
        var commandText: String
        var ids: [(String, Int)] = []

        /// `disable` or `enable` at `index`, ending at a word boundary (so `disabled` is prose).
        static func command(in bytes: [UInt8], at index: Int, limit: Int) -> Action? {
            for (word, action) in [("disable", Action.disable), ("enable", Action.enable)] {
                let text = Array(word.utf8)
                let end = index + text.count
                guard end <= limit, bytes[index..<end].elementsEqual(text) else { continue }
                if end == limit || !isIDByte(bytes[end]) { return action }
            }
            return nil
        }

        init(bytes: [UInt8], range: Range<Int>) {
            var end = range.upperBound
            if let lineBreak = bytes[range].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) { end = lineBreak }
            if let close = ByteSearch.firstIndex(of: Array("*/".utf8), in: bytes, within: range.lowerBound..<end) { end = close }
            if let reason = ByteSearch.firstIndex(of: Array(" - ".utf8), in: bytes, within: range.lowerBound..<end) { end = reason }
            var index = range.lowerBound
            action = Self.command(in: bytes, at: index, limit: end)!
            while index < end, !Self.isSeparator(bytes[index]) { index += 1 }
            commandRange = range.lowerBound..<index
            commandText = String(decoding: bytes[commandRange], as: UTF8.self)
            let base = action == .disable ? "disable" : "enable"
            switch commandText.dropFirst(base.count) {
            case "": scope = .region
            case ":next": scope = .next
            case ":this": scope = .this
            case ":previous": scope = .previous
            default: scope = nil
            }
            while index < end {
                while index < end, Self.isSeparator(bytes[index]) { index += 1 }
                let start = index
                while index < end, !Self.isSeparator(bytes[index]) { index += 1 }
                if start < index { ids.append((String(decoding: bytes[start..<index], as: UTF8.self), start)) }
            }
        }

        static func isSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",")
        }

        static func isIDByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "/")
        }
    }

    // MARK: - Messages

    private enum Message {
        static func unknownCommand(_ command: String) -> String {
            "'\(command)' is not a glassmigrate suppression command; write disable or enable, optionally followed by :next, :this or :previous."
        }

        static func noIDs(_ command: String) -> String {
            "This glassmigrate:\(command) names no rule, so it has no effect; add rule ids or all."
        }

        static func unknownID(_ id: String, known: Set<String>) -> String {
            if let guess = known.sorted().first(where: { EditDistance.between($0, id) <= 2 }) {
                return "'\(id)' is not a glassmigrate rule id (did you mean '\(guess)'?), so this suppression has no effect for it."
            }
            return "'\(id)' is not a glassmigrate rule id, so this suppression has no effect for it; see glassmigrate --list-rules."
        }
    }
}
