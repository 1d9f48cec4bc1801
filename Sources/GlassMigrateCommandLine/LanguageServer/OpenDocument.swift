import Foundation
import GlassMigrate

/// A document the client has open: its unsaved text, as UTF-8 bytes, and its version.
struct OpenDocument {
    /// The document's URI as the client spells it.
    var uri: String
    /// The file the URI names, or nil when it is not a `file:` URI.
    var path: String?
    var version: Int?
    var bytes: [UInt8]
    /// The last run over `bytes`, kept for code actions on the same version.
    var report: RunReport?

    init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri)
        self.version = version
        self.bytes = Array(text.utf8)
    }

    /// Applies one entry of `didChange`'s `contentChanges`: a whole new text, or a range (UTF-16
    /// positions) and its replacement; returns why it cannot be applied.
    mutating func apply(_ change: [String: Any]) -> String? {
        guard let text = change["text"] as? String else { return "a content change has no text" }
        guard let rangeObject = change["range"] else {
            bytes = Array(text.utf8)
            report = nil
            return nil
        }
        guard let range = rangeObject as? [String: Any], let start = TextPosition(json: range["start"]),
              let end = TextPosition(json: range["end"]), start <= end else {
            return "a content change has an invalid range"
        }
        let positions = TextPositions(bytes)
        let lower = positions.offset(of: start)
        let upper = max(lower, positions.offset(of: end))
        bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
        report = nil
        return nil
    }
}

/// `file:` URIs and the paths they name.
enum DocumentURI {
    /// The absolute, normalized path of a `file:` URI; nil for any other scheme or a URI without a path.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.scheme?.lowercased() == "file", url.isFileURL else { return nil }
        let path = url.path
        guard path.hasPrefix("/") else { return nil }
        return ReportPath.absolute(path)
    }

    /// The `file:` URI of an absolute path.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: ReportPath.absolute(path)).absoluteString
    }
}

/// The folders the client opened (`workspaceFolders`, else `rootUri`); the server checks files and
/// writes only inside them. With none given, every file is inside.
struct WorkspaceFolders {
    var roots: [String] = []

    /// The folders named by `initialize`'s parameters.
    init(initializeParameters parameters: [String: Any]) {
        if let folders = parameters["workspaceFolders"] as? [[String: Any]] {
            roots = folders.compactMap { ($0["uri"] as? String).flatMap(DocumentURI.path(of:)) }
        }
        if roots.isEmpty, let uri = parameters["rootUri"] as? String, let path = DocumentURI.path(of: uri) {
            roots = [path]
        }
        if roots.isEmpty, let path = parameters["rootPath"] as? String, path.hasPrefix("/") {
            roots = [ReportPath.absolute(path)]
        }
    }

    init() {}

    /// Whether the absolute, normalized `path` is one of the folders or inside one.
    func contains(_ path: String) -> Bool {
        roots.isEmpty || roots.contains { root in
            path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
        }
    }

    /// The folder holding the absolute, normalized `path`; nil for `/`.
    static func parent(_ path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
