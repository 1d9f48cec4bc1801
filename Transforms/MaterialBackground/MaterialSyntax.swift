import GlassMigrateCore

/// Reads the pieces of a material background: material expressions, shape expressions and their corner radii.
///
/// Every question is asked about a half-open range of token indices; trivia inside the range is ignored.
struct MaterialSyntax {
    let file: ParsedFile
    /// Names declared with the type `Material`, whose uses are materials too.
    var materialNames: Set<String> = []

    /// `ShapeStyle` shorthands whose type is `Material`.
    static let shorthands: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
    ]
    /// Static members of `Material` itself; the shorthands are reachable through `Material.` too.
    static let materialMembers: Set<String> = shorthands.union(["ultraThin", "thin", "regular", "thick", "ultraThick"])
    /// Shape types whose initializer call is certainly a `Shape` when it receives `.fill`.
    static let shapeTypes: Set<String> = [
        "RoundedRectangle", "Capsule", "Circle", "Ellipse", "Rectangle", "UnevenRoundedRectangle", "ContainerRelativeShape",
    ]

    /// The code tokens (no trivia) in `range`, in order.
    func significant(_ range: Range<Int>) -> [Int] {
        range.filter { !file.tokens[$0].kind.isTrivia }
    }

    /// The source text from the first to the last token of a non-empty token range, trivia inside included.
    func text(_ range: Range<Int>) -> String {
        file.text(file.tokens[range.lowerBound].start..<file.tokens[range.upperBound - 1].end)
    }

    /// Whether the tokens are the text of `symbol`, e.g. `?`.
    private func isOperator(_ index: Int, _ symbol: StaticString) -> Bool {
        file.tokens[index].kind == .operator && file.token(index, is: symbol)
    }

    // MARK: - Materials

    /// Whether `range` is a plain material expression: `.ultraThinMaterial`, `Material.thin`,
    /// `SwiftUI.Material.bar`, a parenthesised one, or a ternary whose branches are all such expressions.
    func isMaterialExpression(_ range: Range<Int>) -> Bool {
        let tokens = significant(range)
        guard let first = tokens.first, let last = tokens.last else { return false }
        if let (question, colon) = topLevelTernary(in: first..<(last + 1)) {
            return question > first
                && isMaterialExpression((question + 1)..<colon)
                && isMaterialExpression((colon + 1)..<(last + 1))
        }
        if file.tokens[first].kind == .leftParen, file.partner(of: first) == last {
            return isMaterialExpression((first + 1)..<last)
        }
        let words = tokens.map { file.text(ofToken: $0) }
        if let name = words.last, materialNames.contains(name) {
            // A name declared `: Material`, reached through its type or `self` (`Tokens.popup`,
            // `self.popup`); a bare `popup` may be a parameter or local of another type.
            if words.count == 3 && words[1] == "." && (words[0] == "self" || words[0].first?.isUppercase == true) {
                return true
            }
        }
        switch words.count {
        case 2:
            return words[0] == "." && Self.shorthands.contains(words[1])
        case 3:
            return words[0] == "Material" && words[1] == "." && Self.materialMembers.contains(words[2])
        case 5:
            return words[0] == "SwiftUI" && words[1] == "." && words[2] == "Material" && words[3] == "."
                && Self.materialMembers.contains(words[4])
        default:
            return false
        }
    }

    /// The properties the file and the rest of its module declare with the type `Material` and no
    /// other (`static let popup: Material = .thin`): a name also declared with another type may mean either.
    static func materialTypedNames(in file: ParsedFile, module: DeclaredNames) -> Set<String> {
        let own = file.declaredNames
        let candidates = own.properties(ofType: "Material").union(module.properties(ofType: "Material"))
        return candidates.filter { name in
            own.propertyTypes[name, default: []].union(module.propertyTypes[name, default: []]) == ["Material"]
        }
    }

    /// The `?` and `:` of a ternary at the top level of `range` (not inside brackets), if there is one.
    func topLevelTernary(in range: Range<Int>) -> (question: Int, colon: Int)? {
        var question: Int?
        var nested = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let kind = file.tokens[index].kind
            switch kind {
            case .leftParen, .leftBracket, .leftBrace, .stringStart:
                index = (file.partner(of: index) ?? index) + 1
                continue
            case .operator where isOperator(index, "?") && index > 0 && file.tokens[index - 1].kind.isTrivia:
                // A `?` after whitespace is the ternary operator; a postfix `?` is optional chaining.
                if question == nil { question = index } else { nested += 1 }
            case .colon where question != nil:
                if nested == 0 { return (question!, index) }
                nested -= 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether a material is named anywhere in `range` outside nested closures, e.g. in
    /// `.ultraThinMaterial.opacity(0.5)` or `dim ? .thinMaterial : Color.clear`.
    func mentionsMaterial(_ range: Range<Int>) -> Bool {
        firstMaterial(in: range, intoClosures: false) != nil
    }

    /// The first token in `range` that names a material (`Material`, `.thinMaterial`…), looking into
    /// nested closures and branches only when `intoClosures` is set.
    func firstMaterial(in range: Range<Int>, intoClosures: Bool) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let kind = file.tokens[index].kind
            if kind == .leftBrace && !intoClosures {
                index = (file.partner(of: index) ?? index) + 1
                continue
            }
            if kind == .identifier && file.isCode(index) {
                if file.token(index, is: "Material") { return index }
                let word = file.text(ofToken: index)
                if Self.shorthands.contains(word), let dot = file.previousSignificant(before: index),
                   file.tokens[dot].kind == .period, word != "bar" || isImplicitMember(dot) {
                    return index
                }
            }
            index += 1
        }
        return nil
    }

    /// Whether the `.` at `dot` starts an implicit member expression rather than following a value.
    private func isImplicitMember(_ dot: Int) -> Bool {
        guard let previous = file.previousSignificant(before: dot) else { return true }
        switch file.tokens[previous].kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .operator: return true
        default: return false
        }
    }

    // MARK: - Shapes

    /// Whether `range` is exactly a call of a known shape initializer, such as `RoundedRectangle(cornerRadius: 8)`
    /// or `SwiftUI.Circle()`.
    func isShapeConstructor(_ range: Range<Int>) -> Bool {
        var tokens = significant(range)
        if tokens.count > 2, file.token(tokens[0], is: "SwiftUI"), file.tokens[tokens[1]].kind == .period {
            tokens.removeFirst(2)
        }
        guard tokens.count >= 3, file.tokens[tokens[0]].kind == .identifier,
              Self.shapeTypes.contains(file.text(ofToken: tokens[0])),
              file.tokens[tokens[1]].kind == .leftParen, file.partner(of: tokens[1]) == tokens[tokens.count - 1]
        else { return false }
        return true
    }

    /// The corner radius text of a continuous rounded rectangle, `0` for a plain rectangle, nil for other shapes:
    /// `RoundedRectangle(cornerRadius: r[, style: .continuous])`, `.rect(cornerRadius: r[, style: .continuous])`,
    /// `Rectangle()`, `.rect`.
    func roundedRectangleRadius(_ range: Range<Int>) -> String? {
        let tokens = significant(range)
        let words = tokens.map { file.text(ofToken: $0) }
        if words == ["Rectangle", "(", ")"] || words == [".", "rect"] { return "0" }
        let open: Int
        if words.count >= 3, words[0] == "RoundedRectangle", words[1] == "(" {
            open = tokens[1]
        } else if words.count >= 4, words[0] == ".", words[1] == "rect", words[2] == "(" {
            open = tokens[2]
        } else {
            return nil
        }
        guard file.partner(of: open) == tokens[tokens.count - 1] else { return nil }
        let arguments = ArgumentList(file, open: open)
        // `RoundedRectangle(cornerRadius:)` names the initializer; it has no radius to carry over.
        guard let radius = arguments.argument(labeled: "cornerRadius"), !radius.valueTokens.isEmpty else { return nil }
        switch arguments.labels {
        case ["cornerRadius"]:
            break
        case ["cornerRadius", "style"]:
            // The LiquidGlass package always draws continuous corners.
            guard let style = arguments.argument(labeled: "style"),
                  [".continuous", "RoundedCornerStyle.continuous"].contains(compactText(style.valueTokens))
            else { return nil }
        default:
            return nil
        }
        return file.text(radius.valueRange)
    }

    /// The code tokens of `range` joined without trivia, for comparing short expressions.
    func compactText(_ range: Range<Int>) -> String {
        significant(range).map { file.text(ofToken: $0) }.joined()
    }

    // MARK: - Trivia

    /// Whether a comment or `#if`-family directive in `range` lies outside every range in `kept`,
    /// so replacing `range` while copying only `kept` would lose it.
    func losesTrivia(replacing range: Range<Int>, keeping kept: [Range<Int>]) -> Bool {
        for index in range where file.tokens[index].kind.isComment || file.tokens[index].kind == .directive {
            if !kept.contains(where: { $0.contains(index) }) { return true }
        }
        return false
    }
}
