/// One change a rule made: the edits that are applied together or not at all.
///
/// Each `Fix` a rule returns is a change; the edits of its `Fix.ungrouped(_:)` fixes form one change
/// together (the rule's whole ungrouped output in that pass), so they are never applied in part. Reviewers accept or skip changes
/// (`glassmigrate --interactive`), and `Engine.run(path:bytes:deploymentTargets:accepting:)` runs a
/// file again keeping only the accepted ones.
public struct Change: Sendable, Equatable {
    /// What names a change across runs over the same bytes: its rule and its edits located in the file as read.
    public struct Key: Sendable, Hashable {
        /// The rule that made the change.
        public var ruleID: String
        /// Each edit's range, mapped back into the file as read.
        public var ranges: [Range<Int>]
        /// Each edit's replacement text, in the same order as `ranges`.
        public var replacements: [String]

        /// Creates a key.
        public init(ruleID: String, ranges: [Range<Int>], replacements: [String]) {
            self.ruleID = ruleID
            self.ranges = ranges
            self.replacements = replacements
        }
    }

    /// The change's identity, stable across runs over the same bytes.
    public var key: Key
    /// The rule that made it.
    public var ruleID: String
    /// Which pass of the file made it (an index into `FileResult.passes`): 0 for the first pass that
    /// changed the file, 1 for the next, and so on.
    ///
    /// `edits` are ranges in the text that pass saw: the file as read with the edits of earlier passes applied.
    public var passIndex: Int
    /// The edits, sorted, against the text the pass `passIndex` saw.
    public var edits: [Edit]
    /// The bytes of the file as read that the change replaces (empty for a pure insertion).
    public var originalRange: Range<Int>
    /// Where the change starts in the file as read.
    public var location: SourceLocation
    /// Names of the support files the change needs (e.g. `AdaptiveGlassBackground.swift`).
    public var supportFiles: [String]
    /// Edits the change needs that other changes may need too (an `import`), against the same text as `edits`;
    /// made once, with the first kept change that needs them.
    public var sharedEdits: [Edit]
    /// Whether the change is the rule's ungrouped edits taken together (`Fix.ungrouped(_:)`) rather than
    /// one fix: reports then show each place it changes on its own.
    public var isUngrouped: Bool

    /// Creates a change.
    public init(key: Key, ruleID: String, passIndex: Int, edits: [Edit], originalRange: Range<Int>, location: SourceLocation,
                supportFiles: [String] = [], sharedEdits: [Edit] = [], isUngrouped: Bool = false) {
        self.key = key
        self.ruleID = ruleID
        self.passIndex = passIndex
        self.edits = edits
        self.originalRange = originalRange
        self.location = location
        self.supportFiles = supportFiles
        self.sharedEdits = sharedEdits
        self.isUngrouped = isUngrouped
    }

    /// The key of `edits` made by `ruleID` in the text that `earlier` (applied in order) produced.
    static func key(ruleID: String, edits: [Edit], through earlier: [EditSet]) -> Key {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        return Key(ruleID: ruleID,
                   ranges: sorted.map { originalRange($0.range, through: earlier) },
                   replacements: sorted.map(\.replacement))
    }

    /// `range` in the text after `earlier` mapped back into the file as read.
    static func originalRange(_ range: Range<Int>, through earlier: [EditSet]) -> Range<Int> {
        let lower = Engine.originalOffset(range.lowerBound, through: earlier)
        let upper = max(lower, Engine.originalOffset(range.upperBound, through: earlier))
        return lower..<upper
    }
}

extension FileResult {
    /// The text the pass `passIndex` saw: the file as read with the passes before it applied.
    public func text(beforePass passIndex: Int) -> [UInt8] {
        var text = original
        for pass in passes.prefix(passIndex) {
            guard let set = try? EditSet(pass.edits) else { continue }
            text = set.apply(to: text)
        }
        return text
    }
}
