import GlassMigrate

/// Turns SwiftUI material backgrounds into Liquid Glass that keeps the original material and shape before iOS 26.
///
/// Recognised forms, the material and shape always carried over verbatim:
/// `.background(M, in: S)`; `.background(M)` clipped later in its chain by `.clipShape(S)`,
/// `.cornerRadius(r)` or `.clipped()` (see `FollowingClip`: the clip goes when nothing between the two
/// and nothing drawn before the material depends on it); `.background { S.fill(M) }`,
/// `.background(S.fill(M))` and `foregroundStyle` in place of `fill`; and, only with `migrateFullBleed`,
/// a `.background(M)` with no shape anywhere in its chain. Arguments that repeat their default
/// (`ignoresSafeAreaEdges: .all`, `fillStyle: FillStyle()`) are dropped. Sites it cannot rewrite with
/// certainty are left unchanged and reported with the reason. Code that only visionOS compiles, and a
/// pre-26 fallback (also one reached through a property, method or type that only fallbacks use, see
/// `FallbackReach`), is left alone.
public struct MaterialBackground: Transform {
    /// Creates the transform.
    public init() {}

    /// `material-background`.
    public var id: String { "material-background" }
    /// One sentence for `--list-rules`.
    public var summary: String {
        "Turns material backgrounds into Liquid Glass, keeping the same material in the same shape before iOS 26."
    }
    /// It rewrites code.
    public var kind: TransformKind { .rewrite }
    /// Every material spelling contains `Material` except the `.bar` shorthand.
    public var triggers: [String] { ["Material", ".bar"] }

    /// Rewrites every recognised material background in `file` in the configured style.
    public func apply(to file: ParsedFile, context: TransformContext) -> [Edit] {
        var rewriter = MaterialBackgroundRewriter(file: file, context: context, ruleID: id)
        for (chain, index) in file.links(named: "background") {
            rewriter.visit(chain, index)
        }
        rewriter.reportReceiverlessCalls()
        return rewriter.finish()
    }
}

// MARK: - Sites

/// A material background the transform understands, reduced to what every output style needs.
struct MaterialSite {
    /// How the shape reaches the rewritten call.
    enum Layout {
        /// `.background(M, in: S)`: the call already has the right arguments.
        case shapeArgument
        /// `.background(M)`: `, in: S` is appended; the following `.clipShape`/`.cornerRadius` link, if any, goes.
        case appendShape(removing: ModifierLink?)
        /// `.background { S.fill(M) }` and kin: the whole call is written anew from `M` and `S`.
        case rebuild
    }

    /// The `.background` link.
    var link: ModifierLink
    /// Token indices of the material expression.
    var material: Range<Int>
    /// The shape expression, verbatim or built from a corner radius.
    var shape: String
    /// The corner radius when the shape is a continuous rounded rectangle (`0` for a rectangle), else nil.
    var radius: String?
    var layout: Layout
    /// Bytes of arguments after the material or shape that repeat their default and are deleted
    /// (`, ignoresSafeAreaEdges: .all`, `, fillStyle: FillStyle()`), if any.
    var dropped: Range<Int>? = nil
}

// MARK: - Rewriting

struct MaterialBackgroundRewriter {
    let file: ParsedFile
    let context: TransformContext
    let ruleID: String
    let syntax: MaterialSyntax
    private var edits: [Edit] = []
    /// How many sites were proposed, kept or not: a skipped site still decides what later sites do.
    private var proposedSites = 0
    private var needsLiquidGlassImport = false
    /// The `import LiquidGlass` line the liquidglass style needs, shared by its sites.
    private lazy var liquidGlassImportEdit: Edit? = liquidGlassImport()
    private var glassCallingBlocks: [Int: Bool] = [:]
    private var fallbackReach: FallbackReach
    private lazy var swiftUIGlass = SwiftUIGlassEffect(file)
    lazy var viewStructure = ViewStructure(file)
    /// Where glass compiles in this file; made on the first migrated site, then shared by the others.
    private lazy var gate = LiquidGlassGate(file, targets: context.deploymentTargets)
    /// Chains (by the `.` of their first link) that already received Liquid Glass in this run.
    private var glassedChains: Set<Int> = []
    lazy var chainsByReceiverStart: [Int: ModifierChain] = {
        var result: [Int: ModifierChain] = [:]
        for chain in file.chains {
            if let receiver = chain.receiverTokens { result[receiver.lowerBound] = chain }
        }
        return result
    }()

    init(file: ParsedFile, context: TransformContext, ruleID: String) {
        self.file = file
        self.context = context
        self.ruleID = ruleID
        self.syntax = MaterialSyntax(file: file)
        self.fallbackReach = FallbackReach(file: file)
    }

    /// Handles the `.background` link at `index` of `chain`.
    mutating func visit(_ chain: ModifierChain, _ index: Int) {
        let link = chain.links[index]
        guard file.isCode(link.dot) else { return }
        // Already-adaptive code: a fallback branch, or a modifier that chooses glass itself.
        if file.scopes.isInLiquidGlassFallback(link.dot) || isInsideGlassChoosingDeclaration(link.dot) { return }
        // Code only visionOS compiles keeps its material: visionOS has no Liquid Glass API at all.
        if isVisionOSOnly(link.dot) { return }
        let recognition = recognise(chain, index)
        if case .ignore = recognition { return }
        // A fallback reached through a name (a property, method or type only fallbacks use) is adaptive too.
        if fallbackReach.isReachedOnlyFromFallback(link.dot) { return }
        switch recognition {
        case .ignore:
            return
        case .review(let reason):
            report(reason, at: link, subID: "review", severity: .warning)
        case .fillStyle(let argument):
            report("`\(argument)` has no Liquid Glass counterpart, so this material background is left unchanged; review it by hand.",
                   at: link, subID: "fill-style", severity: .warning)
        case .site(let site, let isFullBleed):
            if let glass = chain.links.indices.first(where: { isGlass(chain.links[$0]) }) {
                report(alreadyGlassMessage(chain, glass), at: link, subID: "review", severity: .warning)
                return
            }
            if isFullBleed && !context.configuration.migrateFullBleed {
                report("This material background has no shape: nothing after it in its chain, or around it in this expression, clips it, so it fills its view's whole frame and any safe area that frame touches, as a bar's does. It is left unchanged, since iOS 26 draws system bars in Liquid Glass already; if the view is clipped where it is used, give the material that shape with `background(_:in:)` to have it migrated, or set migrateFullBleed to migrate it with Rectangle().",
                       at: link, subID: "full-bleed", severity: .info)
                return
            }
            if glassedChains.contains(chain.links[0].dot) {
                report("An earlier material background in this chain becomes Liquid Glass, so this one would put glass on glass; it is left unchanged; review it by hand.",
                       at: link, subID: "review", severity: .warning)
                return
            }
            let proposed = proposedSites
            migrate(site)
            if proposedSites > proposed { glassedChains.insert(chain.links[0].dot) }
        }
    }

    /// Reports `background(…)` calls without a receiver inside a view type or `View` extension: most
    /// likely SwiftUI's modifier on `self`, but a call without a receiver may name any function, so
    /// they are not rewritten (`self.background(…)` is).
    mutating func reportReceiverlessCalls() {
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && file.token(index, is: "background") {
            guard file.isCode(index), let open = file.nextSignificant(after: index),
                  tokens[open].kind == .leftParen || tokens[open].kind == .leftBrace,
                  let close = file.partner(of: open) else { continue }
            if let previous = file.previousSignificant(before: index),
               tokens[previous].kind == .period || file.token(previous, is: "func") || file.token(previous, is: "var")
                || file.token(previous, is: "let") { continue }
            guard syntax.mentionsMaterial((open + 1)..<close) || containsMaterialFill(open, close) else { continue }
            guard isInsideViewCode(index), !file.scopes.isInLiquidGlassFallback(index),
                  !isInsideGlassChoosingDeclaration(index), !fallbackReach.isReachedOnlyFromFallback(index) else { continue }
            context.report("This `background` call has no receiver, so it cannot be known to be SwiftUI's modifier on `self`; it is left unchanged (write `self.background(…)` to have it migrated).",
                           at: tokens[index].start, in: file, subID: "review", severity: .warning)
        }
    }

    /// Whether the braces at `open`…`close` hold a shape filled with a material, as in `{ Capsule().fill(.thinMaterial) }`.
    private func containsMaterialFill(_ open: Int, _ close: Int) -> Bool {
        guard file.tokens[open].kind == .leftBrace else { return false }
        for index in (open + 1)..<close where file.token(index, is: "fill") || file.token(index, is: "foregroundStyle") {
            if let call = file.nextSignificant(after: index), file.tokens[call].kind == .leftParen,
               let end = file.partner(of: call), syntax.mentionsMaterial((call + 1)..<end) { return true }
        }
        return false
    }

    /// Whether the token is inside an extension of `View`, `Shape` or `ViewModifier`, or a type that conforms to `View`.
    private func isInsideViewCode(_ token: Int) -> Bool {
        guard let type = file.scopes.enclosingType(of: token) else { return false }
        if type.kind == .extension { return ["View", "Shape", "SwiftUI.View"].contains(type.name ?? "") }
        return type.inheritance.contains("View") || type.inheritance.contains("Shape")
    }

    /// The edits made, plus the `import LiquidGlass` line they need.
    mutating func finish() -> [Edit] {
        if needsLiquidGlassImport, let insertion = liquidGlassImportEdit { edits.append(insertion) }
        return edits
    }

    /// Declares one migrated background as a change site; the helper or the import comes with it only when it is kept.
    private mutating func declare(_ siteEdits: [Edit], needsHelper: Bool = false, needsImport: Bool = false) {
        proposedSites += 1
        let helper = needsHelper ? [AdaptiveGlassHelper.supportFile(for: context.deploymentTargets, ruleID: ruleID)] : []
        let shared = needsImport ? liquidGlassImportEdit.map { [$0] } ?? [] : []
        let kept = context.site(siteEdits, requiring: helper, sharing: shared)
        edits += kept
        if needsImport && !kept.isEmpty { needsLiquidGlassImport = true }
    }

    private func report(_ message: String, at link: ModifierLink, subID: String, severity: Severity) {
        context.report(message, at: file.tokens[link.dot].start, in: file, subID: subID, severity: severity)
    }

    /// Whether the token is inside a `ViewModifier` or an extension that calls `glassEffect` itself.
    private mutating func isInsideGlassChoosingDeclaration(_ token: Int) -> Bool {
        for blockIndex in file.scopes.enclosingBlocks(of: token) {
            let block = file.scopes.blocks[blockIndex]
            guard block.kind == .extension || (block.kind == .type && block.inheritance.contains("ViewModifier")) else { continue }
            if let known = glassCallingBlocks[blockIndex] {
                if known { return true }
                continue
            }
            var calls = false
            for index in block.open..<block.close where file.tokens[index].kind == .identifier
                && file.token(index, is: "glassEffect") && file.isCode(index) {
                if let dot = file.previousSignificant(before: index), file.tokens[dot].kind == .period {
                    calls = true
                    break
                }
            }
            glassCallingBlocks[blockIndex] = calls
            if calls { return true }
        }
        return false
    }

    /// Why a material background in a chain that also has the glass link at `index` is left alone, naming that link.
    private mutating func alreadyGlassMessage(_ chain: ModifierChain, _ index: Int) -> String {
        let glass = chain.links[index]
        let line = file.source.location(of: file.tokens[glass.dot].start).line
        if glass.name == "glassEffect" && !swiftUIGlass.isCall(in: chain, at: index) {
            return "This chain also calls `.glassEffect` (line \(line)), which is not SwiftUI's (an app's own modifier or a compatibility wrapper) and may draw glass itself, so its material background is left unchanged; review it by hand."
        }
        return "This chain already applies Liquid Glass with `.\(glass.name)` (line \(line)), so its material background is left unchanged to avoid glass on glass; review it by hand."
    }

    /// Whether a link applies Liquid Glass: `glassEffect`, the generated helper, or LiquidGlass's `.glass(style:…)`.
    private func isGlass(_ link: ModifierLink) -> Bool {
        switch link.name {
        case "glassEffect", "adaptiveGlassBackground": return true
        case "glass": return link.arguments?.argument(labeled: "style") != nil
        default: return false
        }
    }

    // MARK: Writing

    private mutating func migrate(_ site: MaterialSite) {
        // Code behind `if #available(… 26 …)` may call glassEffect directly, except when built for
        // visionOS, where the API does not exist and the `*` of the check lets the branch compile.
        let targets = context.deploymentTargets
        let unnamed = gate.platformsLacking(at: site.link.dot).filter {
            $0 != .visionOS && $0 != .macCatalyst && !targets.availabilityPlatforms.contains($0)
        }
        if !unnamed.isEmpty {
            // The helper's check names only the deployment targets' platforms; on another one its `*`
            // would let glassEffect compile below 26.
            let names = unnamed.map(\.rawValue).joined(separator: ", ")
            report("This code is built for \(names), which \(targetsDescription) do not name, so neither the adaptive helper's availability check nor plain glass would compile there; it is left unchanged (declare the platform in Package.swift or the Xcode project, or review it by hand).",
                   at: site.link, subID: "review", severity: .warning)
            return
        }
        let nativeAllowed = targets.allSupportLiquidGlass || gate.compilesEverywhere(at: site.link.dot)
        switch context.configuration.style {
        case .auto:
            nativeAllowed ? writeNative(site) : writeAdaptive(site)
        case .adaptive:
            writeAdaptive(site)
        case .native:
            if nativeAllowed {
                writeNative(site)
            } else {
                report("The native style writes `.glassEffect` with no fallback, which needs every deployment target at 26 or later, but \(targetsDescription) are not; this site is left unchanged (use the adaptive or auto style).",
                       at: site.link, subID: "native-unavailable", severity: .error)
            }
        case .liquidglass:
            writeLiquidGlass(site)
        }
    }

    /// Whether `#if os(…)` conditions leave the token to visionOS builds alone.
    private func isVisionOSOnly(_ token: Int) -> Bool {
        let branches = file.platformBranches
        return Platform.allCases.allSatisfy { $0 == .visionOS || !branches.mayCompile(token, for: $0) }
    }

    private var targetsDescription: String {
        let minimums = context.deploymentTargets.minimums
        if minimums.isEmpty { return "the deployment targets (unknown, so taken as iOS below 26)" }
        let names = Platform.allCases.compactMap { platform in minimums[platform].map { "\(platform.rawValue) \($0)" } }
        return "the deployment targets (\(names.joined(separator: ", ")))"
    }

    private func materialText(_ site: MaterialSite) -> String { syntax.text(site.material) }

    /// Bytes from the link's name to its last token: the part rewritten when a call is written anew.
    private func callRange(_ link: ModifierLink) -> Range<Int> {
        file.tokens[link.nameToken].start..<file.tokens[link.lastToken].end
    }

    private mutating func writeAdaptive(_ site: MaterialSite) {
        var siteEdits: [Edit] = []
        let name = "adaptiveGlassBackground"
        switch site.layout {
        case .shapeArgument:
            siteEdits.append(Edit(range: file.tokens[site.link.nameToken].range, replacement: name, ruleID: ruleID))
            if let dropped = site.dropped { siteEdits.append(.delete(dropped, ruleID: ruleID)) }
        case .appendShape(let clip):
            siteEdits.append(Edit(range: file.tokens[site.link.nameToken].range, replacement: name, ruleID: ruleID))
            let materialEnd = file.tokens[site.material.upperBound - 1].end
            siteEdits.append(Edit(range: materialEnd..<(site.dropped?.upperBound ?? materialEnd), replacement: ", in: \(site.shape)",
                                  ruleID: ruleID))
            if let clip { siteEdits.append(removal(of: clip)) }
        case .rebuild:
            siteEdits.append(Edit(range: callRange(site.link), replacement: "\(name)(\(materialText(site)), in: \(site.shape))",
                                  ruleID: ruleID))
        }
        declare(siteEdits, needsHelper: true)
    }

    private mutating func writeNative(_ site: MaterialSite) {
        let materialBytes = file.tokens[site.material.lowerBound].start..<file.tokens[site.material.upperBound - 1].end
        if case .rebuild = site.layout {} else if syntax.losesTrivia(replacing: site.material, keeping: []) {
            report("A comment inside this material expression would be lost by replacing it with `.regular`; review it by hand.",
                   at: site.link, subID: "review", severity: .warning)
            return
        }
        var siteEdits: [Edit] = []
        let name = "glassEffect"
        switch site.layout {
        case .shapeArgument:
            siteEdits.append(Edit(range: file.tokens[site.link.nameToken].range, replacement: name, ruleID: ruleID))
            siteEdits.append(Edit(range: materialBytes, replacement: ".regular", ruleID: ruleID))
            if let dropped = site.dropped { siteEdits.append(.delete(dropped, ruleID: ruleID)) }
        case .appendShape(let clip):
            siteEdits.append(Edit(range: file.tokens[site.link.nameToken].range, replacement: name, ruleID: ruleID))
            let replaced = materialBytes.lowerBound..<(site.dropped?.upperBound ?? materialBytes.upperBound)
            siteEdits.append(Edit(range: replaced, replacement: ".regular, in: \(site.shape)", ruleID: ruleID))
            if let clip { siteEdits.append(removal(of: clip)) }
        case .rebuild:
            siteEdits.append(Edit(range: callRange(site.link), replacement: "\(name)(.regular, in: \(site.shape))", ruleID: ruleID))
        }
        declare(siteEdits)
    }

    private mutating func writeLiquidGlass(_ site: MaterialSite) {
        // The package declares iOS 17 and macOS 14 only; its toolbar style draws `.bar`, which tvOS and
        // watchOS lack, and visionOS has no Liquid Glass API: elsewhere the helper keeps the material.
        let foreign = context.deploymentTargets.minimums.keys.filter { ![.iOS, .macOS, .macCatalyst].contains($0) }
        if !foreign.isEmpty {
            let names = Platform.allCases.filter(foreign.contains).map(\.rawValue).joined(separator: ", ")
            report("The LiquidGlass package is made for iOS and macOS, but this code is also built for \(names), so this background keeps its material there through the adaptive helper instead.",
                   at: site.link, subID: "liquidglass-platform", severity: .info)
            writeAdaptive(site)
            return
        }
        guard let radius = site.radius else {
            report("The LiquidGlass package only draws continuous rounded rectangles, so this background keeps its shape through the adaptive helper instead.",
                   at: site.link, subID: "liquidglass-shape", severity: .info)
            writeAdaptive(site)
            return
        }
        if syntax.losesTrivia(replacing: site.link.nameToken..<(site.link.lastToken + 1), keeping: []) {
            report("A comment inside this material background would be lost by rewriting it to `.glass(style:)`; review it by hand.",
                   at: site.link, subID: "review", severity: .warning)
            return
        }
        let style = LiquidGlassStyle.matching(radius: radius)
        let arguments = style.map { "style: .\($0.name)" } ?? "style: .card, cornerRadius: \(radius)"
        var siteEdits = [Edit(range: callRange(site.link), replacement: "glass(\(arguments))", ruleID: ruleID)]
        if case .appendShape(let clip?) = site.layout { siteEdits.append(removal(of: clip)) }
        declare(siteEdits, needsImport: true)
        let drawn = (style ?? LiquidGlassStyle.card).material
        let original = materialText(site)
        report("Before iOS 26 the LiquidGlass package draws its own \(drawn) material with a white stroke and a shadow instead of the original \(original), so the pre-iOS 26 look changes; use the adaptive style to keep it.",
               at: site.link, subID: "liquidglass-look", severity: .warning)
    }

    /// An edit deleting a `.clipShape`/`.cornerRadius` link, keeping every comment around it.
    private func removal(of link: ModifierLink) -> Edit {
        let tokens = file.tokens
        let gapStart = link.fullRange.lowerBound
        var lastComment: Int?
        var lastNewline: Int?
        var index = file.tokenIndex(at: gapStart)
        while index < link.dot {
            if tokens[index].kind.isComment { lastComment = index }
            if tokens[index].kind == .newline { lastNewline = index }
            index += 1
        }
        var end = link.range.upperBound
        guard let lastComment else {
            // Nothing to keep before the link: it goes with the line break and indentation before it,
            // and a comment after it on its line moves up to the background's line.
            return .delete(gapStart..<end, ruleID: ruleID)
        }
        var start = tokens[lastComment].end
        if let lastNewline, lastNewline > lastComment {
            start = tokens[lastNewline].start
            // The link has a line of its own; a comment after it keeps that line.
            var after = link.lastToken + 1
            while after < tokens.count && tokens[after].kind == .whitespace { after += 1 }
            if after < tokens.count && tokens[after].kind.isComment {
                start = tokens[link.dot].start
                end = tokens[after].start
            } else if after < tokens.count && tokens[after].kind != .newline {
                // Code after the link on its line (`.clipShape(Circle()))`) must not move up behind the comment.
                start = tokens[link.dot].start
            }
        }
        return .delete(start..<end, ruleID: ruleID)
    }

    /// An insertion of `import LiquidGlass` after the file's last top-level import, unless it is imported already.
    private func liquidGlassImport() -> Edit? {
        let tokens = file.tokens
        var conditionalDepth = 0
        var lastImport: Int?
        for index in tokens.indices {
            let kind = tokens[index].kind
            if kind == .directive {
                if file.token(index, is: "#if") { conditionalDepth += 1 }
                if file.token(index, is: "#endif") { conditionalDepth -= 1 }
                continue
            }
            guard kind == .identifier, file.token(index, is: "import"), file.enclosingOpen(of: index) == nil else { continue }
            if let module = file.nextSignificant(after: index), file.token(module, is: "LiquidGlass") { return nil }
            if conditionalDepth == 0 { lastImport = index }
        }
        let lineBreak = file.source.lineBreak
        guard let lastImport else {
            guard let first = tokens.indices.first(where: { !tokens[$0].kind.isTrivia }) else { return nil }
            let lineStart = file.source.lineStarts[file.source.location(of: tokens[first].start).line - 1]
            return .insert("import LiquidGlass" + lineBreak, at: lineStart, ruleID: ruleID)
        }
        var end = lastImport
        while end + 1 < tokens.count && tokens[end + 1].kind != .newline { end += 1 }
        return .insert(lineBreak + "import LiquidGlass", at: tokens[end].end, ruleID: ruleID)
    }
}

// MARK: - LiquidGlass package

/// A `GlassStyle` of the LiquidGlass package with its default corner radius and the material it draws before iOS 26.
struct LiquidGlassStyle {
    var name: String
    var radius: Double
    var material: String

    static let card = LiquidGlassStyle(name: "card", radius: 16, material: ".thin")
    static let all = [
        LiquidGlassStyle(name: "sheet", radius: 24, material: ".ultraThin"),
        card,
        LiquidGlassStyle(name: "button", radius: 12, material: ".regular"),
        LiquidGlassStyle(name: "toolbar", radius: 10, material: ".bar"),
        LiquidGlassStyle(name: "sidebar", radius: 20, material: ".thick"),
        LiquidGlassStyle(name: "overlay", radius: 0, material: ".ultraThick"),
    ]

    /// The style whose default radius is the number literal `radius`; nil for other numbers and non-literals.
    static func matching(radius: String) -> LiquidGlassStyle? {
        guard radius.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(radius) else { return nil }
        return all.first { $0.radius == value }
    }
}
