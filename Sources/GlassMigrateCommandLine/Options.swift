import Foundation
import GlassMigrate

/// What the command line asked for, parsed but not yet acted on.
struct Options: Equatable {
    /// What happens to files.
    enum Mode: Equatable {
        /// Print a diff, write nothing.
        case dryRun
        /// Rewrite files in place.
        case write
        /// Write nothing; fail when anything would change or an error-level finding exists.
        case check
    }

    /// How results are printed on standard output.
    enum Format: String, CaseIterable {
        case diff, json, sarif, github, xcode, html
    }

    /// When the diff is coloured.
    enum ColorChoice: String, CaseIterable {
        case auto, always, never
    }

    var mode = Mode.dryRun
    /// `--interactive`: `mode` is `.write`, for the changes the user accepts.
    var interactive = false
    var patchFile: String?
    /// `--report FILE`: the HTML report, written beside whatever the mode does.
    var reportFile: String?
    var format = Format.diff
    var enable: [String] = []
    var disable: [String] = []
    /// `--only-rule ID` (repeatable): only these rules run.
    var onlyRules: [String] = []
    /// `--strict`: warnings fail `--check` too.
    var strict = false
    /// `--completions SHELL`: print a completion script and exit.
    var completions: CompletionScript.Shell?
    var listRules = false
    var configFile: String?
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var color = ColorChoice.auto
    var quiet = false
    var showVersion = false
    var showHelp = false
    var dumpTokensFile: String?
    var printConfig = false
    var printConfigPath: String?
    /// Rule options set by the flags their rules declare, in command-line order.
    var ruleOptions: [RuleOptionSetting] = []
    var ruleFiles: [String] = []
    var platforms: [Platform]?
    var stdinPath: String?
    var baselineFile: String?
    var writeBaselineFile: String?
    var exclude: [String] = []
    var include: [String] = []
    var changedSince: String?
    var docsURL: String?
    var paths: [String] = []

    /// Whether standard input is the (only) input.
    var readsStandardInput: Bool { paths == ["-"] }

    /// Applies the flags that override configuration files.
    func adjust(_ configuration: inout Configuration) {
        for id in enable {
            if !configuration.enable.contains(id) { configuration.enable.append(id) }
            configuration.disable.removeAll { $0 == id }
        }
        for id in disable where !configuration.disable.contains(id) { configuration.disable.append(id) }
        if !onlyRules.isEmpty { configuration.only = onlyRules }
        for setting in ruleOptions { configuration.setOption(setting.key, of: setting.ruleID, to: setting.value) }
        if let platforms { configuration.platforms = platforms }
        for file in ruleFiles where !configuration.rules.contains(file) { configuration.rules.append(file) }
        for pattern in exclude where !configuration.exclude.contains(pattern) { configuration.exclude.append(pattern) }
        for pattern in include where !configuration.include.contains(pattern) { configuration.include.append(pattern) }
    }
}

/// A rule option a command-line flag sets for the run.
struct RuleOptionSetting: Equatable {
    var ruleID: String
    var key: String
    var value: RuleOptionValue
}

/// A rule option that has a command-line flag, with its rule.
struct RuleOptionFlag {
    var flag: String
    var ruleID: String
    var option: RuleOption

    /// The options of `rules` that have a flag (not run settings, whose flags the parser knows), in rule order;
    /// the first rule to claim a flag gets it.
    static func of(_ rules: [any Rule]) -> [RuleOptionFlag] {
        var flags: [RuleOptionFlag] = []
        for rule in rules {
            for option in rule.ruleDescription.options where option.placement != .runSetting {
                guard let flag = option.flag, !OptionParser.knownOptions.contains(flag),
                      !flags.contains(where: { $0.flag == flag }) else { continue }
                flags.append(RuleOptionFlag(flag: flag, ruleID: rule.id, option: option))
            }
        }
        return flags
    }

    /// The setting the flag makes, given its value (nil when written alone).
    func setting(value: String?) throws -> RuleOptionSetting {
        func set(_ value: RuleOptionValue) -> RuleOptionSetting { RuleOptionSetting(ruleID: ruleID, key: option.key, value: value) }
        switch option.kind {
        case .bool:
            if value != nil { throw UsageError(message: "\(flag) takes no value") }
            return set(.bool(true))
        case .string:
            return set(.string(try required(value)))
        case .path:
            return set(.string(ReportPath.absolute(try required(value))))
        case .integer:
            let text = try required(value)
            guard let number = Int(text) else { throw UsageError(message: "\(flag) must be a whole number, not '\(text)'") }
            return set(.integer(number))
        case .choice(let names):
            let text = try required(value)
            guard names.contains(text) else {
                throw UsageError(message: "\(flag) must be one of \(names.joined(separator: ", ")), not '\(text)'")
            }
            return set(.string(text))
        }
    }

    private func required(_ value: String?) throws -> String {
        guard let value else { throw UsageError(message: "\(flag) needs a value; see --help") }
        return value
    }
}

/// A command line that cannot be run; exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Turns arguments into `Options`; accepts `--name value` and `--name=value`, and `--` before paths.
enum OptionParser {
    /// Parses `arguments`; the flags of the options `rules` declare are accepted too.
    static func parse(_ arguments: [String], rules: [any Rule] = []) throws -> Options {
        var options = Options()
        let ruleFlags = RuleOptionFlag.of(rules)
        var modeFlags: [String] = []
        var index = 0
        var onlyPaths = false

        func value(for name: String, inline: String?) throws -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(name) needs a value; see --help") }
            return arguments[index]
        }

        func choice<T: RawRepresentable & CaseIterable>(_ text: String, for name: String, as type: T.Type) throws -> T
            where T.RawValue == String {
            guard let parsed = T(rawValue: text) else {
                let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "\(name) must be one of \(allowed), not '\(text)'")
            }
            return parsed
        }

        func ids(_ text: String) -> [String] {
            text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
                options.paths.append(argument)
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }
            var name = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func noValue() throws {
                if inline != nil { throw UsageError(message: "\(name) takes no value") }
            }
            switch name {
            case "--dry-run": try noValue(); options.mode = .dryRun; modeFlags.append(name)
            case "--write", "-w": try noValue(); options.mode = .write; modeFlags.append(name)
            case "--check": try noValue(); options.mode = .check; modeFlags.append(name)
            case "--interactive", "-i": try noValue(); options.mode = .write; options.interactive = true; modeFlags.append(name)
            case "--report": options.reportFile = try value(for: name, inline: inline)
            case "--patch": options.patchFile = try value(for: name, inline: inline)
            case "--format": options.format = try choice(try value(for: name, inline: inline), for: name, as: Options.Format.self)
            case "--enable": options.enable += ids(try value(for: name, inline: inline))
            case "--disable": options.disable += ids(try value(for: name, inline: inline))
            case "--list-rules": try noValue(); options.listRules = true
            case "--only-rule": options.onlyRules += ids(try value(for: name, inline: inline))
            case "--strict": try noValue(); options.strict = true
            case "--completions":
                options.completions = try choice(try value(for: name, inline: inline), for: name, as: CompletionScript.Shell.self)
            case "--config": options.configFile = try value(for: name, inline: inline)
            case "--jobs", "-j":
                let text = try value(for: name, inline: inline)
                guard let jobs = Int(text), jobs > 0 else { throw UsageError(message: "\(name) must be a positive number, not '\(text)'") }
                options.jobs = jobs
            case "--color", "--colour": options.color = try choice(try value(for: name, inline: inline), for: name, as: Options.ColorChoice.self)
            case "--quiet", "-q": try noValue(); options.quiet = true
            case "--version": try noValue(); options.showVersion = true
            case "--help", "-h": try noValue(); options.showHelp = true
            case "--dump-tokens": options.dumpTokensFile = try value(for: name, inline: inline)
            case "--print-config":
                options.printConfig = true
                if let inline {
                    options.printConfigPath = inline
                } else if index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") {
                    index += 1
                    options.printConfigPath = arguments[index]
                }
            case "--rules": options.ruleFiles.append(ReportPath.absolute(try value(for: name, inline: inline)))
            case "--stdin-path": options.stdinPath = try value(for: name, inline: inline)
            case "--baseline": options.baselineFile = try value(for: name, inline: inline)
            case "--write-baseline": options.writeBaselineFile = try value(for: name, inline: inline)
            case "--exclude": options.exclude.append(try value(for: name, inline: inline))
            case "--include": options.include.append(try value(for: name, inline: inline))
            case "--changed-since": options.changedSince = try value(for: name, inline: inline)
            case "--docs-url":
                let url = try value(for: name, inline: inline)
                // Reports link there; a script address would run in the reader's browser.
                guard ["https://", "http://", "file://"].contains(where: url.lowercased().hasPrefix) else {
                    throw UsageError(message: "--docs-url must be an https, http or file address, not '\(url)'")
                }
                options.docsURL = url
            case "--platforms":
                let names = ids(try value(for: name, inline: inline))
                guard !names.isEmpty else { throw UsageError(message: "--platforms needs at least one platform; see --help") }
                options.platforms = try names.map { text in
                    guard let platform = Platform(named: text) else {
                        let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: "--platforms must name platforms among \(known), not '\(text)'")
                    }
                    return platform
                }
            default:
                guard let ruleFlag = ruleFlags.first(where: { $0.flag == name }) else {
                    throw UsageError(message: unknownOptionMessage(name, also: ruleFlags.map(\.flag)))
                }
                let given = ruleFlag.option.kind == .bool ? inline : try value(for: name, inline: inline)
                options.ruleOptions.append(try ruleFlag.setting(value: given))
            }
        }
        if Set(modeFlags).count > 1 {
            throw UsageError(message: "choose one of --dry-run, --write, --check and --interactive, not \(modeFlags.joined(separator: " and "))")
        }
        try InteractiveReview.validate(options)
        if options.paths.contains("-") && options.paths.count > 1 {
            throw UsageError(message: "'-' (standard input) cannot be combined with other paths")
        }
        if options.stdinPath != nil && !options.readsStandardInput {
            throw UsageError(message: "--stdin-path needs '-' as the only path")
        }
        if options.readsStandardInput && options.patchFile != nil {
            throw UsageError(message: "--patch cannot be used with standard input")
        }
        if options.readsStandardInput && options.changedSince != nil {
            throw UsageError(message: "--changed-since cannot be used with standard input")
        }
        return options
    }

    /// Every option name the parser accepts.
    static let knownOptions = [
        "--dry-run", "--write", "-w", "--check", "--patch", "--format", "--enable", "--disable", "--list-rules",
        "--config", "--jobs", "-j", "--color", "--colour", "--quiet", "-q", "--version", "--help", "-h", "--dump-tokens",
        "--print-config", "--rules", "--stdin-path", "--baseline",
        "--write-baseline", "--exclude", "--include", "--changed-since", "--docs-url", "--interactive", "-i", "--report",
        "--platforms", "--only-rule", "--strict", "--completions",
    ]

    /// "unknown option", with the nearest known option (or flag of a rule option, `also`) when one is close
    /// enough to be a typo.
    static func unknownOptionMessage(_ name: String, also ruleFlags: [String] = []) -> String {
        let candidates = (knownOptions + ruleFlags).filter { $0.hasPrefix("--") }.map { ($0, EditDistance.between($0, name)) }
        guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= max(1, min(2, name.count / 4)) else {
            return "unknown option '\(name)'; see --help"
        }
        return "unknown option '\(name)'; did you mean '\(best.0)'? See --help"
    }
}
