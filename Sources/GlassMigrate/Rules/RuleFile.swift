import Foundation

/// A problem in a rule file, naming the file, the rule (when known) and what is wrong.
public struct RuleFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule file's path.
    public var path: String
    /// The rule's id, or its position (`rule 2`) when it has no usable id.
    public var rule: String?
    /// What is wrong.
    public var problem: String
    /// The file's other problems, reported with this one: a file's problems are all reported at once.
    public var others: [RuleFileError] = []

    /// Creates the error of one problem.
    public init(path: String, rule: String?, problem: String) {
        self.path = path
        self.rule = rule
        self.problem = problem
    }

    /// `path: rule 'id': problem`, one line per problem.
    public var description: String {
        ([self] + others).map { error in
            if let rule = error.rule { return "\(error.path): \(rule): \(error.problem)" }
            return "\(error.path): \(error.problem)"
        }.joined(separator: "\n")
    }

    /// The first of `errors` (not empty, each of one problem), with the rest as its `others`.
    static func all(_ errors: [RuleFileError]) -> RuleFileError {
        var first = errors[0]
        first.others = Array(errors.dropFirst())
        return first
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
        var errors: [RuleFileError] = []
        for (position, item) in list.enumerated() {
            switch parseRule(item, position: position + 1, path: path) {
            case .failure(let error):
                errors += [error] + error.others
            case .success(let rule):
                if rules.contains(where: { $0.id == rule.id }) {
                    errors.append(RuleFileError(path: path, rule: "rule '\(rule.id)'", problem: "the id is used twice"))
                }
                rules.append(rule)
            }
        }
        guard errors.isEmpty else { throw RuleFileError.all(errors.map { var single = $0; single.others = []; return single }) }
        return rules
    }

    /// The rule `item` describes, or every problem it has.
    private static func parseRule(_ item: Any, position: Int, path: String) -> Result<DeclarativeRule, RuleFileError> {
        guard let object = item as? [String: Any] else {
            return .failure(RuleFileError(path: path, rule: "rule \(position)", problem: "must be an object"))
        }
        var problems: [String] = []
        func string(_ key: String, required: Bool) -> String? {
            guard let value = object[key] else {
                if required { problems.append("missing '\(key)'") }
                return nil
            }
            guard let text = value as? String else {
                problems.append("'\(key)' must be a string")
                return nil
            }
            return text
        }
        var name = "rule \(position)"
        let id = string("id", required: true)
        if let id {
            if isKebabCase(id) { name = "rule '\(id)'" } else { problems.append("id '\(id)' must be kebab-case (lowercase words joined by '-')") }
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            problems.append("unknown key '\(key)' (known: \(keys.joined(separator: ", ")))")
        }
        let summary = string("summary", required: true)
        if let summary, !summary.hasSuffix(".") { problems.append("'summary' must be a sentence ending in a period") }
        var severity = Severity.warning
        if let text = string("severity", required: false) {
            if let value = Severity(rawValue: text) { severity = value } else { problems.append("'severity' must be info, warning or error, not '\(text)'") }
        }
        let match = string("match", required: true).flatMap { template("match", $0, problems: &problems) }
        let rewrite = string("rewrite", required: false).flatMap { template("rewrite", $0, problems: &problems) }
        if let match, let rewrite {
            for placeholder in rewrite.placeholders where !match.placeholders.contains(placeholder) {
                problems.append("'rewrite' uses $\(placeholder), which 'match' does not bind")
            }
        }
        let message = string("message", required: false)
        if let message, !message.hasSuffix(".") { problems.append("'message' must be a sentence ending in a period") }
        guard problems.isEmpty, let id, let summary, let match else {
            let errors = problems.map { RuleFileError(path: path, rule: name, problem: $0) }
            return .failure(RuleFileError.all(errors))
        }
        return .success(DeclarativeRule(id: id, summary: summary, severity: severity, match: match, rewrite: rewrite,
                                        message: message, origin: path))
    }

    private static func template(_ key: String, _ text: String, problems: inout [String]) -> ChainTemplate? {
        do {
            return try ChainTemplate(text)
        } catch let problem as ChainTemplate.Problem {
            problems.append("'\(key)' \(problem)")
        } catch {
            problems.append("'\(key)' \(error)")
        }
        return nil
    }

    /// Whether `id` is lowercase words of letters and digits joined by single hyphens.
    public static func isKebabCase(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.first!.isLetter && word.allSatisfy { ($0.isLowercase && $0.isASCII) || $0.isNumber }
        }
    }
}
