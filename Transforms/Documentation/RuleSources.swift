import GlassMigrateCore

/// The documents the built-in rules' reasoning comes from, each with the point a rule relies on.
enum RuleSources {
    /// The seed article this project started from (a Spanish article on adapting SwiftUI apps to Liquid
    /// Glass), with the checklist item or passage a rule automates.
    static func seedArticle(_ point: String) -> RuleSource {
        RuleSource(title: "The seed article (\"Liquid Glass en iOS 26: cómo adaptar una app SwiftUI\")", point: point)
    }

    /// An Apple developer documentation page.
    static func apple(_ title: String, _ path: String, _ point: String) -> RuleSource {
        RuleSource(title: title, url: "https://developer.apple.com/documentation/" + path, point: point)
    }

    /// Apple's page for `glassEffect(_:in:)`.
    static func glassEffect(_ point: String) -> RuleSource {
        apple("SwiftUI: glassEffect(_:in:)", "swiftui/view/glasseffect(_:in:)", point)
    }

    /// Apple's Human Interface Guidelines page on materials.
    static let materialsGuidelines = RuleSource(
        title: "Human Interface Guidelines: Materials",
        url: "https://developer.apple.com/design/human-interface-guidelines/materials",
        point: "\"Liquid Glass forms a distinct functional layer for controls and navigation elements — like tab bars and sidebars — that floats above the content layer\"; \"the standard materials help with visual differentiation within the content layer\".")
}
