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
    var style: OutputStyle?
    var enable: [String] = []
    var disable: [String] = []
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
    var migrateFullBleed = false
    var fixContainers = false
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
        if let style { configuration.style = style }
        for id in enable {
            if !configuration.enable.contains(id) { configuration.enable.append(id) }
            configuration.disable.removeAll { $0 == id }
        }
        for id in disable where !configuration.disable.contains(id) { configuration.disable.append(id) }
        if migrateFullBleed { configuration.migrateFullBleed = true }
        if fixContainers { configuration.fixContainers = true }
        if let platforms { configuration.platforms = platforms }
        for file in ruleFiles where !configuration.rules.contains(file) { configuration.rules.append(file) }
        for pattern in exclude where !configuration.exclude.contains(pattern) { configuration.exclude.append(pattern) }
        for pattern in include where !configuration.include.contains(pattern) { configuration.include.append(pattern) }
    }
}

/// A command line that cannot be run; exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Turns arguments into `Options`; accepts `--name value` and `--name=value`, and `--` before paths.
enum OptionParser {
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
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
            case "--style": options.style = try choice(try value(for: name, inline: inline), for: name, as: OutputStyle.self)
            case "--enable": options.enable += ids(try value(for: name, inline: inline))
            case "--disable": options.disable += ids(try value(for: name, inline: inline))
            case "--list-rules": try noValue(); options.listRules = true
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
            case "--migrate-full-bleed": try noValue(); options.migrateFullBleed = true
            case "--fix-containers": try noValue(); options.fixContainers = true
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
                throw UsageError(message: unknownOptionMessage(name))
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
        "--dry-run", "--write", "-w", "--check", "--patch", "--format", "--style", "--enable", "--disable", "--list-rules",
        "--config", "--jobs", "-j", "--color", "--colour", "--quiet", "-q", "--version", "--help", "-h", "--dump-tokens",
        "--print-config", "--migrate-full-bleed", "--fix-containers", "--rules", "--stdin-path", "--baseline",
        "--write-baseline", "--exclude", "--include", "--changed-since", "--docs-url", "--interactive", "-i", "--report",
        "--platforms",
    ]

    /// "unknown option", with the nearest known option when one is close enough to be a typo.
    static func unknownOptionMessage(_ name: String) -> String {
        let candidates = knownOptions.filter { $0.hasPrefix("--") }.map { ($0, EditDistance.between($0, name)) }
        guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= max(1, min(2, name.count / 4)) else {
            return "unknown option '\(name)'; see --help"
        }
        return "unknown option '\(name)'; did you mean '\(best.0)'? See --help"
    }
}
