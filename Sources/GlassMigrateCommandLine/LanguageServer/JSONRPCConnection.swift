import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What reading one message from the client gave.
enum IncomingMessage {
    /// A message body that is a JSON object.
    case message([String: Any])
    /// A framed body that is not a JSON object (or not JSON at all), with the reason.
    case malformed(String)
    /// The client closed its end of the stream (or the header was broken beyond recovery).
    case endOfStream
}

/// Language Server Protocol framing over two file descriptors: `Content-Length:` headers, a blank
/// line, then that many bytes of JSON.
final class JSONRPCConnection {
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    /// Whether a write failed (the client went away): the server then stops.
    private(set) var isBroken = false
    /// The largest body accepted; a larger one is read past and reported as malformed.
    static let maximumBodyLength = 64 << 20

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    // MARK: - Reading

    /// The next message; `.endOfStream` once the input is closed.
    func read() -> IncomingMessage {
        var length: Int?
        var sawHeader = false
        while true {
            guard let line = readHeaderLine() else { return .endOfStream }
            if line.isEmpty {
                // Blank lines before a header are tolerated, as some clients send a stray line break.
                if sawHeader { break } else { continue }
            }
            sawHeader = true
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { continue }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            if name == "content-length" {
                length = Int(text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0 else { return .malformed("the header has no valid Content-Length") }
        guard length <= Self.maximumBodyLength else {
            guard skip(length) else { return .endOfStream }
            return .malformed("the message is \(length) bytes, more than the \(Self.maximumBodyLength) accepted")
        }
        guard let body = readBytes(length) else { return .endOfStream }
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) else {
            return .malformed("the body is not valid JSON (or not UTF-8)")
        }
        guard let message = object as? [String: Any] else { return .malformed("the body is not a JSON object") }
        return .message(message)
    }

    /// One header line without its `\r\n` (or `\n`); nil at the end of the input.
    private func readHeaderLine() -> [UInt8]? {
        var line: [UInt8] = []
        while true {
            guard let byte = nextByte() else { return nil }
            if byte == UInt8(ascii: "\n") {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return line
            }
            line.append(byte)
            // A header line this long is not a header: give up on the stream rather than grow without bound.
            if line.count > 8192 { return nil }
        }
    }

    private func nextByte() -> UInt8? {
        if position == buffer.count && !fill() { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    private func readBytes(_ count: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            if position == buffer.count && !fill() { return nil }
            let take = min(count - bytes.count, buffer.count - position)
            bytes.append(contentsOf: buffer[position..<position + take])
            position += take
        }
        return bytes
    }

    private func skip(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            if position == buffer.count && !fill() { return false }
            let take = min(left, buffer.count - position)
            position += take
            left -= take
        }
        return true
    }

    /// Reads what is available into the buffer; false at the end of the input or on an error.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer = Array(chunk[..<count])
                position = 0
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }

    /// Whether more input is already there to read, so that reading it would not wait.
    var hasPendingInput: Bool {
        if position < buffer.count { return true }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    // MARK: - Writing

    /// Sends `object` as one framed message; a failed write marks the connection broken.
    func send(_ object: [String: Any]) {
        guard !isBroken else { return }
        let body: Data
        do {
            body = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        } catch {
            return
        }
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(output, $0.baseAddress, $0.count) }
            if count > 0 {
                written += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                isBroken = true
                return
            }
        }
    }
}

// The system calls by names that do not clash with the methods above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
