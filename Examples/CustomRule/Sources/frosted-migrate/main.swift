import FrostedPanel
import GlassMigrate
import GlassMigrateCommandLine
import GlassMigrateTransforms

// frosted-migrate is glassmigrate's command line over this team's rule plus the built-ins: the same
// --dry-run, --write, --check, --format, --interactive and .glassmigrate.json handling (see --help),
// under its own name and version.
CommandLineTool.main(rules: [FrostedPanelRule()] + BuiltinRules.all,
                     tool: ToolIdentity(name: "frosted-migrate", version: "1.0.0"))
