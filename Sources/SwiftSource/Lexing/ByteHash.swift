/// A fast 64-bit hash of bytes, for tables keyed by byte strings and for telling changed text from the
/// text read: eight bytes at a time, each word multiplied and mixed into the state, so every bit moves
/// the result. Not `Hasher` (SipHash), which costs several times as much on project files of megabytes
/// and tens of thousands of diff lines; not meant to resist an adversary.
public enum ByteHash {
    /// The hash of `bytes`.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var position = 0
        func mix(_ word: UInt64) {
            state ^= word &* 0xC2B2_AE3D_27D4_EB4F
            state = (state << 31 | state >> 33) &* 0x9E37_79B1_85EB_CA87
        }
        while position + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            position += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count {
            tail |= UInt64(bytes[position]) << shift
            shift += 8
            position += 1
        }
        mix(tail ^ 0xFF)
        state ^= state >> 33
        state = state &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 33
        return state
    }
}
