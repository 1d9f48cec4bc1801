import PackagePlugin
@main struct GlassMigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
