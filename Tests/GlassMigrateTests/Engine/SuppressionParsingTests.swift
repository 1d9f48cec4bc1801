import Testing
import GlassMigrate

/// Suppression comments are read only in SwiftLint's form: `glassmigrate:` directly followed by
/// `disable` or `enable`, an optional `:next`/`:this`/`:previous`, rule ids or `all`, and an optional
/// ` - reason`. Everything else that mentions the tool is prose.
@Suite struct SuppressionParsingTests {
    static let known: Set<String> = ["glass-on-glass", "glass-availability", "material-background"]

    static func parse(_ text: String) throws -> Suppressions {
        Suppressions(try ParsedFile(text: text), knownIDs: known)
    }

    @Test(arguments: [
        "// Test data for glassmigrate: a small weather app to run the migration on. It targets\nlet a = 1\n",
        "// glassmigrate: disable glass-on-glass\nlet a = 1\n",
        "// glassmigrate:disabled by default\nlet a = 1\n",
        "// see glassmigrate:enableing notes\nlet a = 1\n",
        "/// Write `// glassmigrate:disable:next glass-on-glass` above a line to silence it.\nlet a = 1\n",
        "/**\n glassmigrate:disable all\n */\nlet a = 1\n",
        "/*\n// glassmigrate:disable:next no-such-rule\nlet a = 1\n*/\n",
        "// glassmigrate:\nlet a = 1\n",
        "// mentions glassmigrate:\nlet a = 1\n",
    ])
    func proseIsNotADirective(_ text: String) throws {
        let suppressions = try Self.parse(text)
        #expect(suppressions.problems.isEmpty)
        #expect(suppressions.isEmpty)
        #expect(!suppressions.isSuppressed("glass-on-glass", line: 2))
    }

    @Test func aRegionRunsFromDisableToEnable() throws {
        let s = try Self.parse("""
            a
            // glassmigrate:disable glass-on-glass - toolbar buttons are styled by hand
            b
            c
            // glassmigrate:enable glass-on-glass
            d

            """)
        #expect(s.problems.isEmpty)
        #expect((1...6).map { s.isSuppressed("glass-on-glass", line: $0) } == [false, true, true, true, true, false])
        #expect(!s.isSuppressed("glass-availability", line: 3))
    }

    @Test func aRegionWithoutEnableRunsToTheEnd() throws {
        let s = try Self.parse("a\n// glassmigrate:disable all\nb\nc\n")
        #expect(!s.isSuppressed("glass-on-glass", line: 1))
        #expect(s.isSuppressed("glass-on-glass", line: 4))
        #expect(s.isSuppressed("material-background/review", line: 4))
    }

    @Test func oneLineForms() throws {
        let s = try Self.parse("""
            a // glassmigrate:disable:this glass-on-glass
            // glassmigrate:disable:next glass-availability, material-background
            c
            d
            // glassmigrate:disable:previous glass-on-glass
            /* glassmigrate:disable:next glass-on-glass */
            g

            """)
        #expect(s.problems.isEmpty)
        #expect((1...7).map { s.isSuppressed("glass-on-glass", line: $0) } == [true, false, false, true, false, false, true])
        #expect(s.isSuppressed("glass-availability", line: 3) && s.isSuppressed("material-background/full-bleed", line: 3))
        #expect(!s.isSuppressed("glass-availability", line: 4))
    }

    @Test func enableWithAScopeOpensOneLineOfARegion() throws {
        let s = try Self.parse("""
            // glassmigrate:disable all
            b
            // glassmigrate:enable:next glass-on-glass
            d
            e // glassmigrate:enable:this glass-on-glass
            f
            // glassmigrate:enable:previous glass-on-glass

            """)
        #expect(s.problems.isEmpty)
        #expect((2...6).map { s.isSuppressed("glass-on-glass", line: $0) } == [true, true, false, false, false])
        #expect(s.isSuppressed("glass-availability", line: 4) && s.isSuppressed("glass-on-glass", line: 8))
    }

    @Test func enablingOneRuleEndsItsPartOfADisableAll() throws {
        let s = try Self.parse("// glassmigrate:disable all\nb\n// glassmigrate:enable glass-on-glass\nd\n")
        #expect(s.isSuppressed("glass-on-glass", line: 2))
        #expect(!s.isSuppressed("glass-on-glass", line: 4))
        #expect(s.isSuppressed("glass-availability", line: 4))
    }

    @Test func theReasonIsNotReadAsIDs() throws {
        let s = try Self.parse("// glassmigrate:disable:next glass-on-glass - the design team wants this, see #12\nb\n")
        #expect(s.problems.isEmpty)
        #expect(s.isSuppressed("glass-on-glass", line: 2))
    }

    @Test func aDirectiveEndsWithItsLine() throws {
        let s = try Self.parse("/* glassmigrate:disable:next glass-on-glass\n   the rest is prose */\nc\n")
        #expect(s.problems.isEmpty)
        #expect(s.isSuppressed("glass-on-glass", line: 2))
    }

    @Test func anUnknownIDIsAProblemAtTheID() throws {
        let text = "let a = 1 // glassmigrate:disable:this glass-on-glass, glass-on-glas\n"
        let s = try Self.parse(text)
        #expect(s.problems.count == 1)
        let problem = try #require(s.problems.first)
        #expect(problem.message.contains("'glass-on-glas'"))
        #expect(problem.message.contains("'glass-on-glass'"), "suggests the near id: \(problem.message)")
        #expect(problem.offset == Array(text.utf8).count - "glass-on-glas\n".utf8.count)
        #expect(s.isSuppressed("glass-on-glass", line: 1))
    }

    @Test func aDirectiveWithoutIDsIsAProblem() throws {
        let s = try Self.parse("// glassmigrate:disable:next\nb\n")
        #expect(s.problems.map(\.offset) == ["// glassmigrate:".utf8.count])
        #expect(s.problems.first?.message.contains("names no rule") == true)
    }

    @Test func anUnknownScopeIsAProblem() throws {
        let s = try Self.parse("// glassmigrate:disable:nxt glass-on-glass\nb\n")
        #expect(s.problems.count == 1)
        #expect(s.problems.first?.message.contains("'disable:nxt'") == true)
        #expect(!s.isSuppressed("glass-on-glass", line: 2))
    }

    @Test func problemsAreInSourceOrder() throws {
        let s = try Self.parse("// glassmigrate:disable:next b-rule a-rule\nx\n// glassmigrate:disable:next c-rule\n")
        #expect(s.problems.map(\.message).map { $0.prefix(8) } == ["'b-rule'", "'a-rule'", "'c-rule'"])
        #expect(s.problems.map(\.offset) == s.problems.map(\.offset).sorted())
    }
}
