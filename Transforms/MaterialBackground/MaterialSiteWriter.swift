import GlassMigrateCore

/// Writes each migrated material background as one change, with the helper or the
/// `import LiquidGlass` it needs: the last of `material-background`'s three steps (recognise, decide, write).
struct MaterialSiteWriter {
    let file: ParsedFile
    let context: RuleContext
    let ruleID: String
    let syntax: MaterialSyntax
    private var fixes: [Fix] = []
    /// How many sites were proposed, kept or not: a skipped site still decides what later sites do.
    private(set) var proposedSites = 0
    /// The `import LiquidGlass` line the liquidglass style needs, shared by its sites.
    private lazy var liquidGlassImportEdit: Edit? = liquidGlassImport()

    init(file: ParsedFile, context: RuleContext, ruleID: String, syntax: MaterialSyntax) {
        self.file = file
        self.context = context
        self.ruleID = ruleID
        self.syntax = syntax
    }

    /// Writes `site` as `output`.
    mutating func write(_ site: MaterialSite, as output: MaterialOutput) {
        switch output {
        case .adaptive: writeAdaptive(site)
        case .native: writeNative(site)
        case .liquidGlass(let arguments): writeLiquidGlass(site, arguments: arguments)
        }
    }

    /// The fixes proposed, one per migrated background.
    func finish() -> [Fix] {
        fixes
    }

    /// Proposes one migrated background as a fix; the helper, or the import and the package dependency, come with it only when it is made.
    private mutating func declare(_ siteEdits: [Edit], needsHelper: Bool = false, needsImport: Bool = false) {
        proposedSites += 1
        let helper = needsHelper ? [AdaptiveGlassHelper.supportFile(for: context.deploymentTargets, ruleID: ruleID)] : []
        let shared = needsImport ? liquidGlassImportEdit.map { [$0] } ?? [] : []
        // The import needs the package as a dependency of every module that compiles the file.
        let package = needsImport ? [LiquidGlassPackage.dependency(context.options, ruleID: ruleID)] : []
        fixes.append(Fix(siteEdits, requiring: helper + package, sharing: shared))
    }

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
            siteEdits.append(Edit(range: callRange(site.link), replacement: "\(name)(\(syntax.text(site.material)), in: \(site.shape))",
                                  ruleID: ruleID))
        }
        declare(siteEdits, needsHelper: true)
    }

    private mutating func writeNative(_ site: MaterialSite) {
        let materialBytes = file.tokens[site.material.lowerBound].start..<file.tokens[site.material.upperBound - 1].end
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

    private mutating func writeLiquidGlass(_ site: MaterialSite, arguments: String) {
        var siteEdits = [Edit(range: callRange(site.link), replacement: "glass(\(arguments))", ruleID: ruleID)]
        if case .appendShape(let clip?) = site.layout { siteEdits.append(removal(of: clip)) }
        declare(siteEdits, needsImport: true)
    }

    /// An edit deleting a `.clipShape`/`.cornerRadius` link, keeping every comment around it.
    private func removal(of link: ModifierLink) -> Edit {
        .delete(file.removalRange(of: link), ruleID: ruleID)
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
