import GlassMigrateCore

/// Reports the temporary `UIDesignRequiresCompatibility` opt-out from Liquid Glass wherever the build
/// reads it: an Info.plist, or an `INFOPLIST_KEY_` build setting in a project or `.xcconfig` file.
public struct CompatibilityOptOut: BuildSettingsRule {
    /// Creates the rule.
    public init() {}

    /// The Info.plist key.
    static let key = "UIDesignRequiresCompatibility"
    /// The build setting Xcode writes into a generated Info.plist as that key.
    static let buildSetting = "INFOPLIST_KEY_UIDesignRequiresCompatibility"

    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "compatibility-opt-out",
        summary: "Reports UIDesignRequiresCompatibility set to true, the temporary opt-out from Liquid Glass.",
        kind: .lint,
        defaultSeverity: .warning,
        triggers: ["UIDesignRequiresCompatibility"],
        details: """
            Reads the files the build takes the key from: each Info.plist a project names in `INFOPLIST_FILE` \
            (XML, binary or old-style; every `Info.plist` of the tree when no project names one), and \
            `INFOPLIST_KEY_UIDesignRequiresCompatibility` in `project.pbxproj` and `.xcconfig` files. A true value \
            (`<true/>`, `YES`) is reported at the key's line (line 1 in a binary property list); `false`, `NO`, \
            a value made of other settings, and the key inside a nested dictionary are left alone. Swift source \
            is not read for it. An Info.plist that names the key but cannot be read as a property list is \
            reported for review. The same knowledge, per Xcode target, holds the rewrites back: while a target \
            that compiles a file sets the key (in its `INFOPLIST_FILE` or its `INFOPLIST_KEY_` setting), \
            `material-background` and `bar-background` leave that file's materials as they are with a \
            `design-compatibility` finding (`migrateOptedOut` migrates them anyway).
            """,
        rationale: """
            Apple's documentation of the key says: "Temporarily use this key while reviewing and refining your \
            app’s UI for the design in the latest SDKs." and "The system ignores this key when you build for iOS \
            27 or later, iPadOS 27 or later, Mac Catalyst 27 or later, macOS 27 or later, or tvOS 27 or later." \
            An app that keeps it gets the new design, untested, the day it is built with the next SDK.
            """,
        sources: [
            RuleSources.apple("Bundle Resources: UIDesignRequiresCompatibility",
                              "bundleresources/information-property-list/uidesignrequirescompatibility",
                              "The key is temporary, and the system ignores it once the app is built for iOS 27, iPadOS 27, Mac Catalyst 27, macOS 27 or tvOS 27 or later."),
            RuleSource(title: "Apple Developer Forums: Migration to Xcode 26 (thread 820612)",
                       url: "https://developer.apple.com/forums/thread/820612",
                       point: "The reply quotes the WWDC25 Platforms State of the Union on the option to keep the current design with Xcode 26: \"We intend this option to be removed in the next major release.\""),
        ],
        examples: [
            RuleExample(
                wrong: """
                    <dict>
                    	<key>UIDesignRequiresCompatibility</key>
                    	<true/>
                    </dict>

                    """,
                right: """
                    <dict>
                    	<key>CFBundleName</key>
                    	<string>App</string>
                    </dict>

                    """,
                fileName: "Info.plist"),
            RuleExample(
                wrong: """
                    INFOPLIST_KEY_UIDesignRequiresCompatibility = YES

                    """,
                right: """
                    INFOPLIST_KEY_UIDesignRequiresCompatibility = NO

                    """,
                fileName: "Base.xcconfig"),
        ]
    )

    /// Nothing in Swift source: the key lives in settings files (`check(_:context:)`).
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] { [] }

    /// Reports the key set to true in `file`.
    public func check(_ file: BuildSettingsFile, context: RuleContext) {
        guard file.contains(Self.key) else { return }
        switch file.kind {
        case .infoPlist:
            let (value, problem) = file.infoPlistValue(forKey: Self.key)
            if let problem {
                context.report(Self.unreadable(problem), at: 0, in: file)
            } else if let value, value.bool == true {
                context.report(Self.message(Self.key), at: value.offset, in: file)
            }
        case .xcodeProject, .xcconfig:
            for setting in file.buildSettings(named: Self.buildSetting) where Self.isTrue(setting.value) {
                context.report(Self.message(Self.buildSetting), at: setting.offset, in: file)
            }
        }
    }

    /// Whether a build setting's value is a Boolean true as Xcode writes it into the Info.plist.
    static func isTrue(_ value: String) -> Bool {
        BuildSettingsFile.isTrue(value)
    }

    // MARK: - Messages

    static func message(_ name: String) -> String {
        "\(name) opts the app out of Liquid Glass only for now: Apple's documentation says \"Temporarily use this key "
            + "while reviewing and refining your app’s UI for the design in the latest SDKs.\" and \"The system ignores "
            + "this key when you build for iOS 27 or later\" (and iPadOS, Mac Catalyst, macOS and tvOS 27). Adopt the new "
            + "design, then remove the key."
    }

    static func unreadable(_ problem: String) -> String {
        "The file names UIDesignRequiresCompatibility but could not be read (\(problem)); check by hand whether it "
            + "opts the app out of Liquid Glass, which the system stops honouring once the app is built for iOS 27 or later."
    }
}
