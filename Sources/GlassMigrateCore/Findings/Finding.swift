/// How serious a finding is; `error` fails `--check`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    /// Worth knowing; never fails a run.
    case info
    /// Likely wrong; reported, does not fail `--check` on its own.
    case warning
    /// Wrong or will not compile; fails `--check`.
    case error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Orders `info < warning < error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The level's word in compiler diagnostics and SARIF: `error`, `warning`, or `note` for info.
    package var diagnosticLevel: String { self == .info ? "note" : rawValue }
}

/// A place in a file, as a byte offset and as line and column.
public struct FindingSite: Sendable, Equatable {
    /// The byte offset in the file as read.
    public var offset: Int
    /// The same place as line and column.
    public var location: SourceLocation

    /// Creates a site.
    public init(offset: Int, location: SourceLocation) {
        self.offset = offset
        self.location = location
    }
}

/// One thing a rule reports at a place in a file, with an optional fix.
public struct Finding: Sendable, Equatable {
    /// The id of the rule that reported it, e.g. `glass-availability` or `material-background/full-bleed`.
    public var ruleID: String
    /// How serious it is.
    public var severity: Severity
    /// What is wrong and what to do, in one or two sentences.
    public var message: String
    /// The file it is in.
    public var path: String
    /// Where it starts, as a byte offset into the file as read (a rule reports it in the text it saw;
    /// the engine locates it in the file as read).
    public var offset: Int
    /// Where it starts, as line and column.
    public var location: SourceLocation
    /// Edits that fix it, located in the file as read like `offset`: applied to the bytes as read, they
    /// make the fix (a rule gives them in the text it saw, the engine locates them). Empty when the rule
    /// offers no fix, or when the fix cuts into text an earlier rule wrote and so has no place in the
    /// file as read. The rule's own edits, not these, are what a run applies.
    public var fix: [Edit]
    /// The other sites of the same finding in this file, when the rule groups identical findings
    /// (the message then names them too); empty otherwise.
    public var otherSites: [FindingSite] = []
    /// The code the finding is about when that is more than the place it starts (the stack whose glass
    /// views need a container), located in the file as read like `offset`; nil when it is only that place.
    /// The engine's post-condition takes back every rewrite inside it that made the finding new.
    public var subject: Range<Int>?

    /// What a grouped finding's message ends with to name its other sites: ` Also at 40:12 and 52:9 in
    /// this file.` (empty without other sites).
    public static func otherSitesSentence(_ locations: [SourceLocation]) -> String {
        guard let last = locations.last else { return "" }
        let places = locations.map { "\($0.line):\($0.column)" }
        let list = places.count == 1 ? places[0] : places.dropLast().joined(separator: ", ") + " and \(last.line):\(last.column)"
        return " Also at \(list) in this file."
    }

    /// Creates a finding.
    public init(ruleID: String, severity: Severity, message: String, path: String, offset: Int,
                location: SourceLocation, fix: [Edit] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.offset = offset
        self.location = location
        self.fix = fix
    }
}

extension Finding {
    /// The rule a finding id belongs to: `material-background` for `material-background/full-bleed`.
    public static func baseRuleID(of id: String) -> String {
        String(id.prefix { $0 != "/" })
    }
}
