import Foundation

/// Small byte-level helpers for the property list and project readers.
package enum ByteText {
    /// Whether `text.lowercased() == wanted`: byte for byte, case aside, when both are ASCII (no
    /// lowercased copy), as Strings otherwise.
    package static func lowercased(_ text: String, is wanted: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            wanted.utf8.withContiguousStorageIfAvailable { expected -> Bool? in
                guard SourceBytes.isASCII(bytes), SourceBytes.isASCII(expected) else { return nil }
                guard bytes.count == expected.count else { return false }
                for index in 0..<bytes.count {
                    var byte = bytes[index]
                    if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                    if byte != expected[index] { return false }
                }
                return true
            }
        }
        if let answer = answer ?? nil, let answer { return answer }
        return text.lowercased() == wanted
    }

    /// `text.lowercased()`: for ASCII text (where only `A`-`Z` change) without the Unicode tables, and
    /// without a copy when nothing changes.
    package static func lowercased(_ text: String) -> String {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard SourceBytes.isASCII(bytes) else { return nil }
            return !bytes.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
        }
        switch plain {
        case .some(.some(true)):
            return text
        case .some(.some(false)):
            return text.utf8.withContiguousStorageIfAvailable { bytes in
                String(unsafeUninitializedCapacity: bytes.count) { buffer in
                    for index in 0..<bytes.count {
                        let byte = bytes[index]
                        buffer[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                    }
                    return bytes.count
                }
            } ?? text.lowercased()
        default:
            return text.lowercased()
        }
    }
}
