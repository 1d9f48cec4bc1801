import Foundation
import GlassMigrate

/// `glassmigrate lsp`: a Language Server Protocol server over standard input and output.
///
/// It answers as `glassmigrate --format json` and `--write` do for the file at the document's path,
/// run on the unsaved buffer (`RunSession` keeps what it read of the workspace): diagnostics on open,
/// change and save, and code actions that make a rule's rewrite (with the generated helper and the
/// project edit `--write` would make), suppress a rule on a line, or make every rewrite of the file.
/// Messages are handled one at a time, in order; bad input gets an error response or is logged,
/// never ends the server; the end of the input ends it.
final class LanguageServer {
    /// The JSON-RPC error codes the server sends.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
    }

    struct Settings {
        /// Where this glassmigrate's repository files are browsable (`--docs-url`), for the rule links.
        var documentationURL: String?
        /// A configuration file used for every file (`--config`).
        var configurationFile: String?
    }

    let connection: JSONRPCConnection
    let rules: [any Rule]
    var settings: Settings
    let cache: WorkspaceCache
    var documents: [String: OpenDocument] = [:]
    /// Documents outside the workspace folders the client was told of (once each).
    var toldOutside: Set<String> = []
    /// Documents opened, changed or saved whose diagnostics are not sent yet, in the order they were.
    private var waitingDiagnostics: [String] = []
    var folders = WorkspaceFolders()
    var editing = WorkspaceEditFormat()
    private var initialized = false
    /// Whether the client takes a registration of file watchers (`workspace/didChangeWatchedFiles`).
    private var watchesFiles = false
    /// The cache's session count when diagnostics were last sent: when a run started a new session
    /// (a watched file changed), the other open documents are run again.
    var sessionsSeen = 1
    private var shutdownRequested = false
    /// The name the server gives itself in `serverInfo` and its messages.
    var toolName = ToolInfo.name

    init(rules: [any Rule], settings: Settings, connection: JSONRPCConnection = JSONRPCConnection()) {
        self.connection = connection
        self.rules = rules
        self.settings = settings
        let runOptions = RunOptions(paths: [], configurationFile: settings.configurationFile)
        let runner = Runner(rules: rules)
        cache = WorkspaceCache { RunSession(runner: runner, options: runOptions) }
    }

    /// Serves until `exit` or the end of the input; returns the exit status (0 after `shutdown`, else 1, as LSP says).
    func serve() -> Int32 {
        while !connection.isBroken {
            // Diagnostics wait until the client has sent what it had: while it types fast, only the
            // last text of a burst of changes is run.
            if !connection.hasPendingInput { publishWaitingDiagnostics() }
            switch connection.read() {
            case .endOfStream:
                return shutdownRequested ? 0 : 1
            case .malformed(let reason):
                respond(to: NSNull(), error: .parseError, "malformed message: \(reason)")
            case .message(let message):
                if handle(message) { return shutdownRequested ? 0 : 1 }
            }
        }
        return shutdownRequested ? 0 : 1
    }

    // MARK: - Dispatch

    /// Handles one message; returns true when it is `exit`.
    private func handle(_ message: [String: Any]) -> Bool {
        let id = message["id"]
        let isRequest = message.keys.contains("id")
        guard let method = message["method"] as? String else {
            // A response to a request the server never sends, or a message without a method.
            if message["result"] == nil && message["error"] == nil && isRequest {
                respond(to: id ?? NSNull(), error: .invalidRequest, "the message has no method")
            }
            return false
        }
        let params = message["params"] as? [String: Any] ?? [:]
        if isRequest {
            let requestID = id ?? NSNull()
            guard requestID is String || JSONValue.int(requestID) != nil else {
                respond(to: NSNull(), error: .invalidRequest, "a request id must be a number or a string")
                return false
            }
            request(method, id: requestID, params: params)
            return false
        }
        return notification(method, params: params)
    }

    private func request(_ method: String, id: Any, params: [String: Any]) {
        if method == "initialize" {
            respond(to: id, result: initialize(params))
            return
        }
        guard initialized else {
            respond(to: id, error: .serverNotInitialized, "the server is not initialized; send initialize first")
            return
        }
        guard !shutdownRequested else {
            respond(to: id, error: .invalidRequest, "the server is shutting down; only exit is accepted")
            return
        }
        switch method {
        case "shutdown":
            shutdownRequested = true
            respond(to: id, result: NSNull())
        case "textDocument/codeAction":
            switch codeActions(params) {
            case .success(let actions): respond(to: id, result: actions)
            case .failure(let problem): respond(to: id, error: .invalidParams, problem.message)
            }
        default:
            respond(to: id, error: .methodNotFound, "unknown method \(method)")
        }
    }

    /// Handles a notification; returns true for `exit`.
    private func notification(_ method: String, params: [String: Any]) -> Bool {
        if method == "exit" { return true }
        guard initialized, !shutdownRequested else { return false }
        switch method {
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "initialized": if watchesFiles { registerWatchers() }
        default: break // `$/cancelRequest`, `$/setTrace` and the rest need nothing.
        }
        return false
    }

    private func initialize(_ params: [String: Any]) -> [String: Any] {
        initialized = true
        folders = WorkspaceFolders(initializeParameters: params)
        editing = WorkspaceEditFormat(clientCapabilities: params["capabilities"] as? [String: Any] ?? [:])
        watchesFiles = Self.registersWatchers(params["capabilities"] as? [String: Any] ?? [:])
        if let options = params["initializationOptions"] as? [String: Any], let url = options["docsURL"] as? String {
            settings.documentationURL = url
        }
        return [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": [CodeActionKind.quickFix, CodeActionKind.fixAll]],
            ] as [String: Any],
            "serverInfo": ["name": toolName, "version": ToolInfo.version],
        ]
    }

    // MARK: - Text synchronisation

    private func didOpen(_ params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
              let text = item["text"] as? String else {
            return log("didOpen without a text document, uri and text; ignored")
        }
        documents[uri] = OpenDocument(uri: uri, version: JSONValue.int(item["version"]), text: text)
        waitForDiagnostics(uri)
    }

    private func didChange(_ params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
              let changes = params["contentChanges"] as? [[String: Any]] else {
            return log("didChange without a text document and content changes; ignored")
        }
        guard var document = documents[uri] else { return log("didChange of \(uri), which is not open; ignored") }
        for change in changes {
            if let problem = document.apply(change) {
                // The client's text is now unknown: the diagnostics would be wrong, so there are none until it sends all of it.
                log("didChange of \(uri): \(problem); the document is left as it was")
                return
            }
        }
        document.version = JSONValue.int(item["version"]) ?? document.version
        documents[uri] = document
        waitForDiagnostics(uri)
    }

    private func didSave(_ params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
              var document = documents[uri] else { return }
        if let text = params["text"] as? String {
            document.bytes = Array(text.utf8)
        }
        document.report = nil
        documents[uri] = document
        waitForDiagnostics(uri)
    }

    private func didClose(_ params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String else { return }
        documents[uri] = nil
        waitingDiagnostics.removeAll { $0 == uri }
        sendDiagnostics([], uri: uri, version: nil)
    }

    func waitForDiagnostics(_ uri: String) {
        if !waitingDiagnostics.contains(uri) { waitingDiagnostics.append(uri) }
    }

    private func publishWaitingDiagnostics() {
        while !waitingDiagnostics.isEmpty {
            let uri = waitingDiagnostics.removeFirst()
            publishDiagnostics(uri)
            if cache.sessionsStarted != sessionsSeen {
                sessionsSeen = cache.sessionsStarted
                rerunOpenDocuments(except: uri)
            }
        }
    }

    // MARK: - Messages

    func respond(to id: Any, result: Any) {
        connection.send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    func respond(to id: Any, error code: ErrorCode, _ message: String) {
        connection.send(["jsonrpc": "2.0", "id": id, "error": ["code": code.rawValue, "message": message]])
    }

    /// A `window/logMessage` the client shows in its output log (and the same line on stderr).
    func log(_ message: String, type: Int = 3) {
        connection.send(["jsonrpc": "2.0", "method": "window/logMessage", "params": ["type": type, "message": "\(toolName): \(message)"]])
    }

    func sendDiagnostics(_ diagnostics: [[String: Any]], uri: String, version: Int?) {
        var params: [String: Any] = ["uri": uri, "diagnostics": diagnostics]
        if let version { params["version"] = version }
        connection.send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": params])
    }
}

/// A request's parameters that cannot be answered, with the reason.
struct RequestProblem: Error {
    var message: String
}
