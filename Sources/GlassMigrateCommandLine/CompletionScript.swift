import GlassMigrate

/// `--completions SHELL`: a completion script for bash, zsh or fish, made from the option entries of
/// `--help` (the one table of options), so a new option completes as soon as the help names it.
enum CompletionScript {
    /// The shells a script is written for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// One option as the help lists it: its names, the placeholder of its value and its first line.
    struct Entry: Equatable {
        var names: [String]
        var placeholder: String?
        var summary: String

        /// What its value completes to.
        enum Value: Equatable { case none, files, words([String]), anything }
    }

    /// The option entries of the help over `rules`: each line that starts with an option.
    static func entries(rules: [any Rule]) -> [Entry] {
        Help.text(rules: rules).split(separator: "\n").compactMap { line -> Entry? in
            guard line.hasPrefix("  -") else { return nil }
            let body = line.dropFirst(2)
            // An option too long for its column stands alone on its line, its summary below.
            let gap = body.range(of: "  ") ?? body.endIndex..<body.endIndex
            var names: [String] = []
            var placeholder: String?
            for part in body[..<gap.lowerBound].components(separatedBy: ", ") {
                let words = part.split(separator: " ")
                guard let name = words.first else { continue }
                names.append(String(name))
                if words.count > 1 { placeholder = String(words[1]) }
            }
            let summary = body[gap.upperBound...].trimmingCharacters(in: .whitespaces)
            return Entry(names: names, placeholder: placeholder, summary: summary)
        }
    }

    /// What the value of `entry` completes to.
    static func value(of entry: Entry, rules: [any Rule]) -> Entry.Value {
        guard let placeholder = entry.placeholder else { return .none }
        switch placeholder {
        case "FILE", "PATH", "[PATH]", "GLOB": return .files
        case "IDS", "ID": return .words(rules.map(\.id))
        case "NAMES": return .words(Platform.allCases.map(\.rawValue))
        default: break
        }
        switch entry.names[0] {
        case "--format": return .words(Options.Format.allCases.map(\.rawValue))
        case "--color": return .words(Options.ColorChoice.allCases.map(\.rawValue))
        case "--completions": return .words(Shell.allCases.map(\.rawValue))
        default: break
        }
        for rule in rules {
            for option in rule.ruleDescription.options where option.flag == entry.names[0] {
                if case .choice(let names) = option.kind { return .words(names) }
            }
        }
        return .anything
    }

    /// The script for `shell`, completing the command `name`.
    static func script(for shell: Shell, rules: [any Rule], naming name: String) -> String {
        let entries = entries(rules: rules).map { ($0, value(of: $0, rules: rules)) }
        switch shell {
        case .bash: return bash(entries, name: name)
        case .zsh: return zsh(entries, name: name)
        case .fish: return fish(entries, name: name)
        }
    }

    // MARK: - Shells

    private static func bash(_ entries: [(Entry, Entry.Value)], name: String) -> String {
        let function = "_" + name.map { $0.isLetter || $0.isNumber ? $0 : "_" }
        var cases = ""
        for (entry, value) in entries {
            let pattern = entry.names.joined(separator: "|")
            switch value {
            case .none: continue
            case .files: cases += "        \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
            case .words(let words): cases += "        \(pattern)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
            case .anything: cases += "        \(pattern)) return ;;\n"
            }
        }
        let all = entries.flatMap(\.0.names).joined(separator: " ")
        return """
        # bash completion for \(name), made by `\(name) --completions bash`.
        \(function)() {
            local cur prev
            cur="${COMP_WORDS[COMP_CWORD]}"
            prev="${COMP_WORDS[COMP_CWORD-1]}"
            case "$prev" in
        \(cases)    esac
            if [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "\(all)" -- "$cur"))
            else
                COMPREPLY=($(compgen -f -- "$cur"))
            fi
        }
        complete -o filenames -F \(function) \(name)

        """
    }

    private static func zsh(_ entries: [(Entry, Entry.Value)], name: String) -> String {
        func escaped(_ text: String) -> String {
            var result = ""
            for character in text {
                switch character {
                case "'": result += "'\\''"
                case "[", "]", ":", "\\": result += "\\" + String(character)
                default: result.append(character)
                }
            }
            return result
        }
        var lines: [String] = []
        for (entry, value) in entries {
            let action: String
            switch value {
            case .none: action = ""
            case .files: action = ":\(escaped(entry.placeholder ?? "file").lowercased()):_files"
            case .words(let words): action = ":\(escaped(entry.placeholder ?? "value").lowercased()):(\(words.joined(separator: " ")))"
            case .anything: action = ":\(escaped(entry.placeholder ?? "value").lowercased()): "
            }
            for option in entry.names {
                lines.append("  '*\(option)[\(escaped(entry.summary))]\(action)'")
            }
        }
        lines.append("  '*:path:_files'")
        return "#compdef \(name)\n# zsh completion for \(name), made by `\(name) --completions zsh`.\n_arguments -s \\\n"
            + lines.joined(separator: " \\\n") + "\n"
    }

    private static func fish(_ entries: [(Entry, Entry.Value)], name: String) -> String {
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        var text = "# fish completion for \(name), made by `\(name) --completions fish`.\n"
        for (entry, value) in entries {
            var line = "complete -c \(name)"
            for option in entry.names {
                line += option.hasPrefix("--") ? " -l \(option.dropFirst(2))" : " -s \(option.dropFirst())"
            }
            switch value {
            case .none: break
            case .files: line += " -r -F"
            case .words(let words): line += " -x -a \(quoted(words.joined(separator: " ")))"
            case .anything: line += " -x"
            }
            text += line + " -d \(quoted(entry.summary))\n"
        }
        return text
    }
}
