import GlassMigrate

/// The text of `--help`.
enum Help {
    /// The help of a tool named `name` over `rules`: the usage line and every example start with that name.
    /// Words that name glassmigrate's own things (`.glassmigrate.json`, its repository) stay.
    static func text(rules: [any Rule], naming name: String) -> String {
        let command = ToolInfo.name + " "
        return text(rules: rules).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " }
            var rest = line.dropFirst(indent.count)
            let usage = rest.hasPrefix("USAGE: ") ? "USAGE: " : ""
            rest = rest.dropFirst(usage.count)
            guard rest.hasPrefix(command) else { return String(line) }
            return indent + usage + name + " " + rest.dropFirst(command.count)
        }.joined(separator: "\n")
    }

    /// The help for a command line over `rules`: the fixed text, with a section for the flags of their options.
    static func text(rules: [any Rule]) -> String {
        let flags = RuleOptionFlag.of(rules)
        guard !flags.isEmpty else { return text }
        var section = "RULE OPTIONS (for this run, over \"options\" in .glassmigrate.json; see --list-rules and --print-config)\n"
        for flag in flags { section += entry(flag) }
        return text.replacingOccurrences(of: "OTHER\n", with: section + "\nOTHER\n")
    }

    /// One flag: its name and value, the rule and what it does, wrapped, and an example.
    private static func entry(_ flag: RuleOptionFlag) -> String {
        let option = flag.option
        var name = "  " + flag.flag
        var example = flag.flag
        switch option.kind {
        case .bool:
            break
        case .choice(let names):
            name += " " + option.key.uppercased()
            example += " " + (names.first { option.defaultValue != .string($0) } ?? names[0])
        case .integer:
            name += " N"
            example += " 2"
        case .string, .path:
            name += " " + option.key.uppercased()
            example += " " + option.key
        }
        let what = option.kind == .bool
            ? "Turns on \(flag.ruleID)'s \(option.key)."
            : "Sets \(flag.ruleID)'s \(option.key) (" + option.values.replacingOccurrences(of: "`", with: "") + ")."
        let words = "\(what) \(option.summary)".split(separator: " ")
        let indent = String(repeating: " ", count: 25)
        var lines: [String] = []
        var line = name.count < 25 ? name + String(repeating: " ", count: 25 - name.count) : name + "\n" + indent
        var lineHasWords = false
        for word in words {
            if lineHasWords && line.count + 1 + word.count > 100 {
                lines.append(line)
                line = indent
                lineHasWords = false
            }
            line += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        lines.append(line)
        lines.append(indent + "  glassmigrate \(example) Sources/")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help without rule options.
    static let text = """
    USAGE: glassmigrate [options] <path>...

    Migrates SwiftUI code to iOS 26 Liquid Glass. Paths are Swift files or directories
    (walked for *.swift, skipping .build, DerivedData, Pods, Carthage, .git, ... and, in a git
    work tree, what git ignores); '-' reads standard input. 'glassmigrate lsp' is a language
    server for editors instead (see 'glassmigrate lsp --help').

    MODES (default: --dry-run)
      --dry-run              Print a unified diff on stdout and a summary on stderr; write nothing.
                               glassmigrate --dry-run Sources/
      --patch FILE           Also write the diff to FILE (apply with `git apply FILE` or `patch -p1 < FILE`).
                               glassmigrate --patch glass.patch Sources/
      --write, -w            Rewrite files in place (atomically, keeping permissions).
                               glassmigrate --write Sources/
      --check                Write nothing, print every finding and rewrite site as path:line:col;
                             exit 1 if a file would change or an error-level finding exists.
                               glassmigrate --check Sources/
      --strict               With --check, warnings fail it too (exit 1), not only errors.
                               glassmigrate --check --strict Sources/
      --interactive, -i      Show each change and ask: y apply, n skip, a apply the rest of the file,
                             d skip the rest of the file, q quit (writes what was accepted), ? help.
                             Writes like --write. Needs a terminal on standard input.
                               glassmigrate --interactive Sources/

    OUTPUT
      --format FORMAT        diff (default), json, sarif, github, xcode or html.
                               glassmigrate --check --format github .
                               glassmigrate --format sarif . > glassmigrate.sarif
      --report FILE          Also write a self-contained HTML report of the run to FILE (any mode).
                               glassmigrate --write --report glass-report.html Sources/
      --color WHEN           Colour the diff: auto (default: when stdout is a terminal), always, never.
                               glassmigrate --color always Sources/ | less -R
      --quiet, -q            Only the requested output and errors: no summary or findings on stderr.
                               glassmigrate --write --quiet Sources/
      --stdin-path PATH      With '-': read source from stdin, print the migrated source (not a diff);
                             PATH is used for configuration and deployment targets.
                               glassmigrate --stdin-path Sources/App/View.swift - < View.swift
      --docs-url URL         With --format sarif or html, or --report: where this glassmigrate's repository
                             files are browsable; rules link into its Documentation/Rules.md.
                               glassmigrate --format sarif --docs-url https://example.com/glassmigrate/blob/v0.1.0 .

    SELECTING FILES
      --exclude GLOB         Skip paths matching GLOB (repeatable), as well as the configuration's.
                               glassmigrate --exclude '**/Generated/**' Sources/
      --include GLOB         Only process paths matching GLOB (repeatable), as well as the configuration's.
                               glassmigrate --include 'Sources/**' .
      --changed-since REF    Only files changed since git REF: committed since the merge base with
                             HEAD, staged, unstaged and untracked (not ignored).
                               glassmigrate --check --changed-since origin/main .
      --baseline FILE        Hide the findings and rewrite sites recorded in FILE.
                               glassmigrate --check --baseline .glassmigrate-baseline.json .
      --write-baseline FILE  Record this run's findings and rewrite sites in FILE.
                               glassmigrate --write-baseline .glassmigrate-baseline.json .

    RULES AND CONFIGURATION
      --enable IDS           Run these rules too (comma-separated ids), such as those off by default.
                               glassmigrate --enable glass-interactive-motion Sources/
      --disable IDS          Do not run these rules.
                               glassmigrate --disable glass-effect-order Sources/
      --only-rule ID         Run only this rule (repeatable), whatever the configuration enables.
                               glassmigrate --check --only-rule material-background Sources/
      --platforms NAMES      The platforms you ship (comma-separated: iOS, macOS, tvOS, watchOS,
                             visionOS, macCatalyst); findings about the others are not reported.
                               glassmigrate --platforms iOS,macOS Sources/
      --rules FILE           Load declarative rules from a JSON file (repeatable).
                               glassmigrate --rules team-rules.json Sources/
      --config FILE          Use FILE for every file instead of the .glassmigrate.json files found.
                               glassmigrate --config ci/glassmigrate.json Sources/
      --print-config [PATH]  Print the configuration in force for PATH (default: .), each value's
                             origin in a comment, and exit.
                               glassmigrate --print-config Sources/App
      --list-rules           List the built-in rules in run order, then those of rule files (which
                             run first): id, kind, default severity, summary.
                               glassmigrate --list-rules

    OTHER
      --jobs N, -j N         Process N files at once (default: the number of cores).
                               glassmigrate --jobs 4 Sources/
      --dump-tokens FILE     Print each token of FILE as `start end kind` (byte offsets) and exit.
                               glassmigrate --dump-tokens Sources/App/View.swift
      --completions SHELL    Print a completion script for bash, zsh or fish and exit.
                               glassmigrate --completions bash > /etc/bash_completion.d/glassmigrate
      --version              Print the version and exit.
                               glassmigrate --version
      --help, -h             Print this help and exit.
                               glassmigrate --help

    EXIT STATUS
      0  done; with --check, nothing would change and no error-level finding
      1  --check: a file would change or an error-level finding exists
      2  usage or configuration error (nothing was processed)
      3  some files could not be processed (the rest were); wins over 1

    """
}
