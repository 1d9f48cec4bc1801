import GlassMigrateCommandLine
import GlassMigrateTransforms

// The command line lives in the GlassMigrateCommandLine library, so a team's own tool runs the same
// one over its rules; this file only gives it the built-in rules.
CommandLineTool.main(rules: BuiltinRules.all)
