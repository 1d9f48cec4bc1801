import Foundation

/// Writes JSON documents made of dictionaries, arrays, strings, numbers, booleans and `NSNull`,
/// pretty-printed with sorted keys, in time proportional to the output.
///
/// Foundation's `JSONSerialization` bridges every value to an Objective-C object and compares keys as
/// `NSString`s, which made a report with many thousand edits take tens of seconds.
package enum JSONWriter {
    /// `object` as pretty JSON (two-space indentation, `"key" : value`, keys sorted, `/` not escaped),
    /// empty containers as `[]` and `{}`.
    package static func bytes(_ object: Any) -> [UInt8] {
        var output: [UInt8] = []
        write(object, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: Any, indent: Int, into output: inout [UInt8]) {
        switch value {
        case let dictionary as [String: Any]:
            if dictionary.isEmpty { return output += Array("{}".utf8) }
            output += Array("{\n".utf8)
            let keys = dictionary.keys.sorted()
            for (index, key) in keys.enumerated() {
                pad(indent + 1, into: &output)
                string(key, into: &output)
                output += Array(" : ".utf8)
                write(dictionary[key]!, indent: indent + 1, into: &output)
                output += Array((index + 1 < keys.count ? ",\n" : "\n").utf8)
            }
            pad(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        case let array as [Any]:
            if array.isEmpty { return output += Array("[]".utf8) }
            output += Array("[\n".utf8)
            for (index, element) in array.enumerated() {
                pad(indent + 1, into: &output)
                write(element, indent: indent + 1, into: &output)
                output += Array((index + 1 < array.count ? ",\n" : "\n").utf8)
            }
            pad(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case let text as String:
            string(text, into: &output)
        case let flag as Bool:
            output += Array((flag ? "true" : "false").utf8)
        case let number as Int:
            output += Array(String(number).utf8)
        case let number as Double:
            output += Array((number.isFinite ? "\(number)" : "null").utf8)
        default:
            output += Array("null".utf8)
        }
    }

    private static func pad(_ level: Int, into output: inout [UInt8]) {
        output += repeatElement(UInt8(ascii: " "), count: 2 * level)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, nothing else.
    package static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        string(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func string(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [92, 34]
            case UInt8(ascii: "\\"): output += [92, 92]
            case UInt8(ascii: "\n"): output += [92, 110]
            case UInt8(ascii: "\r"): output += [92, 114]
            case UInt8(ascii: "\t"): output += [92, 116]
            case 0x08: output += [92, 98]
            case 0x0C: output += [92, 102]
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                output += Array(("\\u00" + (hex.count == 1 ? "0" : "") + hex).utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
