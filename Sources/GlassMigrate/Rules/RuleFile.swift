import Foundation

/// A problem in a rule file, naming the file, the rule (when known) and what is wrong.
public struct RuleFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule file's path.
    public var path: String
    /// The rule's id, or its position (`rule 2`) when it has no usable id.
    public var rule: String?
    /// What is wrong.
    public var problem: String

    /// `path: rule 'id': problem`.
    public var description: String {
        if let rule { return "\(path): \(rule): \(problem)" }
        return "\(path): \(problem)"
    }
}

/// Loads declarative rules from JSON: an array of rules, or an object with a `rules` array.
///
/// Each rule: `id` (kebab-case), `summary` (a sentence ending in a period), `match` (a chain template),
/// and optionally `rewrite`, `severity` (`info`, `warning`, `error`) and `message`.
public enum RuleFile {
    private static let keys = ["id", "summary", "severity", "match", "rewrite", "message"]

    /// Reads and validates the rules in the file at `path`.
    public static func load(_ path: String) throws -> [DeclarativeRule] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RuleFileError(path: path, rule: nil, problem: "cannot read the file")
        }
        return try parse(data, path: path)
    }

    /// Validates rules from JSON `data` read from `path`.
    public static func parse(_ data: Data, path: String) throws -> [DeclarativeRule] {
        // The configuration's reader says where the text stops being JSON, which Foundation's does not.
        do throws(ConfigurationJSON.SyntaxError) {
            _ = try ConfigurationJSON.parse([UInt8](data))
        } catch {
            throw RuleFileError(path: "\(path):\(error.position.line):\(error.position.column)", rule: nil,
                                problem: "is not valid JSON: \(error.message); fix the file or leave it out of --rules")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw RuleFileError(path: path, rule: nil, problem: "not valid JSON (\(error.localizedDescription))")
        }
        let list: [Any]
        if let array = json as? [Any] {
            list = array
        } else if let object = json as? [String: Any], let array = object["rules"] as? [Any], object.count == 1 {
            list = array
        } else {
            throw RuleFileError(path: path, rule: nil, problem: "expected an array of rules or an object with only a 'rules' array")
        }
        var rules: [DeclarativeRule] = []
        for (position, item) in list.enumerated() {
            let rule = try parseRule(item, position: position + 1, path: path)
            if rules.contains(where: { $0.id == rule.id }) {
                throw RuleFileError(path: path, rule: "rule '\(rule.id)'", problem: "the id is used twice")
            }
            rules.append(rule)
        }
        return rules
    }

    private static func parseRule(_ item: Any, position: Int, path: String) throws -> DeclarativeRule {
        guard let object = item as? [String: Any] else {
            throw RuleFileError(path: path, rule: "rule \(position)", problem: "must be an object")
        }
        var name = "rule \(position)"
        func fail(_ problem: String) -> RuleFileError { RuleFileError(path: path, rule: name, problem: problem) }
        func string(_ key: String, required: Bool) throws -> String? {
            guard let value = object[key] else {
                if required { throw fail("missing '\(key)'") }
                return nil
            }
            guard let text = value as? String else { throw fail("'\(key)' must be a string") }
            return text
        }
        let id = try string("id", required: true)!
        guard isKebabCase(id) else { throw fail("id '\(id)' must be kebab-case (lowercase words joined by '-')") }
        name = "rule '\(id)'"
        for key in object.keys.sorted() where !keys.contains(key) {
            throw fail("unknown key '\(key)' (known: \(keys.joined(separator: ", ")))")
        }
        let summary = try string("summary", required: true)!
        guard summary.hasSuffix(".") else { throw fail("'summary' must be a sentence ending in a period") }
        var severity = Severity.warning
        if let text = try string("severity", required: false) {
            guard let value = Severity(rawValue: text) else { throw fail("'severity' must be info, warning or error, not '\(text)'") }
            severity = value
        }
        let match: ChainTemplate
        do {
            match = try ChainTemplate(try string("match", required: true)!)
        } catch let problem as ChainTemplate.Problem {
            throw fail("'match' \(problem)")
        }
        var rewrite: ChainTemplate?
        if let text = try string("rewrite", required: false) {
            do {
                rewrite = try ChainTemplate(text)
            } catch let problem as ChainTemplate.Problem {
                throw fail("'rewrite' \(problem)")
            }
            for placeholder in rewrite!.placeholders where !match.placeholders.contains(placeholder) {
                throw fail("'rewrite' uses $\(placeholder), which 'match' does not bind")
            }
        }
        let message = try string("message", required: false)
        if let message, !message.hasSuffix(".") { throw fail("'message' must be a sentence ending in a period") }
        return DeclarativeRule(id: id, summary: summary, severity: severity, match: match, rewrite: rewrite,
                               message: message, origin: path)
    }

    /// Whether `id` is lowercase words of letters and digits joined by single hyphens.
    public static func isKebabCase(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.first!.isLetter && word.allSatisfy { ($0.isLowercase && $0.isASCII) || $0.isNumber }
        }
    }
}
