/// One change a rule proposes: edits made together or not at all, with what they need and the finding they answer.
///
/// A rule returns its fixes from `Rule.apply(to:context:)`; the engine decides which are made. A fix
/// is the unit a reviewer accepts or skips (`glassmigrate --interactive`), and a suppression comment
/// for the rule on any line its edits (or the shared edits it needs) touch holds the whole fix back.
/// A rule decides everything else (what it reports, which later fixes it refuses) from the fix as
/// proposed, so that leaving one fix out changes no other.
public struct Fix: Sendable, Equatable {
    /// The edits, against the text the rule was given.
    public internal(set) var edits: [Edit]
    /// The support files the fix needs, written only when it is made.
    public internal(set) var supportFiles: [SupportFile]
    /// Edits several fixes may need once, such as an `import`: made when any fix that needs them is, and
    /// part of no fix's own question.
    public internal(set) var sharedEdits: [Edit]
    /// The finding reported in the fix's place when a suppression comment holds it back (unless its own
    /// line is suppressed too); a fix the run does not keep reports nothing.
    public internal(set) var finding: Finding?
    /// Whether the edits stand or fall together; false for `Fix.ungrouped(_:)`.
    public internal(set) var isGroup: Bool

    /// Creates a fix of `edits` that needs `supportFiles` and the edits `shared` with other fixes,
    /// reporting `finding` in its place when a suppression comment holds it back. A fix without edits
    /// proposes nothing: its support files, shared edits and finding are dropped with it.
    public init(_ edits: [Edit], requiring supportFiles: [SupportFile] = [], sharing shared: [Edit] = [],
                reportingWhenHeldBack finding: Finding? = nil) {
        self.edits = edits
        self.supportFiles = supportFiles
        self.sharedEdits = shared
        self.finding = finding
        self.isGroup = true
    }

    /// Edits that are not one group: a suppression comment, or a fix they sit inside, holds each back
    /// alone. Review offers the ungrouped edits of one rule's pass over a file as one site. Such edits
    /// need no support file and stand for no finding (ask with `RuleContext.require` and report with
    /// `RuleContext.report`).
    public static func ungrouped(_ edits: [Edit]) -> Fix {
        var fix = Fix(edits)
        fix.isGroup = false
        return fix
    }
}
