import GlassMigrateCore

/// The fix of Liquid Glass API inside an `#available` check that leaves platforms out: the check names
/// them too, at 26, so that before 26 they take the check's own `else` (or skip its body) as the
/// platforms it names do, rather than compile the API where it does not exist.
enum PartialCheckFix {
    /// The edit that adds `platforms` to the innermost `#available(…, *)` check for 26 holding at `token`,
    /// or nil when there is none the tool can extend: an `@available` attribute (its callers would have
    /// to change), a check that already names one of them, one without `*`, or visionOS, which has no
    /// Liquid Glass API to check for.
    static func edit(at token: Int, adding platforms: [Platform], in file: ParsedFile, ruleID: String) -> Edit? {
        guard !platforms.isEmpty, !platforms.contains(.visionOS),
              let fact = file.scopes.availability(at: token).first(where: { $0.isAvailable && $0.condition.requires(atLeast: .liquidGlass) }),
              platforms.allSatisfy({ fact.condition.versions[$0] == nil }) else { return nil }
        let keyword = fact.condition.token
        guard file.text(ofToken: keyword) == "#available", let open = file.nextSignificant(after: keyword),
              file.tokens[open].kind == .leftParen, let close = file.partner(of: open),
              let star = (open + 1..<close).first(where: { file.tokens[$0].kind == .operator && file.text(ofToken: $0) == "*" })
        else { return nil }
        let offset = file.tokens[star].start
        return Edit(range: offset..<offset, replacement: names(platforms) + ", ", ruleID: ruleID)
    }

    /// `macOS 26.0`, or `macOS 26.0, tvOS 26.0`.
    static func names(_ platforms: [Platform]) -> String {
        platforms.map { "\($0.rawValue) 26.0" }.joined(separator: ", ")
    }
}
