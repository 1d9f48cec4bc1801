import Foundation
import GlassMigrate

/// Turns a run's changes into an LSP `WorkspaceEdit` the client can apply: what `--write` would write.
///
/// The generated support files are created (`CreateFile`) and filled, the project files changed, then
/// the document itself, in the order `Runner.write` writes them; each file's change is one text edit
/// replacing the bytes that differ.
struct WorkspaceEditFormat {
    /// Whether the client takes `documentChanges` (versioned edits and file operations).
    var documentChanges = false
    /// Whether the client can create files in a workspace edit.
    var createsFiles = false

    init() {}

    init(clientCapabilities capabilities: [String: Any]) {
        let workspace = capabilities["workspace"] as? [String: Any]
        let edit = workspace?["workspaceEdit"] as? [String: Any]
        let operations = edit?["resourceOperations"] as? [String] ?? []
        // Resource operations exist only in `documentChanges`, so a client that lists them takes those
        // (Neovim lists them and never sets `documentChanges`).
        documentChanges = edit?["documentChanges"] as? Bool ?? !operations.isEmpty
        createsFiles = documentChanges && operations.contains("create")
    }

    /// The edit that makes `report`'s changes to `document` and the files they need; a reason when the
    /// client cannot apply it or it would write outside `folders`.
    func edit(_ report: RunReport, document: OpenDocument, folders: WorkspaceFolders) -> Result<[String: Any], RequestProblem> {
        guard let file = report.files.first, file.error == nil else {
            return .failure(RequestProblem(message: "the file could not be processed"))
        }
        let others = report.supportFiles.map { ReportPath.absolute($0.path) } + report.projectFiles.map { ReportPath.absolute($0.path) }
        if let outside = others.first(where: { !folders.contains($0) }) {
            return .failure(RequestProblem(message: "the fix would write \(outside), outside the workspace folders"))
        }
        if !report.supportFiles.isEmpty && !createsFiles {
            return .failure(RequestProblem(message: "the fix needs \(report.supportFiles[0].file.name), and the client cannot create files in an edit"))
        }
        let sourceEdits = Self.textEdits(from: file.original, to: file.output)
        guard documentChanges else {
            var changes: [String: Any] = [:]
            for project in report.projectFiles {
                changes[DocumentURI.uri(of: project.path)] = Self.textEdits(from: project.original, to: project.output)
            }
            changes[document.uri] = sourceEdits
            return .success(["changes": changes])
        }
        var operations: [[String: Any]] = []
        for support in report.supportFiles {
            let uri = DocumentURI.uri(of: support.path)
            operations.append(["kind": "create", "uri": uri, "options": ["overwrite": false, "ignoreIfExists": false]])
            // The new file's whole text, its one empty line and line end included (the end is the start
            // of the next line, as LSP spells it): a client that keeps a final line end of its own
            // (Neovim) then does not add one to the file's.
            let range = ["start": TextPosition(line: 0, character: 0).json, "end": TextPosition(line: 1, character: 0).json]
            operations.append(Self.documentEdit(uri: uri, version: nil, edits: [["range": range, "newText": support.file.contents]]))
        }
        for project in report.projectFiles {
            operations.append(Self.documentEdit(uri: DocumentURI.uri(of: project.path), version: nil,
                                                edits: Self.textEdits(from: project.original, to: project.output)))
        }
        if !sourceEdits.isEmpty {
            operations.append(Self.documentEdit(uri: document.uri, version: document.version, edits: sourceEdits))
        }
        return .success(["documentChanges": operations])
    }

    private static func documentEdit(uri: String, version: Int?, edits: [[String: Any]]) -> [String: Any] {
        ["textDocument": ["uri": uri, "version": version.map { $0 as Any } ?? NSNull()], "edits": edits]
    }

    /// The text edits that turn `old` into `new`: none when they are equal, else one replacing the bytes
    /// between their common start and end (whole UTF-8 sequences, so the positions are exact).
    static func textEdits(from old: [UInt8], to new: [UInt8]) -> [[String: Any]] {
        guard old != new else { return [] }
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0 && prefix < old.count && isContinuation(old[prefix]) { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
                && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0 && isContinuation(old[old.count - suffix]) { suffix -= 1 }
        let positions = TextPositions(old)
        let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
        return [["range": positions.range(prefix..<(old.count - suffix)), "newText": replacement]]
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
