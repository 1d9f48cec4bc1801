/// A rule that also reads the files the build takes its settings from (Info.plist files, Xcode projects
/// and `.xcconfig` files), reporting what it finds there through the context.
///
/// A run hands such a rule every settings file of the paths it is given: each `project.pbxproj` and
/// `.xcconfig` file, the Info.plist files the projects name in `INFOPLIST_FILE`, and every file named
/// `Info.plist` below a folder whose project names none (or that no project owns).
public protocol BuildSettingsRule: Rule {
    /// Reports what the rule finds in `file` to `context`.
    func check(_ file: BuildSettingsFile, context: RuleContext)
}

extension RuleContext {
    /// Reports a finding at byte `offset` of the settings file `file`.
    public func report(_ message: String, at offset: Int, in file: BuildSettingsFile, subID: String? = nil,
                       severity: Severity? = nil) {
        let (id, resolved) = findingID(subID: subID, severity: severity)
        report(Finding(ruleID: id, severity: resolved, message: message, path: file.path, offset: offset,
                       location: file.location(of: offset)))
    }
}
