/// Escaping for the HTML report: every piece of text from a file, a path, a rule or a message goes through it.
enum HTMLText {
    /// `text` safe as element content and as a quoted attribute value: `& < > " '` become references,
    /// and control characters other than tab (which no source shows as text) become their visible
    /// Unicode pictures, so the page stays well-formed whatever the file holds.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 {
                    result.unicodeScalars.append(Unicode.Scalar(0x2400 + value)!)
                } else if value == 0x7F {
                    result += "\u{2421}"
                } else if (0x80...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A fragment identifier made of `[a-z0-9-]` only, so that it needs no escaping in `id` or `href`.
    static func anchor(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "-"
            }
        }
        return result
    }

    /// The text of one line of a file, without its line break (`\n` or `\r\n`); bytes that are not UTF-8 show as U+FFFD.
    static func line(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        if slice.last == UInt8(ascii: "\n") { slice = slice.dropLast() }
        if slice.last == UInt8(ascii: "\r") { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
