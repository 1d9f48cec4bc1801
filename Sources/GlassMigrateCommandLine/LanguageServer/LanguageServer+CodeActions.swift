import Foundation
import GlassMigrate

/// The code action kinds the server offers.
enum CodeActionKind {
    static let quickFix = "quickfix"
    /// Every rewrite of the file; under `source.fixAll`, so editors that fix all on save find it.
    static let fixAll = "source.fixAll.glassmigrate"
}

extension LanguageServer {
    /// The code actions for the lines of `params`' range: each rewrite there as `--write` makes it
    /// (alone, with the helper and project edit it needs), a rule's fix for a finding there, a
    /// suppression comment per rule reported there, and every rewrite of the file.
    func codeActions(_ params: [String: Any]) -> Result<[[String: Any]], RequestProblem> {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
              let range = params["range"] as? [String: Any], let start = TextPosition(json: range["start"]),
              let end = TextPosition(json: range["end"]) else {
            return .failure(RequestProblem(message: "codeAction needs a textDocument uri and a range"))
        }
        let context = params["context"] as? [String: Any] ?? [:]
        let only = context["only"] as? [String]
        guard let document = documents[uri] else { return .success([]) }
        guard case .report(let report) = run(uri), let file = report.files.first, file.error == nil,
              let session = document.path.map({ cache.session(forFile: $0) }) else { return .success([]) }
        let lines = (start.line + 1)...(max(start, end).line + 1)
        let diagnostics = DiagnosticList(report: report, document: document, documentation: documentationOptions).diagnostics
        let diagnosticsOn = { (line: Int, ruleID: String) in
            diagnostics.filter { diagnostic in
                let code = diagnostic["code"] as? String ?? ""
                let position = TextPosition(json: (diagnostic["range"] as? [String: Any])?["start"])
                return position?.line == line - 1 && Finding.baseRuleID(of: code) == Finding.baseRuleID(of: ruleID)
            }
        }

        var actions: [[String: Any]] = []
        var sitesOnLines: Set<String> = []
        for site in file.changes where lines.contains(file.reportLocation(of: site).line) {
            let line = file.reportLocation(of: site).line
            sitesOnLines.insert("\(line) \(site.ruleID)")
            guard let accepted = try? session.run(report, accepting: [file.path: [site.key]]) else { continue }
            actions.append(action("Apply the \(site.ruleID) rewrite (as --write)", kind: CodeActionKind.quickFix,
                                  report: accepted, document: document, diagnostics: diagnosticsOn(line, site.ruleID), preferred: true))
        }
        for finding in file.findings where lines.contains(finding.location.line) && !finding.fix.isEmpty
            && !sitesOnLines.contains("\(finding.location.line) \(Finding.baseRuleID(of: finding.ruleID))") {
            guard let set = try? EditSet(finding.fix) else { continue }
            var fixed = file
            fixed.output = set.apply(to: file.original)
            let fixedReport = RunReport(files: [fixed])
            actions.append(action("Apply the \(finding.ruleID) fix", kind: CodeActionKind.quickFix, report: fixedReport,
                                  document: document, diagnostics: diagnosticsOn(finding.location.line, finding.ruleID), preferred: false))
        }
        var suppressed: Set<String> = []
        for item in report.reportItems(of: file) {
            guard let location = item.location, let ruleID = item.ruleID, lines.contains(location.line),
                  suppressed.insert("\(location.line) \(ruleID)").inserted,
                  let insertion = SuppressionComment.insertion(for: ruleID, line: location.line, in: document.bytes) else { continue }
            var edited = file
            edited.output = document.bytes
            edited.output.replaceSubrange(insertion.offset..<insertion.offset, with: Array(insertion.text.utf8))
            edited.original = document.bytes
            actions.append(action("Suppress \(ruleID) on this line", kind: CodeActionKind.quickFix, report: RunReport(files: [edited]),
                                  document: document, diagnostics: diagnosticsOn(location.line, ruleID), preferred: false))
        }
        if file.changed {
            actions.append(action("Apply every glassmigrate rewrite in this file (as --write)", kind: CodeActionKind.fixAll,
                                  report: report, document: document, diagnostics: [], preferred: false))
        }
        return .success(actions.filter { action in
            guard let only else { return true }
            let kind = action["kind"] as? String ?? ""
            return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        })
    }

    /// A code action making `report`'s changes, or one the client shows disabled with the reason.
    private func action(_ title: String, kind: String, report: RunReport, document: OpenDocument,
                        diagnostics: [[String: Any]], preferred: Bool) -> [String: Any] {
        var action: [String: Any] = ["title": title, "kind": kind]
        if !diagnostics.isEmpty { action["diagnostics"] = diagnostics }
        if preferred { action["isPreferred"] = true }
        switch editing.edit(report, document: document, folders: folders) {
        case .success(let edit): action["edit"] = edit
        case .failure(let problem): action["disabled"] = ["reason": problem.message]
        }
        return action
    }
}

/// The `// glassmigrate:disable:next <id>` line that suppresses a rule on the line below it.
enum SuppressionComment {
    /// Where to insert the comment for `ruleID` above 1-based `line` of `bytes`, and its text (indented as
    /// the line, ending in the line's own line break); nil when the line does not start in code (inside
    /// a multi-line string or comment), where a comment line would change the program.
    static func insertion(for ruleID: String, line: Int, in bytes: [UInt8]) -> (offset: Int, text: String)? {
        let positions = TextPositions(bytes)
        guard line >= 1, line <= positions.lines.starts.count else { return nil }
        let start = positions.lines.starts[line - 1]
        guard startsInCode(start, in: bytes) else { return nil }
        var indentEnd = start
        while indentEnd < bytes.count && (bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t")) { indentEnd += 1 }
        let indent = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
        let contentEnd = positions.lineContentEnd(line - 1)
        let nextStart = line < positions.lines.starts.count ? positions.lines.starts[line] : bytes.count
        var lineBreak = String(decoding: bytes[contentEnd..<nextStart], as: UTF8.self)
        if lineBreak.isEmpty {
            // The last line has no break of its own: take the file's first, else `\n`.
            let first = positions.lines.starts.count > 1 ? positions.lineContentEnd(0)..<positions.lines.starts[1] : 0..<0
            lineBreak = first.isEmpty ? "\n" : String(decoding: bytes[first], as: UTF8.self)
        }
        return (start, "\(indent)// glassmigrate:disable:next \(ruleID)\(lineBreak)")
    }

    /// Whether `offset`, a line start, is between tokens of code: after a line break token (or at the
    /// file's start) and not in a string.
    private static func startsInCode(_ offset: Int, in bytes: [UInt8]) -> Bool {
        if offset == 0 { return true }
        let tokens = Lexer.tokenize(bytes)
        guard let index = tokens.firstIndex(where: { $0.end >= offset }) else { return false }
        let before = tokens[index]
        guard before.end == offset, before.kind == .newline else { return false }
        if index + 1 < tokens.count {
            let next = tokens[index + 1].kind
            if next == .stringSegment || next == .stringEnd || next == .interpolationEnd { return false }
        }
        return true
    }
}
