// A rule is written against SwiftSource's types (`ParsedFile`, `ModifierChain`, `Edit`) and this
// module's (`Rule`, `RuleContext`), which cannot be used apart: one `import GlassMigrateCore` gives both (and `import GlassMigrate` all three).
@_exported import SwiftSource
