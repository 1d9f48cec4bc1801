import GlassMigrateCore

extension ViewStructure {
    /// The view structure of `file` without the module's glass, made once for the rules of a run that ask.
    static func shared(_ file: ParsedFile, context: RuleContext) -> ViewStructure {
        context.analyses.analysis("ViewStructure", of: file) { ViewStructure(file) }
    }

    /// The view structure of `file` with the module's glass (`ModuleGlass.of(_:context:)`), made once for
    /// the rules of a run that ask: every rule of a run gets the same module answer.
    static func withModuleGlass(_ file: ParsedFile, context: RuleContext) -> ViewStructure {
        context.analyses.analysis("ViewStructure with the module's glass", of: file) {
            ViewStructure(file, glass: ModuleGlass.of(file, context: context))
        }
    }
}
