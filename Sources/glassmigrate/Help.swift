/// The text of `--help`.
enum Help {
    static let text = """
    USAGE: glassmigrate [options] <path>...

    Migrates SwiftUI code to iOS 26 Liquid Glass. Paths are Swift files or directories
    (walked for *.swift, skipping .build, DerivedData, Pods, Carthage, .git, ...); '-' reads
    standard input.

    MODES (default: --dry-run)
      --dry-run              Print a unified diff on stdout and a summary on stderr; write nothing.
                               glassmigrate --dry-run Sources/
      --patch FILE           Also write the diff to FILE (apply with `git apply FILE` or `patch -p1 < FILE`).
                               glassmigrate --patch glass.patch Sources/
      --write, -w            Rewrite files in place (atomically, keeping permissions).
                               glassmigrate --write Sources/
      --check                Write nothing, print findings; exit 1 if a file would change or an
                             error-level finding exists.
                               glassmigrate --check Sources/

    OUTPUT
      --format FORMAT        diff (default), json, sarif, github or xcode.
                               glassmigrate --check --format github .
                               glassmigrate --format sarif . > glassmigrate.sarif
      --color WHEN           Colour the diff: auto (default: when stdout is a terminal), always, never.
                               glassmigrate --color always Sources/ | less -R
      --quiet, -q            No summary or findings on stderr (errors are still printed).
                               glassmigrate --write --quiet Sources/
      --stdin-path PATH      With '-': read source from stdin, print the migrated source (not a diff);
                             PATH is used for configuration and deployment targets.
                               glassmigrate --stdin-path Sources/App/View.swift - < View.swift

    RULES AND CONFIGURATION
      --style STYLE          Output style of material-background: auto (default), adaptive,
                             liquidglass or native.
                               glassmigrate --style adaptive Sources/
      --enable IDS           Run these rules too (comma-separated ids).
                               glassmigrate --enable glass-container Sources/
      --disable IDS          Do not run these rules.
                               glassmigrate --disable glass-effect-order Sources/
      --migrate-full-bleed   Also migrate shape-less, full-bleed material backgrounds.
                               glassmigrate --migrate-full-bleed Sources/
      --fix-containers       Wrap uncontained glass siblings in a GlassEffectContainer.
                               glassmigrate --fix-containers Sources/
      --platforms NAMES      The platforms you ship (comma-separated: iOS, macOS, tvOS, watchOS,
                             visionOS, macCatalyst); findings about the others are not reported.
                               glassmigrate --platforms iOS,macOS Sources/
      --rules FILE           Load declarative rules from a JSON file (repeatable).
                               glassmigrate --rules team-rules.json Sources/
      --config FILE          Use FILE for every file instead of the nearest .glassmigrate.json.
                               glassmigrate --config ci/glassmigrate.json Sources/
      --print-config [PATH]  Print the configuration in force for PATH (default: .) and exit.
                               glassmigrate --print-config Sources/App
      --list-rules           List rules in run order: id, kind, default severity, summary.
                               glassmigrate --list-rules

    OTHER
      --jobs N, -j N         Process N files at once (default: the number of cores).
                               glassmigrate --jobs 4 Sources/
      --dump-tokens FILE     Print each token of FILE as `start end kind` (byte offsets) and exit.
                               glassmigrate --dump-tokens Sources/App/View.swift
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
