import FrostedPanel
import GlassMigrateCommandLine
import GlassMigrateTransforms

// frosted-migrate is glassmigrate's command line over this team's rule plus the built-ins: the same
// --dry-run, --write, --check, --format, --interactive and .glassmigrate.json handling (see --help).
CommandLineTool.main(rules: [FrostedPanelRule()] + BuiltinRules.all)
