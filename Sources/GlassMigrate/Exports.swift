// `import GlassMigrate` gives the rule API (GlassMigrateCore) and Swift source (SwiftSource) with the
// runner, so a library user's code and the built-in rules' tests need one import.
@_exported import GlassMigrateCore
@_exported import SwiftSource
