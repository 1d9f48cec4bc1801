import Testing
import SwiftSource

/// Which comments a chain link owns, and what taking a link out of its chain deletes.
@Suite struct LinkCommentsTests {
    /// The link named `name` (the first one) and the file.
    private func link(_ name: String, in text: String) throws -> (ModifierLink, ParsedFile) {
        let file = try ParsedFile(text: text)
        let link = try #require(file.chains.flatMap(\.links).first { $0.name == name })
        return (link, file)
    }

    private func text(_ range: Range<Int>?, _ file: ParsedFile) -> String? { range.map(file.text) }

    @Test func commentLinesAboveBelongToTheLinkBelowThem() throws {
        let source = """
        Text("a")
            .font(.body) // trails font
            // first
            /* second */
            .padding()

        """
        let (padding, file) = try link("padding", in: source)
        #expect(text(file.comments(of: padding).above, file) == "// first\n    /* second */")
        let (font, _) = try link("font", in: source)
        let comments = file.comments(of: font)
        #expect(comments.above == nil)
        #expect(text(comments.after, file) == "// trails font")
        #expect(comments.lineEndsAfter && comments.afterEndsInLineComment)
    }

    @Test func aBlankLineEndsTheRunAbove() throws {
        let (padding, file) = try link("padding", in: "Text(\"a\")\n    // far\n\n    // near\n    .padding()\n")
        #expect(text(file.comments(of: padding).above, file) == "// near")
    }

    @Test func aCommentOnTheLineOfTheCodeBeforeIsNotTheLinks() throws {
        let (padding, file) = try link("padding", in: "Text(\"a\") // the text's\n    .padding()\n")
        #expect(file.comments(of: padding).above == nil)
    }

    @Test func commentsAfterTheLinkWithCodeFollowing() throws {
        let (padding, file) = try link("padding", in: "Text(\"a\").padding() /* a */ /* b */ .bold()\n")
        let comments = file.comments(of: padding)
        #expect(text(comments.after, file) == "/* a */ /* b */")
        #expect(!comments.lineEndsAfter && !comments.afterEndsInLineComment)
        let (bold, _) = try link("bold", in: "Text(\"a\").padding() /* a */ /* b */ .bold()\n")
        #expect(file.comments(of: bold).after == nil && file.comments(of: bold).lineEndsAfter)
    }

    @Test func removingALinkWithoutCommentsTakesItsLineBreak() throws {
        let source = "Text(\"a\")\n    .background(.red)\n    .clipShape(Capsule())\n    .bold()\n"
        let (clip, file) = try link("clipShape", in: source)
        #expect(removed(clip, file) == "Text(\"a\")\n    .background(.red)\n    .bold()\n")
    }

    @Test func removingALinkKeepsTheCommentLinesAboveIt() throws {
        let source = "Text(\"a\")\n    .background(.red)\n    // why\n    .clipShape(Capsule())\n    .bold()\n"
        let (clip, file) = try link("clipShape", in: source)
        #expect(removed(clip, file) == "Text(\"a\")\n    .background(.red)\n    // why\n    .bold()\n")
    }

    @Test func removingALinkKeepsTheCommentAfterItOnItsLine() throws {
        let source = "Text(\"a\")\n    .background(.red) // a\n    .clipShape(Capsule()) // b\n    .bold()\n"
        let (clip, file) = try link("clipShape", in: source)
        #expect(removed(clip, file) == "Text(\"a\")\n    .background(.red) // a\n    // b\n    .bold()\n")
    }

    @Test func removingALinkFollowedByCodeKeepsThatCodeOnItsLine() throws {
        let source = "f(Text(\"a\")\n    .background(.red) // a\n    .clipShape(Capsule()))\n"
        let (clip, file) = try link("clipShape", in: source)
        #expect(removed(clip, file) == "f(Text(\"a\")\n    .background(.red) // a\n    )\n")
    }

    @Test func removingALinkWithoutCommentsMovesItsTrailingCommentUp() throws {
        let source = "Text(\"a\")\n    .background(.red)\n    .clipShape(Capsule()) // b\n"
        let (clip, file) = try link("clipShape", in: source)
        #expect(removed(clip, file) == "Text(\"a\")\n    .background(.red) // b\n")
    }

    private func removed(_ link: ModifierLink, _ file: ParsedFile) -> String {
        let range = file.removalRange(of: link)
        return file.text(0..<range.lowerBound) + file.text(range.upperBound..<file.source.bytes.count)
    }
}
