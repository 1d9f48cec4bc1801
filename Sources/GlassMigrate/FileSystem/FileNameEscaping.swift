/// Turns a file name's bytes into text that names it unambiguously.
package enum FileNameEscaping {
    /// `bytes` (a file name) as text, each byte that is not part of valid UTF-8 written as `\xHH`.
    package static func escaped(_ bytes: [UInt8]) -> String {
        var result = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<(position + length)] {
                    result += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
                position += length
            case .emptyInput:
                return result
            }
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
