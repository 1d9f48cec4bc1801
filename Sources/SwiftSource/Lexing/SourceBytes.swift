#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells whether bytes read from a `.swift` file are Swift source text at all.
///
/// The engine skips files no rule could match before decoding them; this check runs first, so a
/// binary file or one in another encoding is reported whatever it contains.
public enum SourceBytes {
    /// Why `bytes` are not source text (a NUL byte, or invalid UTF-8), or nil when they are.
    public static func problem(in bytes: [UInt8]) -> String? {
        // A byte-order mark says what the NUL bytes of UTF-16 text would not.
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            return "UTF-16 text; convert it to UTF-8 (for example with iconv -f UTF-16 -t UTF-8) to migrate it"
        }
        switch check(bytes) {
        case .text: return nil
        case .tooLarge: return "too large (over 4 GB) to be source text"
        case .containsNUL: return "binary file (contains a NUL byte)"
        case .invalidUTF8: return "not valid UTF-8 (binary file or another encoding)"
        }
    }

    /// What `check` found.
    public enum Verdict: Equatable, Sendable {
        /// Source text.
        case text
        /// Over 4 GB.
        case tooLarge
        /// A NUL byte somewhere.
        case containsNUL
        /// Not UTF-8.
        case invalidUTF8
    }

    /// `memchr` looks for a NUL byte (which wins over invalid UTF-8, as the message for a binary file
    /// says more), then a pass 32 bytes at a time for the first non-ASCII byte; only from there, if
    /// anywhere, is UTF-8 checked.
    public static func check(_ bytes: [UInt8]) -> Verdict {
        // Token offsets are 32-bit.
        if bytes.count > Int(UInt32.max) { return .tooLarge }
        let firstNonASCII: Int? = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return nil }
            if memchr(base, 0, buffer.count) != nil { return -1 }
            return Self.firstNonASCII(in: buffer)
        }
        guard let firstNonASCII else { return .text }
        if firstNonASCII < 0 { return .containsNUL }
        return SourceFile.isValidUTF8(bytes, from: firstNonASCII) ? .text : .invalidUTF8
    }

    /// Whether every byte is ASCII.
    @inlinable
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstNonASCII(in: UnsafeRawBufferPointer(bytes)) == nil
    }

    /// Whether every byte of `text`'s UTF-8 is ASCII.
    @inlinable
    public static func isASCII(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isASCII($0) } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The offset of the first byte of `buffer` above 0x7F, or nil when all are ASCII.
    @inlinable
    static func firstNonASCII(in buffer: UnsafeRawBufferPointer) -> Int? {
        let count = buffer.count
        let high: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        // Four words per step, their tests combined, so the loop branches once per 32 bytes; then a
        // word at a time (names and ids are short), then the byte.
        while index + 32 <= count {
            let a = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let b = buffer.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
            let c = buffer.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
            let d = buffer.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            if (a | b | c | d) & high != 0 { break }
            index += 32
        }
        while index + 8 <= count, buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) & high == 0 { index += 8 }
        while index < count {
            if buffer[index] >= 0x80 { return index }
            index += 1
        }
        return nil
    }
}
