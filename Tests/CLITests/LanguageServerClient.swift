import Foundation
import Testing

/// A client of the real `glassmigrate lsp` process, speaking JSON-RPC with Content-Length framing.
///
/// The server's messages are collected by a reader thread; `next(matching:)` waits for one (the wait
/// is bounded only so that a broken server fails the test instead of hanging it).
final class LanguageServerClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var endOfOutput = false
    private var nextID = 100

    init(in directory: URL, arguments: [String] = []) throws {
        process.executableURL = Executable.url
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in readLoop(handle) }
        // Drained so a chatty stderr can never block the server.
        let errorHandle = errors.fileHandleForReading
        Thread.detachNewThread { _ = errorHandle.readDataToEndOfFile() }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: - Sending

    /// Sends raw bytes: a framed message or anything else.
    func sendRaw(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Frames `body` with its Content-Length and sends it.
    func sendBody(_ body: [UInt8]) {
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        sendBody([UInt8](try! JSONSerialization.data(withJSONObject: message)))
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) {
        send(["method": method, "params": params])
    }

    /// Sends a request and returns its response.
    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        send(["id": id, "method": method, "params": params])
        return try next { JSONValueReading.int($0["id"]) == id }
    }

    /// Closes the server's input: the client is gone.
    func closeInput() throws {
        try input.fileHandleForWriting.close()
    }

    // MARK: - Receiving

    /// The first message not taken yet that `matches`, taken out of the queue; fails after 300 s.
    func next(matching matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        // Only a guard against a server that hangs: on a loaded machine an answer can take many seconds.
        let deadline = Date().addingTimeInterval(300)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            if endOfOutput { throw ClientError(message: "the server's output ended; received \(received)") }
            guard condition.wait(until: deadline) else { throw ClientError(message: "no such message; received \(received)") }
        }
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String) throws -> [[String: Any]] {
        let message = try next { $0["method"] as? String == "textDocument/publishDiagnostics"
            && ($0["params"] as? [String: Any])?["uri"] as? String == uri }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// Every message received and not taken.
    var pending: [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// Waits for the process to end and returns how it ended.
    func waitForExit() -> (status: Int32, reason: Process.TerminationReason) {
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason)
    }

    private func readLoop(_ handle: FileHandle) {
        var buffer: [UInt8] = []
        while true {
            let data = handle.availableData
            if data.isEmpty { break }
            buffer += data
            while let (message, used) = Self.frame(in: buffer) {
                buffer.removeFirst(used)
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        endOfOutput = true
        condition.broadcast()
        condition.unlock()
    }

    /// The first whole message in `buffer` and how many bytes it took.
    private static func frame(in buffer: [UInt8]) -> ([String: Any], Int)? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard buffer.count >= 4, let end = (0...(buffer.count - 4)).first(where: { Array(buffer[$0..<$0 + 4]) == separator }) else { return nil }
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        let start = end + 4
        guard buffer.count >= start + length else { return nil }
        let object = try? JSONSerialization.jsonObject(with: Data(buffer[start..<start + length]))
        return ((object as? [String: Any]) ?? ["unparsed": true], start + length)
    }

    // MARK: - The usual start

    /// `initialize` with a workspace folder and a client that takes versioned edits and creates files, then `initialized`.
    @discardableResult
    func initialize(root: URL, createsFiles: Bool = true) throws -> [String: Any] {
        let capabilities: [String: Any] = ["workspace": ["workspaceEdit": [
            "documentChanges": createsFiles, "resourceOperations": createsFiles ? ["create"] : [],
        ]]]
        let response = try request("initialize", ["processId": NSNull(), "rootUri": root.absoluteString,
                                                  "workspaceFolders": [["uri": root.absoluteString, "name": "root"]],
                                                  "capabilities": capabilities])
        notify("initialized")
        return response
    }

    func open(_ uri: String, text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": version, "text": text]])
    }

    /// The code actions for the lines `lines` (0-based) of `uri`.
    func codeActions(_ uri: String, lines: ClosedRange<Int>, only: [String]? = nil) throws -> [[String: Any]] {
        var context: [String: Any] = ["diagnostics": []]
        if let only { context["only"] = only }
        let response = try request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": lines.lowerBound, "character": 0], "end": ["line": lines.upperBound, "character": 0]],
            "context": context,
        ])
        return response["result"] as? [[String: Any]] ?? []
    }

    func shutdown() throws {
        try request("shutdown")
        notify("exit")
    }
}

struct ClientError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Reading JSON numbers as `JSONSerialization` gives them.
enum JSONValueReading {
    static func int(_ value: Any?) -> Int? {
        if let number = value as? Int { return number }
        if let number = value as? Double { return Int(number) }
        return nil
    }
}
