/// The code tokens of a Tuist manifest and the literal values `TuistProject.parse` reads from them.
struct TuistManifestTokens {
    let file: ParsedFile
    /// The indices of the tokens that are not trivia, in order.
    let significant: [Int]
    /// The position in `significant` of each token index that is code.
    private let position: [Int: Int]

    init(_ file: ParsedFile) {
        self.file = file
        significant = file.tokens.indices.filter { !file.tokens[$0].kind.isTrivia }
        position = Dictionary(uniqueKeysWithValues: significant.enumerated().map { ($1, $0) })
    }

    func text(_ index: Int) -> String { file.text(ofToken: index) }

    func kind(_ index: Int) -> TokenKind { file.tokens[index].kind }

    /// The code token after `index`, if any.
    func next(after index: Int) -> Int? {
        guard let at = position[index], at + 1 < significant.count else { return nil }
        return significant[at + 1]
    }

    /// The code token before `index`, if any.
    func previous(before index: Int) -> Int? {
        guard let at = position[index], at > 0 else { return nil }
        return significant[at - 1]
    }

    /// Whether the code token before `index` is of `kind`.
    func follows(_ index: Int, _ kind: TokenKind) -> Bool {
        guard let at = position[index], at > 0 else { return false }
        return file.tokens[significant[at - 1]].kind == kind
    }

    /// The module of the `import` at `index` (`import ProjectDescription`, `import struct Foundation.URL`).
    func importedModule(after index: Int) -> String? {
        guard var name = next(after: index), kind(name) == .identifier else { return nil }
        if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(text(name)) {
            guard let after = next(after: name), kind(after) == .identifier else { return nil }
            name = after
        }
        return text(name)
    }

    /// The `(` of a target declaration at `index`: `.target(`, `Target.target(`, `Target(`; nil for other uses of the names.
    func targetCallOpen(at index: Int) -> Int? {
        guard let open = next(after: index), kind(open) == .leftParen else { return nil }
        switch text(index) {
        case "target":
            return follows(index, .period) ? open : nil
        case "init":
            guard follows(index, .period), let period = previous(before: index), let type = previous(before: period) else { return nil }
            return text(type) == "Target" ? open : nil
        default:
            // `Target(…)` or `ProjectDescription.Target(…)`, not another type's member of that name.
            guard follows(index, .period) else { return open }
            guard let period = previous(before: index), let module = previous(before: period) else { return nil }
            return text(module) == "ProjectDescription" ? open : nil
        }
    }

    // MARK: - A target's arguments

    /// The target a declaration's arguments describe; nil when its sources are not literal.
    func target(_ arguments: ArgumentList) -> TuistProject.Target? {
        var target = TuistProject.Target()
        target.name = arguments.argument(labeled: "name").flatMap { stringLiteral(value($0)) }
        if let destinations = arguments.argument(labeled: "destinations") {
            target.platforms = platforms(ofDestinations: value(destinations))
        } else if let platform = arguments.argument(labeled: "platform") {
            target.platforms = memberName(value(platform), of: "Platform").flatMap { Self.platformNames[$0] }.map { [$0] }
        }
        if let deployment = arguments.argument(labeled: "deploymentTargets") ?? arguments.argument(labeled: "deploymentTarget") {
            target.versions = versions(value(deployment))
        }
        if let sources = arguments.argument(labeled: "sources") {
            guard let globs = globs(value(sources)) else { return nil }
            target.sources = globs
        }
        return target
    }

    /// The code tokens of an argument's value.
    private func value(_ argument: CallArgument) -> [Int] {
        argument.valueTokens.filter { !file.tokens[$0].kind.isTrivia }
    }

    private static let platformNames: [String: Platform] = [
        "iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS,
    ]

    /// The platform of each `Destination` case (ProjectDescription's `Destination.platform`).
    private static let destinationPlatforms: [String: Platform] = [
        "iPhone": .iOS, "iPad": .iOS, "macWithiPadDesign": .iOS, "macCatalyst": .iOS, "appleVisionWithiPadDesign": .iOS,
        "mac": .macOS, "appleTv": .tvOS, "appleWatch": .watchOS, "appleVision": .visionOS,
    ]

    /// `.name` or `Type.name` as the whole value: the name.
    private func memberName(_ tokens: [Int], of type: String) -> String? {
        var rest = tokens[...]
        if rest.count == 3, text(rest.first!) == type { rest = rest.dropFirst() }
        guard rest.count == 2, kind(rest.first!) == .period, kind(rest.last!) == .identifier else { return nil }
        return text(rest.last!)
    }

    /// `.iOS` (ProjectDescription's sets of destinations are named after their platform) or `[.iPhone, .mac]`.
    private func platforms(ofDestinations tokens: [Int]) -> Set<Platform>? {
        if let name = memberName(tokens, of: "Destinations") { return Self.platformNames[name].map { [$0] } }
        guard let open = tokens.first, let close = tokens.last, kind(open) == .leftBracket, kind(close) == .rightBracket,
              close > open + 1 else { return nil }
        var platforms: Set<Platform> = []
        for element in elements(Array(tokens.dropFirst().dropLast())) {
            guard let name = memberName(element, of: "Destination"), let platform = Self.destinationPlatforms[name] else { return nil }
            platforms.insert(platform)
        }
        return platforms
    }

    /// `.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")` (or `.deploymentTargets(…)`,
    /// `DeploymentTargets(…)`), and the older `.iOS(targetVersion: "16.0", devices: …)`; anything else names none.
    private func versions(_ tokens: [Int]) -> [Platform: OSVersion] {
        var rest = tokens[...]
        var name = "init"
        if let first = rest.first, ["DeploymentTargets", "DeploymentTarget"].contains(text(first)) { rest = rest.dropFirst() }
        if let period = rest.first, kind(period) == .period {
            guard let member = rest.dropFirst().first, kind(member) == .identifier else { return [:] }
            name = text(member)
            rest = rest.dropFirst(2)
        }
        guard let open = rest.first, kind(open) == .leftParen, file.partner(of: open) == rest.last else { return [:] }
        let arguments = ArgumentList(file, open: open).arguments
        var versions: [Platform: OSVersion] = [:]
        if let platform = Self.platformNames[name] {
            // `.iOS("17.0")` or `.iOS(targetVersion: "16.0", devices: .iphone)`.
            guard let first = arguments.first, first.label == nil || first.label == "targetVersion",
                  let text = stringLiteral(value(first)), let version = OSVersion(text) else { return [:] }
            versions[platform] = version
        } else if ["multiplatform", "deploymentTargets", "init"].contains(name) {
            for argument in arguments {
                guard let label = argument.label, let platform = Self.platformNames[label],
                      let text = stringLiteral(value(argument)), let version = OSVersion(text) else { continue }
                versions[platform] = version
            }
        }
        return versions
    }

    /// `"Sources/**"`, `nil`, or a list of `"…"` and `.glob("…", excluding: …)`; nil for anything else.
    private func globs(_ tokens: [Int]) -> [TuistSourceGlob]? {
        if tokens.count == 1, text(tokens[0]) == "nil" { return [] }
        if let pattern = stringLiteral(tokens) { return TuistSourceGlob(pattern).map { [$0] } }
        guard let open = tokens.first, let close = tokens.last, kind(open) == .leftBracket, kind(close) == .rightBracket,
              file.partner(of: open) == close else { return nil }
        var globs: [TuistSourceGlob] = []
        for element in elements(Array(tokens.dropFirst().dropLast())) {
            guard let glob = glob(element) else { return nil }
            globs.append(glob)
        }
        return globs
    }

    private func glob(_ tokens: [Int]) -> TuistSourceGlob? {
        if let pattern = stringLiteral(tokens) { return TuistSourceGlob(pattern) }
        guard tokens.count >= 3, kind(tokens[0]) == .period, text(tokens[1]) == "glob", kind(tokens[2]) == .leftParen,
              file.partner(of: tokens[2]) == tokens.last else { return nil }
        let arguments = ArgumentList(file, open: tokens[2])
        guard let first = arguments.arguments.first, first.label == nil, let pattern = stringLiteral(value(first)) else { return nil }
        var excluding: [String] = []
        if let excluded = arguments.argument(labeled: "excluding") {
            let tokens = value(excluded)
            if let single = stringLiteral(tokens) {
                excluding = [single]
            } else if let open = tokens.first, kind(open) == .leftBracket, file.partner(of: open) == tokens.last {
                for element in elements(Array(tokens.dropFirst().dropLast())) {
                    guard let text = stringLiteral(element) else { return nil }
                    excluding.append(text)
                }
            } else if !(tokens.count == 1 && text(tokens[0]) == "nil") {
                return nil
            }
        }
        return TuistSourceGlob(pattern, excluding: excluding)
    }

    /// The text of a plain string literal that is the whole value (no interpolation).
    private func stringLiteral(_ tokens: [Int]) -> String? {
        guard let first = tokens.first, kind(first) == .stringStart, let last = tokens.last, kind(last) == .stringEnd else { return nil }
        if tokens.count == 2 { return "" }
        guard tokens.count == 3, kind(tokens[1]) == .stringSegment else { return nil }
        return text(tokens[1])
    }

    /// The comma-separated elements of a list's inside (code tokens), a trailing comma allowed.
    private func elements(_ tokens: [Int]) -> [[Int]] {
        var elements: [[Int]] = []
        var current: [Int] = []
        var depth = 0
        for index in tokens {
            switch kind(index) {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                elements.append(current)
                current = []
                continue
            default: break
            }
            current.append(index)
        }
        if !current.isEmpty { elements.append(current) }
        return elements
    }
}
