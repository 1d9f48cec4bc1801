import GlassMigrateCore

/// A step of `material-background` over one file that reports what it finds at a site's modifier.
protocol MaterialSiteStep {
    var file: ParsedFile { get }
    var context: RuleContext { get }
}

extension MaterialSiteStep {
    /// Reports `message` as `material-background/<subID>` at the dot of `link`.
    func report(_ message: String, at link: ModifierLink, subID: String, severity: Severity) {
        context.report(message, at: file.tokens[link.dot].start, in: file, subID: subID, severity: severity)
    }
}
