import GlassMigrateCore

/// The availability checks around Liquid Glass code that name the 2025 releases by the numbers they had
/// before Apple named them 26 (`#available(iOS 19, *)`, `@available(macOS 16, *)`), and the edits that
/// write 26 instead.
///
/// The compiler reads such a version as 26 (swiftlang/swift#82153, which the gate follows too), so the
/// code compiles and runs as it did; the edit only makes the check say what it checks.
struct RenamedVersionFix {
    /// One number token to rewrite, with the platform it is for.
    struct Site {
        var token: Int
        var platform: Platform
        var edit: Edit
    }

    /// The renamed numbers of every holding availability check around the token `index`.
    static func sites(around index: Int, in file: ParsedFile, ruleID: String) -> [Site] {
        var sites: [Site] = []
        for fact in file.scopes.availability(at: index) where fact.isAvailable {
            guard let open = file.nextSignificant(after: fact.condition.token), file.tokens[open].kind == .leftParen,
                  let close = file.partner(of: open) else { continue }
            var platform: Platform?
            for token in (open + 1)..<close {
                switch file.tokens[token].kind {
                case .identifier:
                    if let named = Platform(rawValue: file.text(ofToken: token)) { platform = named }
                case .number:
                    guard let platform, introduces(token, in: file),
                          let site = site(token, platform: platform, in: file, ruleID: ruleID) else { continue }
                    sites.append(site)
                default:
                    continue
                }
            }
        }
        return sites
    }

    /// Whether the number token is an introduction version: right after its platform (`iOS 19`) or
    /// after `introduced:`.
    private static func introduces(_ token: Int, in file: ParsedFile) -> Bool {
        guard let previous = file.previousSignificant(before: token) else { return false }
        if file.tokens[previous].kind == .identifier { return Platform(rawValue: file.text(ofToken: previous)) != nil }
        guard file.tokens[previous].kind == .colon, let label = file.previousSignificant(before: previous) else { return false }
        return file.token(label, is: "introduced")
    }

    private static func site(_ token: Int, platform: Platform, in file: ParsedFile, ruleID: String) -> Site? {
        let text = file.text(ofToken: token)
        let major = String(platform.majorVersionRenamedTo26)
        guard let version = OSVersion(text), version.major == platform.majorVersionRenamedTo26, text.hasPrefix(major) else { return nil }
        let range = file.tokens[token].start..<(file.tokens[token].start + major.utf8.count)
        return Site(token: token, platform: platform, edit: Edit(range: range, replacement: "26", ruleID: ruleID))
    }

    /// The finding's message for a renamed number of `platform`.
    static func message(_ platform: Platform) -> String {
        let number = platform.majorVersionRenamedTo26
        return "`\(platform.rawValue) \(number)` is the number \(platform.rawValue) 26 had before Apple named the release 26; "
            + "the compiler reads it as 26 (swiftlang/swift#82153), so this check works, but it reads as a release that "
            + "never shipped. Fix: `\(platform.rawValue) 26`, the same check."
    }
}
