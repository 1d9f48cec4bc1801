// Raw strings, extended regex literals and directives after `#`; strings; identifiers and numbers.
extension LexerCursor {
    mutating func lexPound() {
        let start = position
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = peek(hashes)
        if after == UInt8(ascii: "\"") {
            lexString(hashes: hashes)
            return
        }
        if after == UInt8(ascii: "/"), let end = scanRegex(openingSlash: start + hashes, pounds: hashes, mustBeRegex: true) {
            position = end
            emit(.regexLiteral, from: start)
            return
        }
        if hashes == 1, has(ByteClass.identifierStart, after) {
            position += 1
            let nameStart = position
            skipIdentifierBody()
            emit(isDirectiveName(nameStart..<position) ? .directive : .poundKeyword, from: start)
            return
        }
        position += 1
        emit(.unknown, from: start)
    }

    func isDirectiveName(_ range: Range<Int>) -> Bool {
        for name in Self.directiveNames where name.count == range.count {
            if zip(name, bytes[range]).allSatisfy({ $0 == $1 }) { return true }
        }
        return false
    }

    static let directiveNames: [[UInt8]] = ["if", "elseif", "else", "endif", "sourceLocation"].map { Array($0.utf8) }

    // MARK: - Strings

    /// Lexes a string literal whose opening delimiter (after `hashes` pound signs) is at the cursor.
    mutating func lexString(hashes: Int) {
        let start = position
        position += hashes
        let multiline = opensMultilineString(hashes: hashes)
        position += multiline ? 3 : 1
        emit(.stringStart, from: start)
        var segmentStart = position
        while position < count {
            let byte = bytes[position]
            if !has(ByteClass.stringSpecial, byte) {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if !multiline { break }  // unterminated: the line break is code again
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\\") {
                guard hashesFollow(at: position + 1, count: hashes) else {
                    position += 1
                    continue
                }
                let afterHashes = position + 1 + hashes
                if afterHashes < count && bytes[afterHashes] == UInt8(ascii: "(")
                    && interpolationDepth < Self.maximumInterpolationDepth {
                    if position > segmentStart { emit(.stringSegment, from: segmentStart) }
                    let interpolationStart = position
                    position = afterHashes + 1
                    emit(.interpolationStart, from: interpolationStart)
                    interpolationDepth += 1
                    lexCode(interpolation: multiline ? .multiLineInterpolation : .singleLineInterpolation)
                    interpolationDepth -= 1
                    segmentStart = position
                    continue
                }
                // An escape: skip the escaped byte unless it is a line break a single-line string cannot hold.
                position = afterHashes
                if position < count && (multiline || (bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r"))) {
                    position += 1
                }
                continue
            }
            // A quote: the closing delimiter when enough quotes and hashes follow.
            let quotes = multiline ? 3 : 1
            if (!multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")))
                && hashesFollow(at: position + quotes, count: hashes) {
                if position > segmentStart { emit(.stringSegment, from: segmentStart) }
                let endStart = position
                position += quotes + hashes
                emit(.stringEnd, from: endStart)
                return
            }
            position += 1
        }
        if position > segmentStart { emit(.stringSegment, from: segmentStart) }
    }

    /// Whether the quotes at the cursor open a multi-line string; `#"""#` is a one-line string
    /// holding a quote, as is any raw `"""` whose closing delimiter is on the same line.
    func opensMultilineString(hashes: Int) -> Bool {
        guard peek() == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") else { return false }
        guard hashes > 0 else { return true }
        var index = position + 3
        if hashesFollow(at: index, count: hashes) { return false }
        while index < count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
            if bytes[index] == UInt8(ascii: "\"") && hashesFollow(at: index + 1, count: hashes) { return false }
            index += 1
        }
        return true
    }

    @inline(__always) func hashesFollow(at index: Int, count hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard index + hashes <= count else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: - Identifiers and numbers

    mutating func lexBacktickIdentifier() {
        let start = position
        var index = position + 1
        while index < count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            index += 1
        }
        if index < count, bytes[index] == UInt8(ascii: "`"), index > start + 1 {
            position = index + 1
            emit(.backtickIdentifier, from: start)
        } else {
            position += 1
            emit(.unknown, from: start)
        }
    }

    mutating func lexNumber() {
        let start = position
        let second = peek(1)
        // `t.0.1` is two tuple indexes, not `t.` followed by the float `0.1`.
        let afterPeriod = lastSignificant >= 0 && tokens[lastSignificant].kind == .period
        if bytes[position] == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
            let isHex = second == UInt8(ascii: "x")
            position += 2
            skipDigits(ByteClass.hexDigit)
            if isHex && !afterPeriod && peek() == UInt8(ascii: ".") && has(ByteClass.hexDigit, peek(1)) {
                // A hex fraction needs a binary exponent; without one `.` is member access (`0x1.description`).
                let dot = position
                position += 1
                skipDigits(ByteClass.hexDigit)
                if peek() != UInt8(ascii: "p") && peek() != UInt8(ascii: "P") { position = dot }
            }
            if isHex && (peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P")) { skipExponent() }
        } else {
            skipDigits(ByteClass.decimalDigit)
            if !afterPeriod && peek() == UInt8(ascii: ".") && has(ByteClass.decimalDigit, peek(1)) {
                position += 1
                skipDigits(ByteClass.decimalDigit)
            }
            if !afterPeriod && (peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E")) { skipExponent() }
        }
        // An invalid suffix (`12abc`) stays part of the number, as the compiler reports it.
        while position < count && has(ByteClass.identifierBody, bytes[position]) { position += 1 }
        emit(.number, from: start)
    }

    mutating func skipExponent() {
        var index = position + 1
        if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
        guard index < count && has(ByteClass.decimalDigit, bytes[index]) else { return }
        position = index
        skipDigits(ByteClass.decimalDigit)
    }

    @inline(__always) mutating func skipDigits(_ digitClass: UInt8) {
        while position < count {
            let byte = bytes[position]
            guard has(digitClass, byte) || byte == UInt8(ascii: "_") else { return }
            position += 1
        }
    }

    /// Advances over identifier bytes: ASCII letters, digits, `_`, `$` and valid non-ASCII scalars.
    @inline(__always) mutating func skipIdentifierBody() {
        while position < count {
            let byte = bytes[position]
            if has(ByteClass.identifierBody, byte) {
                position += 1
            } else if byte >= 0x80 {
                let length = validScalarLength(at: position)
                guard length > 0, !(byte == 0xC2 && bytes[position + 1] == 0xA0) else { return }
                position += length
            } else {
                return
            }
        }
    }

    /// The length of the valid UTF-8 scalar at `index`, or 0 when the bytes there are not valid UTF-8.
    func validScalarLength(at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: return 0
        }
        guard index + length <= count else { return 0 }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return 0 }
        return length
    }

    mutating func skipToLineEnd() {
        while position < count && bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r") { position += 1 }
    }
}
