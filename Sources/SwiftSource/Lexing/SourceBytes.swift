/// Tells whether bytes read from a `.swift` file are Swift source text at all.
///
/// The engine skips files no rule could match before decoding them; this check runs first, so a
/// binary file or one in another encoding is reported whatever it contains.
public enum SourceBytes {
    /// Why `bytes` are not source text (a NUL byte, or invalid UTF-8), or nil when they are.
    public static func problem(in bytes: [UInt8]) -> String? {
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

    /// One pass over `bytes`, eight at a time while they are ASCII (as almost all source is); a NUL
    /// byte anywhere wins over invalid UTF-8, as the message for a binary file says more.
    public static func check(_ bytes: [UInt8]) -> Verdict {
        // Token offsets are 32-bit.
        if bytes.count > Int(UInt32.max) { return .tooLarge }
        return bytes.withUnsafeBytes { buffer in
            let count = buffer.count
            var index = 0
            var sawNonASCII = false
            let high: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            // Four words per step, their tests combined, so the loop branches once per 32 bytes.
            while index + 32 <= count {
                let a = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let b = buffer.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                let c = buffer.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                let d = buffer.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                let zeros = ((a &- ones) & ~a) | ((b &- ones) & ~b) | ((c &- ones) & ~c) | ((d &- ones) & ~d)
                if zeros & high != 0 { return .containsNUL }
                if (a | b | c | d) & high != 0 { sawNonASCII = true }
                index += 32
            }
            while index + 8 <= count {
                let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A zero byte makes its lane borrow: the classic "has a zero byte" test.
                if (word &- ones) & ~word & high != 0 { return .containsNUL }
                if word & high != 0 { sawNonASCII = true }
                index += 8
            }
            while index < count {
                let byte = buffer[index]
                if byte == 0 { return .containsNUL }
                if byte >= 0x80 { sawNonASCII = true }
                index += 1
            }
            guard sawNonASCII else { return .text }
            return SourceFile.isValidUTF8(bytes) ? .text : .invalidUTF8
        }
    }
}
