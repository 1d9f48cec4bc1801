import Foundation

/// Adds a package product to targets of a `Package.swift`, changing no other byte.
///
/// The package goes last in the `dependencies:` list of `Package(…)` as `.package(url:from:)` (the
/// argument is added before `targets:` when there is none), and the product last in each target's
/// `dependencies:` as `.product(name:package:)` (added after `name:` when there is none), in the layout
/// of the lines around them. Only a manifest whose package, dependencies and targets are written out
/// as literals is edited; one that computes them or changes them in code is refused, with the reason.
struct PackageManifestEditor {
    /// Why a manifest was not edited.
    struct Refusal: Error, Equatable {
        var reason: String
    }

    private let bytes: [UInt8]
    private let tokens: [Token]
    /// The indices of the tokens that are not trivia.
    private let code: [Int]
    /// The partner of each bracket, by position in `code`.
    private let partners: [Int: Int]

    /// Prepares to edit the manifest text `bytes`.
    init(bytes: [UInt8]) throws(Refusal) {
        self.bytes = bytes
        let tokens = Lexer.tokenize(bytes)
        let code = tokens.indices.filter { !tokens[$0].kind.isTrivia }
        self.tokens = tokens
        self.code = code
        var partners: [Int: Int] = [:]
        var open: [Int] = []
        for position in code.indices {
            switch tokens[code[position]].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart:
                open.append(position)
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd:
                guard let opener = open.popLast() else { throw Refusal(reason: "its brackets do not balance") }
                partners[opener] = position
                partners[position] = opener
            default:
                break
            }
        }
        guard open.isEmpty else { throw Refusal(reason: "its brackets do not balance") }
        self.partners = partners
    }

    /// The manifest with `package` a dependency of the package and its product one of each target whose
    /// folder (relative to the package directory) is in `targetFolders`; the same bytes when all have it.
    func adding(_ package: PackageProduct, toTargetsIn targetFolders: [String]) throws(Refusal) -> [UInt8] {
        let plan = try insertions(package, targetFolders: targetFolders)
        guard !plan.isEmpty else { return bytes }
        var output: [UInt8] = []
        var copied = 0
        for insertion in plan.sorted(by: { $0.offset < $1.offset }) {
            output += bytes[copied..<insertion.offset]
            output += Array(insertion.text.utf8)
            copied = insertion.offset
        }
        output += bytes[copied...]
        // The edit is kept only when the result reads back as a manifest that has everything.
        let again = try? PackageManifestEditor(bytes: output).insertions(package, targetFolders: targetFolders)
        guard again?.isEmpty == true else { throw Refusal(reason: "the edited manifest would not read back with the dependency") }
        return output
    }

    // MARK: - What to insert

    private func insertions(_ package: PackageProduct, targetFolders: [String]) throws(Refusal) -> [(offset: Int, text: String)] {
        for position in code.indices where kind(position) == .period && ["dependencies", "targets"].contains(text(position + 1)) {
            throw Refusal(reason: "it changes `\(text(position + 1))` in code (`.\(text(position + 1))`), which cannot be followed without running it")
        }
        let calls = code.indices.filter { text($0) == "Package" && kind($0 + 1) == .leftParen }
        guard calls.count == 1 else { throw Refusal(reason: "it does not make its package with a single `Package(…)` call") }
        let open = calls[0] + 1
        let arguments = self.arguments(of: open)
        var result: [(offset: Int, text: String)] = []
        let packageEntry = ".package(url: \(Self.literal(package.url)), from: \(Self.literal(package.from)))"
        if let dependencies = arguments["dependencies"] {
            let list = try literalList(at: dependencies, named: "the package's `dependencies:`")
            // Listed already by its address, or by another address or a local path of the same identity,
            // which SwiftPM would take for the same package.
            let identity = package.identity.lowercased()
            let listed = elements(of: list).contains { element in
                guard text(element) == ".", text(element + 1) == "package" else { return false }
                let entry = self.arguments(of: element + 2)
                guard let location = (entry["url"] ?? entry["path"]).flatMap(stringLiteral(at:)) else { return false }
                return PackageProduct(url: location, from: "", product: "").identity.lowercased() == identity
            }
            if !listed { result.append(appending(packageEntry, toList: list)) }
        } else {
            guard let targets = arguments["targets"] else { throw Refusal(reason: "its `Package(…)` has no `targets:` argument") }
            result.append(newArgument("dependencies", value: packageEntry, before: targets - 2))
        }
        guard let targetsValue = arguments["targets"] else { throw Refusal(reason: "its `Package(…)` has no `targets:` argument") }
        let targetList = try literalList(at: targetsValue, named: "`targets:`")
        let productEntry = ".product(name: \(Self.literal(package.product)), package: \(Self.literal(package.identity)))"
        for folder in targetFolders {
            guard let target = elements(of: targetList).first(where: { isTarget($0, inFolder: folder) }) else {
                throw Refusal(reason: "no target in its `targets:` list is written with the folder \(folder) (it may be computed)")
            }
            let targetArguments = self.arguments(of: target + 2)
            if let dependencies = targetArguments["dependencies"] {
                let list = try literalList(at: dependencies, named: "the target's `dependencies:`")
                let has = elements(of: list).contains { element in
                    stringLiteral(at: element) == package.product
                        || (text(element) == "." && text(element + 1) == "product"
                            && self.arguments(of: element + 2)["name"].flatMap(stringLiteral(at:)) == package.product)
                }
                if !has { result.append(appending(productEntry, toList: list)) }
            } else if let name = targetArguments["name"] {
                result.append(newArgument("dependencies", value: productEntry, after: name))
            }
        }
        return result
    }

    /// Whether the call at `element` (`.target(…)` and kin) is the target whose folder is `folder`.
    private func isTarget(_ element: Int, inFolder folder: String) -> Bool {
        guard text(element) == ".", ["target", "executableTarget", "testTarget"].contains(text(element + 1)),
              kind(element + 2) == .leftParen else { return false }
        let arguments = self.arguments(of: element + 2)
        guard let name = arguments["name"].flatMap(stringLiteral(at:)) else { return false }
        if let pathValue = arguments["path"] {
            return stringLiteral(at: pathValue).map(Self.normalized) == Self.normalized(folder)
        }
        let parts = folder.split(separator: "/")
        return parts.count == 2 && parts[1] == name && DeploymentTargetReader.conventionalSourceDirectories.contains(String(parts[0]))
    }

    // MARK: - Reading

    private func kind(_ position: Int) -> TokenKind? { code.indices.contains(position) ? tokens[code[position]].kind : nil }

    private func text(_ position: Int) -> String {
        code.indices.contains(position) ? String(decoding: bytes[tokens[code[position]].range], as: UTF8.self) : ""
    }

    /// The value of a plain string literal starting at `position`.
    private func stringLiteral(at position: Int) -> String? {
        guard kind(position) == .stringStart, text(position) == "\"" else { return nil }
        if kind(position + 1) == .stringEnd { return "" }
        guard kind(position + 1) == .stringSegment, kind(position + 2) == .stringEnd else { return nil }
        return text(position + 1)
    }

    /// The labelled arguments of the call whose `(` is at `open`: label → position of the value's first token.
    private func arguments(of open: Int) -> [String: Int] {
        guard kind(open) == .leftParen, let close = partners[open] else { return [:] }
        var result: [String: Int] = [:]
        var position = open + 1
        while position < close {
            if (kind(position) == .identifier || kind(position) == .backtickIdentifier), kind(position + 1) == .colon,
               kind(position - 1) == .comma || position == open + 1 {
                result[text(position)] = position + 2
            }
            position = partners[position].map { $0 + 1 } ?? position + 1
        }
        return result
    }

    /// The `[` at `position` when the argument is exactly a list literal.
    private func literalList(at position: Int, named name: String) throws(Refusal) -> Int {
        guard kind(position) == .leftBracket, let close = partners[position],
              kind(close + 1) == .comma || kind(close + 1) == .rightParen else {
            throw Refusal(reason: "\(name) is not written as a list literal (it may be computed)")
        }
        return position
    }

    /// The first token of each element of the list opening at `open`.
    private func elements(of open: Int) -> [Int] {
        guard let close = partners[open], close > open + 1 else { return [] }
        var result = [open + 1]
        var position = open + 1
        while position < close {
            if kind(position) == .comma, position + 1 < close { result.append(position + 1) }
            position = partners[position].map { $0 + 1 } ?? position + 1
        }
        return result
    }

    // MARK: - Writing

    /// An insertion adding `item` as the last element of the list opening at `open`.
    private func appending(_ item: String, toList open: Int) -> (offset: Int, text: String) {
        let close = partners[open]!
        let closeStart = tokens[code[close]].start
        let last = close - 1
        guard startsLine(close) else {
            if last == open { return (closeStart, item) }
            return kind(last) == .comma ? (closeStart, " " + item) : (tokens[code[last]].end, ", " + item)
        }
        let lineBreak = self.lineBreak
        if last == open {
            return (lineStart(of: closeStart), indentation(ofLineAt: closeStart) + indentUnit + item + lineBreak)
        }
        let indent = indentation(ofLineAt: tokens[code[elements(of: open).last!]].start)
        if kind(last) == .comma { return (lineStart(of: closeStart), indent + item + "," + lineBreak) }
        return (tokens[code[last]].end, "," + lineBreak + indent + item)
    }

    /// An insertion adding `label: [value]` as a new argument before the label at `position`.
    private func newArgument(_ label: String, value: String, before position: Int) -> (offset: Int, text: String) {
        let start = tokens[code[position]].start
        guard startsLine(position) else { return (start, "\(label): [\(value)], ") }
        let indent = indentation(ofLineAt: start)
        return (start, "\(label): [" + lineBreak + indent + indentUnit + value + "," + lineBreak + indent + "]," + lineBreak + indent)
    }

    /// An insertion adding `label: [value]` as the argument after the one whose value starts at `position` (a string literal).
    private func newArgument(_ label: String, value: String, after position: Int) -> (offset: Int, text: String) {
        var end = position
        while kind(end) != .stringEnd { end += 1 }
        if kind(end + 1) == .comma, startsLine(end + 2) {
            let start = tokens[code[end + 2]].start
            return (start, "\(label): [\(value)]," + lineBreak + indentation(ofLineAt: start))
        }
        if kind(end + 1) == .rightParen, startsLine(position - 2) {
            return (tokens[code[end]].end, "," + lineBreak + indentation(ofLineAt: tokens[code[position - 2]].start) + "\(label): [\(value)]")
        }
        return (tokens[code[end]].end, ", \(label): [\(value)]")
    }

    /// Whether the token at `position` is the first code on its line.
    private func startsLine(_ position: Int) -> Bool {
        let start = tokens[code[position]].start
        return bytes[lineStart(of: start)..<start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    private func indentation(ofLineAt offset: Int) -> String {
        var end = lineStart(of: offset)
        let start = end
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// One level of indentation as the manifest writes it: a tab when its lines start with tabs, else four spaces.
    private var indentUnit: String {
        let firstIndented = tokens.indices.first { $0 > 0 && tokens[$0 - 1].kind == .newline && tokens[$0].kind == .whitespace }
        return firstIndented.map { bytes[tokens[$0].start] == 0x09 } == true ? "\t" : "    "
    }

    private var lineBreak: String {
        tokens.first { $0.kind == .newline }.map { String(decoding: bytes[$0.range], as: UTF8.self) } ?? "\n"
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}

extension PackageProduct {
    /// Whether two package addresses name the same package: the same identity, case and `.git` aside.
    static func sameAddress(_ lhs: String, _ rhs: String) -> Bool {
        func key(_ url: String) -> String {
            var text = Substring(url.lowercased())
            while text.hasSuffix("/") { text = text.dropLast() }
            if text.hasSuffix(".git") { text = text.dropLast(4) }
            if let scheme = text.range(of: "://") { text = text[scheme.upperBound...] }
            return String(text)
        }
        return key(lhs) == key(rhs)
    }
}
