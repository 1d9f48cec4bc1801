/// Tells whether bytes read from a `.swift` file are Swift source text at all.
///
/// The engine skips files no rule could match before decoding them; this check runs first, so a
/// binary file or one in another encoding is reported whatever it contains.
public enum SourceBytes {
    /// Why `bytes` are not source text (a NUL byte, or invalid UTF-8), or nil when they are.
    public static func problem(in bytes: [UInt8]) -> String? {
        // Token offsets are 32-bit.
        if bytes.count > Int(UInt32.max) { return "too large (over 4 GB) to be source text" }
        if bytes.contains(0) { return "binary file (contains a NUL byte)" }
        return SourceFile.isValidUTF8(bytes) ? nil : "not valid UTF-8 (binary file or another encoding)"
    }
}
