import Foundation

/// A validator for the part of JSON Schema that Documentation/glassmigrate-report.schema.json uses:
/// `type`, `const`, `enum`, `required`, `properties`, `additionalProperties: false`, `items`,
/// `minimum` and `$ref` to `#/$defs/…`. Any other keyword is itself an error, so the schema cannot
/// use one this validator would silently ignore.
struct JSONSchemaValidator {
    let root: [String: Any]

    static let annotations: Set<String> = ["$schema", "title", "description", "$defs"]
    static let keywords: Set<String> = ["type", "const", "enum", "required", "properties", "additionalProperties", "items", "minimum", "$ref"]

    /// Every violation, as `path: problem`; empty when `value` is valid.
    func errors(in value: Any) -> [String] {
        var errors: [String] = []
        check(value, against: root, at: "$", errors: &errors)
        return errors
    }

    private func check(_ value: Any, against schema: [String: Any], at path: String, errors: inout [String]) {
        for key in schema.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            errors.append("\(path): the schema uses '\(key)', which this validator does not know")
        }
        if let reference = schema["$ref"] as? String {
            let prefix = "#/$defs/"
            guard reference.hasPrefix(prefix), let definitions = root["$defs"] as? [String: Any],
                  let target = definitions[String(reference.dropFirst(prefix.count))] as? [String: Any] else {
                errors.append("\(path): unresolved $ref \(reference)")
                return
            }
            check(value, against: target, at: path, errors: &errors)
        }
        if let type = schema["type"] {
            let allowed = (type as? [String]) ?? [type as? String ?? ""]
            if !allowed.contains(where: { Self.has(value, type: $0) }) {
                errors.append("\(path): expected \(allowed.joined(separator: " or ")), found \(Self.typeName(value))")
                return
            }
        }
        if let constant = schema["const"], !Self.equal(value, constant) {
            errors.append("\(path): expected \(constant)")
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal(value, $0) }) {
            errors.append("\(path): \(value) is not one of \(options)")
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, number.doubleValue < minimum {
            errors.append("\(path): \(number) is below \(minimum)")
        }
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                errors.append("\(path): missing '\(key)'")
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, member) in object {
                if let memberSchema = properties[key] as? [String: Any] {
                    check(member, against: memberSchema, at: "\(path).\(key)", errors: &errors)
                } else if schema["additionalProperties"] as? Bool == false {
                    errors.append("\(path): unexpected '\(key)'")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() { check(item, against: items, at: "\(path)[\(index)]", errors: &errors) }
        }
    }

    /// JSONSerialization gives booleans as NSNumber; only theirs have the `char` type code.
    static func isBool(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    static func has(_ value: Any, type: String) -> Bool {
        switch type {
        case "null": return value is NSNull
        case "boolean": return isBool(value)
        case "integer":
            guard let number = value as? NSNumber, !isBool(value) else { return false }
            return number.doubleValue == number.doubleValue.rounded()
        case "number": return value is NSNumber && !isBool(value)
        case "string": return value is String
        case "array": return value is [Any]
        case "object": return value is [String: Any]
        default: return false
        }
    }

    static func typeName(_ value: Any) -> String {
        ["null", "boolean", "integer", "number", "string", "array", "object"].first { has(value, type: $0) } ?? "unknown"
    }

    static func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if isBool(a) != isBool(b) { return false }
        if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
        return false
    }
}
