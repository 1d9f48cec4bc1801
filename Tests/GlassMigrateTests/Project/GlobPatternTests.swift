import Testing
import GlassMigrate

@Suite struct GlobPatternTests {
    private func check(_ pattern: String, matches yes: [String], not no: [String],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let glob = GlobPattern(pattern)
        for path in yes { #expect(glob.matches(path), "\(pattern) should match \(path)", sourceLocation: sourceLocation) }
        for path in no { #expect(!glob.matches(path), "\(pattern) should not match \(path)", sourceLocation: sourceLocation) }
    }

    @Test func literal() {
        check("Sources/App/View.swift", matches: ["Sources/App/View.swift", "./Sources/App/View.swift"],
              not: ["Sources/App/View.swiftx", "Sources/App/Views.swift", "X/Sources/App/View.swift"])
    }

    @Test func starStaysInsideAComponent() {
        check("Sources/*.swift", matches: ["Sources/A.swift", "Sources/.swift"],
              not: ["Sources/App/A.swift", "Sources/A.swif"])
        check("Sources/*/Generated", matches: ["Sources/App/Generated"], not: ["Sources/A/B/Generated"])
    }

    @Test func questionMarkIsOneCharacterNotASlash() {
        check("V?.swift", matches: ["V1.swift", "Vx.swift"], not: ["V.swift", "V12.swift"])
        check("a?b", matches: ["axb"], not: ["a/b"])
    }

    @Test func doubleStarSpansComponents() {
        check("**/Generated/**", matches: ["Generated/A.swift", "App/Generated/A.swift", "a/b/Generated/c/d.swift"],
              not: ["App/NotGenerated/A.swift", "Generated"])
        check("Sources/**/*.swift", matches: ["Sources/A.swift", "Sources/x/y/A.swift"], not: ["Tests/A.swift", "Sources/A.txt"])
        check("**", matches: ["a", "a/b/c.swift"], not: [])
        check("a/**", matches: ["a/b", "a/b/c"], not: ["ab/c"])
    }

    @Test func doubleStarInsideAComponentMatchesAnything() {
        check("Sources**.swift", matches: ["Sources/a/b.swift", "Sources.swift"], not: ["Tests/a.swift"])
    }

    @Test func patternWithoutSlashAlsoMatchesTheLastComponent() {
        check("*.generated.swift", matches: ["A.generated.swift", "Views/Deep/A.generated.swift"],
              not: ["A.generated.swift/B.swift", "Views/A.swift"])
        check("Pods", matches: ["Pods", "Vendor/Pods"], not: ["Pods/A.swift"])
    }

    @Test func leadingDotSlashOrSlashAnchorsAndTrailingSlashIsIgnored() {
        check("./Generated/", matches: ["Generated"], not: ["Generated/A.swift", "Other/Generated"])
        check("/Generated", matches: ["Generated", "./Generated"], not: ["Other/Generated"])
    }

    @Test func nonASCII() {
        check("Vues/É*.swift", matches: ["Vues/Écran.swift"], not: ["Vues/Ecran.swift"])
    }

    @Test func manyStarsStayFast() {
        let subject = String(repeating: "a", count: 200)
        #expect(!GlobPattern(String(repeating: "*a", count: 40) + "b").matches(subject))
        #expect(!GlobPattern(String(repeating: "**/", count: 20) + "x").matches(String(repeating: "a/", count: 100) + "y"))
    }
}
