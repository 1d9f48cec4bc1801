import GlassMigrateCore

/// A material background the rule understands, reduced to what every output style needs.
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

/// Finds the material backgrounds of a file that `material-background` migrates, and reports those it
/// leaves alone with the reason: the first of its three steps (recognise, decide, write).
struct MaterialSiteFinder: MaterialSiteStep {
    let file: ParsedFile
    let context: RuleContext
    let syntax: MaterialSyntax
    private var glassCallingBlocks: [Int: Bool] = [:]
    var fallbackReach: FallbackReach
    private lazy var swiftUIGlass = SwiftUIGlassEffect(file, module: glassAround.module)
    lazy var viewStructure = ViewStructure.shared(file, context: context)
    /// The uses of the file's declarations, for following a view to where it is used.
    lazy var nameUses = NameUses(file: file)
    /// For each chain (by the `.` of its first link) that already received Liquid Glass in this run, the
    /// `.` of each link that did.
    private var glassedLinks: [Int: [Int]] = [:]
    /// What glass is around a site; made on the first site that may become one.
    private lazy var glassAround = GlassAround(views: ViewStructure.withModuleGlass(file, context: context), module: moduleGlass)
    /// The module's answer to what applies glass or clips; made on the first site that asks.
    lazy var moduleGlass = ModuleGlass.of(file, context: context)
    /// The glass links of each chain asked about (by the `.` of its first link), found once.
    private var glassLinks: [Int: [Int]] = [:]
    /// What decides the clip after each link of each chain asked about (by the `.` of its first link).
    private var followingClips: [Int: FollowingClip.Stops] = [:]
    /// The style (`style(_:_:)`) of each material background on content in the file, with why; found
    /// on the first site nothing places.
    private var contentStyles: [String: String]?
    lazy var contentLayer: ContentLayer = {
        // The content answer is made only if the layer asks for it.
        let facts = context.moduleDeclarations
        return ContentLayer(viewStructure, module: facts.fact(ModuleContent.self))
    }()
    lazy var chainsByReceiverStart: [Int: ModifierChain] = {
        var result: [Int: ModifierChain] = [:]
        for chain in file.chains {
            if let receiver = chain.receiverTokens { result[receiver.lowerBound] = chain }
        }
        return result
    }()

    init(file: ParsedFile, context: RuleContext) {
        self.file = file
        self.context = context
        self.syntax = MaterialSyntax(file: file, materialNames: MaterialSyntax.materialTypedNames(in: file, module: context.moduleDeclarations))
        self.fallbackReach = FallbackReach(file: file)
    }

    /// The site the `.background` link at `index` of `chain` is, if it is one to migrate; a material
    /// background left alone is reported with the reason.
    mutating func site(_ chain: ModifierChain, _ index: Int) -> MaterialSite? {
        let link = chain.links[index]
        guard file.isCode(link.dot) else { return nil }
        // Already-adaptive code: a fallback branch, or a modifier that chooses glass itself.
        if file.scopes.isInLiquidGlassFallback(link.dot) { return nil }
        if isInsideGlassChoosingDeclaration(link.dot) {
            // Left to its author, but glass in the very chain is glass on this material whoever wrote it.
            let branches = file.platformBranches
            if syntax.firstMaterial(in: link.nameToken..<(link.lastToken + 1), intoClosures: true) != nil,
               let glass = glassLinks(of: chain).first(where: { !branches.areAlternatives(chain.links[$0].dot, link.dot) }) {
                report(alreadyGlassMessage(chain, glass), at: link, subID: "review", severity: .warning)
            }
            return nil
        }
        // Code only visionOS compiles keeps its material: visionOS has no Liquid Glass API at all.
        if isVisionOSOnly(link.dot) { return nil }
        let recognition = recognise(chain, index)
        if case .ignore = recognition { return nil }
        // A fallback reached through a name (a property, method or type only fallbacks use) is adaptive too.
        if fallbackReach.isReachedOnlyFromFallback(link.dot) { return nil }
        switch recognition {
        case .ignore:
            return nil
        case .review(let reason):
            report(reason, at: link, subID: "review", severity: .warning)
            return nil
        case .fillStyle(let argument):
            report(MaterialBackground.fillStyle(argument),
                   at: link, subID: "fill-style", severity: .warning)
            return nil
        case .site(let site, let isFullBleed):
            // `#if` branches are alternatives: glass in one branch is not on the material of another.
            let branches = file.platformBranches
            if let glass = glassLinks(of: chain).first(where: { !branches.areAlternatives(chain.links[$0].dot, link.dot) }) {
                report(alreadyGlassMessage(chain, glass), at: link, subID: "review", severity: .warning)
                return nil
            }
            if isFullBleed && !context.options[MaterialBackground.Option.migrateFullBleed] {
                report(MaterialBackground.fullBleed(barPlatforms: barPlatforms(site)),
                       at: link, subID: "full-bleed", severity: .info)
                return nil
            }
            if !context.options[MaterialBackground.Option.migrateContentLayer],
               let reason = contentLayerReason(chain, link) {
                report(reason.message, at: link, subID: reason.subID, severity: reason.severity)
                return nil
            }
            if glassedLinks[chain.links[0].dot]?.contains(where: { !branches.areAlternatives($0, link.dot) }) == true {
                report(MaterialBackground.earlierInChain,
                       at: link, subID: "review", severity: .warning)
                return nil
            }
            if let reason = glassAround.reason(for: chain, at: index) {
                report(reason, at: link, subID: "glass-on-glass", severity: .info)
                return nil
            }
            // While a target opts out of the new design, glass is not what its users see.
            if let origin = context.deploymentTargets.designCompatibilityOptOut,
               !context.options[MaterialBackground.Option.migrateOptedOut] {
                report(MaterialBackground.designCompatibility(ReportPath.relative(origin)),
                       at: link, subID: "design-compatibility", severity: .info)
                return nil
            }
            return site
        }
    }

    /// Why the material of `link` stays a material because its view is content, or cannot be told to be
    /// functional; nil for a site on the functional layer or one nothing around decides.
    private mutating func contentLayerReason(_ chain: ModifierChain, _ link: ModifierLink)
        -> (message: String, subID: String, severity: Severity)? {
        let viewStart = chain.receiverTokens?.lowerBound ?? chain.links[0].dot
        switch contentLayer.role(ofViewStartingAt: viewStart, modifierAt: link.dot) {
        case .content(let reason):
            return (MaterialBackground.contentLayer(reason), "content-layer", .info)
        case .unsure(let reason):
            return (MaterialBackground.contentLayerUnsure(reason), "review", .warning)
        case .functional:
            // Drawn exactly like a card of content, it is that card's twin whatever places it.
            return styledAsContent(chain, link).map { (MaterialBackground.contentLayerUnsure($0), "review", .warning) }
        case nil:
            guard let reason = heldScrollingContent(chain, before: link) ?? styledAsContent(chain, link) else { return nil }
            return (MaterialBackground.contentLayerUnsure(reason), "review", .warning)
        }
    }

    /// Why a material that nothing around places may be content: the same background, clipped the
    /// same way, is on content elsewhere in the file (one card drawn in two branches, one of them a
    /// scrolling list's).
    private mutating func styledAsContent(_ chain: ModifierChain, _ link: ModifierLink) -> String? {
        if contentStyles == nil {
            var styles: [String: String] = [:]
            for (other, index) in file.links(named: "background") where styles[style(other, index)] == nil {
                let viewStart = other.receiverTokens?.lowerBound ?? other.links[0].dot
                guard case .content(let reason)? = contentLayer.role(ofViewStartingAt: viewStart, modifierAt: other.links[index].dot)
                else { continue }
                let line = file.source.location(of: file.tokens[other.links[index].dot].start).line
                styles[style(other, index)] = "it is drawn like the material background at line \(line), which is in \(reason)"
            }
            contentStyles = styles
        }
        guard let index = chain.links.firstIndex(where: { $0.dot == link.dot }) else { return nil }
        return contentStyles?[style(chain, index)]
    }

    /// The text of the `.background` link at `index` and of the clip right after it, if any, without
    /// spaces or comments: what two backgrounds drawn alike share.
    private func style(_ chain: ModifierChain, _ index: Int) -> String {
        var links = [chain.links[index]]
        if index + 1 < chain.links.count, ModuleGlass.clips.contains(chain.links[index + 1].name) { links.append(chain.links[index + 1]) }
        return links.map { syntax.compactText($0.dot..<($0.lastToken + 1)) }.joined()
    }

    /// Why a material that nothing around places may be a card of content: the view it is behind holds a
    /// scroll view or list of its own (a card around a leaderboard, or a floating panel: it cannot be told).
    private mutating func heldScrollingContent(_ chain: ModifierChain, before link: ModifierLink) -> String? {
        guard let receiver = chain.receiverTokens else { return nil }
        let tokens = file.tokens
        for token in receiver.lowerBound..<link.dot where tokens[token].kind == .identifier && file.isCode(token) {
            let name = file.text(ofToken: token)
            guard name == "ScrollView" || ContentLayer.lists.contains(name), let next = file.nextSignificant(after: token),
                  tokens[next].kind == .leftBrace || tokens[next].kind == .leftParen,
                  file.previousSignificant(before: token).map({ tokens[$0].kind != .period }) ?? true,
                  !viewStructure.enclosingClosures(of: token).contains(where: { $0.isModifier && ViewStructure.detachedModifiers.contains($0.name) })
            else { continue }
            let line = file.source.location(of: tokens[token].start).line
            let what = name == "ScrollView" ? "the scrolling content of the `ScrollView`" : "the rows of the `\(name)`"
            return "it is behind a view that holds \(what) (line \(line))"
        }
        return nil
    }

    /// The platforms (`iOS`, `macOS`…) whose system bars a full-bleed material stands for, when it looks
    /// like a bar's background (`.bar`, or inside a `safeAreaInset` or toolbar) on platforms that draw
    /// bars in Liquid Glass; nil when the view is not a bar or none of its platforms has Liquid Glass.
    private mutating func barPlatforms(_ site: MaterialSite) -> [String]? {
        let material = syntax.compactText(site.material)
        let inBar = viewStructure.enclosingClosures(of: site.link.dot).contains {
            $0.isModifier && ContentLayer.barModifiers.contains($0.name)
        }
        guard [".bar", "Material.bar", "SwiftUI.Material.bar"].contains(material) || inBar else { return nil }
        let named = context.deploymentTargets.minimums.keys
        let branches = file.platformBranches
        let platforms = Platform.allCases.filter { platform in
            platform != .visionOS && platform != .macCatalyst && (named.isEmpty ? platform == .iOS : named.contains(platform))
                && branches.mayCompile(site.link.dot, for: platform)
        }
        return platforms.isEmpty ? nil : platforms.map(\.rawValue)
    }

    /// Records that the chain of a site that was just migrated now has Liquid Glass.
    mutating func markGlassed(_ chain: ModifierChain, at index: Int) {
        glassedLinks[chain.links[0].dot, default: []].append(chain.links[index].dot)
    }

    /// Whether the material background `inner` lies in the view that the material background `outer`
    /// (of another chain) is drawn behind, in the same build (not in another `#if` branch).
    mutating func isInside(_ inner: ModifierLink, _ outer: ModifierChain, at index: Int) -> Bool {
        guard let receiver = outer.receiverTokens, inner.dot > receiver.lowerBound, inner.dot < outer.links[index].dot,
              !file.platformBranches.areAlternatives(inner.dot, outer.links[index].dot) else { return false }
        let application = GlassApplication(chain: outer, linkIndex: index, kind: .helper, viewStart: receiver.lowerBound)
        return viewStructure.isInsideGlassedView(inner.nameToken, of: application)
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
            guard isInsideViewCode(index), !isVisionOSOnly(index), !file.scopes.isInLiquidGlassFallback(index),
                  !isInsideGlassChoosingDeclaration(index), !fallbackReach.isReachedOnlyFromFallback(index) else { continue }
            context.report(MaterialBackground.noReceiver,
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

    /// Whether the token is inside a `ViewModifier` or an extension that calls `glassEffect` itself (or the
    /// generated `adaptiveGlassEffect` that glass-availability writes for it, `GlassEffectHelper`).
    mutating func isInsideGlassChoosingDeclaration(_ token: Int) -> Bool {
        for blockIndex in file.scopes.enclosingBlocks(of: token) {
            let block = file.scopes.blocks[blockIndex]
            guard block.kind == .extension || (block.kind == .type && block.inheritance.contains("ViewModifier")) else { continue }
            if let known = glassCallingBlocks[blockIndex] {
                if known { return true }
                continue
            }
            var calls = false
            for index in block.open..<block.close where file.tokens[index].kind == .identifier
                && (file.token(index, is: "glassEffect") || file.token(index, is: "adaptiveGlassEffect")) && file.isCode(index) {
                // `.glassEffect(…)`, or `glassEffect(…)` on `self` without `self.`.
                let previous = file.previousSignificant(before: index)
                let isMember = previous.map { file.tokens[$0].kind == .period } ?? false
                let isDeclared = previous.map { file.token($0, is: "func") } ?? false
                let isCall = file.nextSignificant(after: index).map { file.tokens[$0].kind == .leftParen } ?? false
                if isMember || (isCall && !isDeclared) {
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
            return MaterialBackground.otherGlassEffect(line: line)
        }
        return MaterialBackground.alreadyGlass(glass.name, line: line)
    }

    /// The indices of the links of `chain` that apply Liquid Glass (see `ModuleGlass`), looked for once per chain.
    private mutating func glassLinks(of chain: ModifierChain) -> [Int] {
        if let known = glassLinks[chain.links[0].dot] { return known }
        let module = glassAround.module
        let swiftUI = swiftUIGlass
        let found = chain.links.indices.filter { module.kind(of: chain, at: $0, in: file, swiftUI: swiftUI) != nil }
        WorkMeter.count(chain.links.count + 1)
        glassLinks[chain.links[0].dot] = found
        return found
    }

    /// The clip stops of `chain`, worked out once per chain.
    mutating func clipStops(of chain: ModifierChain) -> FollowingClip.Stops {
        if let known = followingClips[chain.links[0].dot] { return known }
        let stops = FollowingClip.Stops(chain)
        followingClips[chain.links[0].dot] = stops
        return stops
    }

    /// Whether only visionOS builds compile the token: the module builds for no other platform (when
    /// its deployment targets are known), or `#if os(…)` conditions leave it to visionOS.
    func isVisionOSOnly(_ token: Int) -> Bool {
        let branches = file.platformBranches
        let built = context.deploymentTargets.minimums
        return Platform.allCases.allSatisfy { platform in
            platform == .visionOS || (!built.isEmpty && built[platform] == nil) || !branches.mayCompile(token, for: platform)
        }
    }
}
