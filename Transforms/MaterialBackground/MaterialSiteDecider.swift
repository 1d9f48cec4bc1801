import GlassMigrate

/// What a material background becomes.
enum MaterialOutput: Equatable {
    /// The generated helper: glass from iOS 26, the same material in the same shape before.
    case adaptive
    /// `glassEffect(.regular, in: shape)`, for code that only runs where Liquid Glass exists.
    case native
    /// The LiquidGlass package's `.glass(…)` with these arguments (`style: .card`, …).
    case liquidGlass(arguments: String)
}

/// Decides what each material background becomes from the configured style, the deployment targets
/// and where the site compiles, reporting why a site is left unchanged or looks different: the second
/// of `material-background`'s three steps (recognise, decide, write).
struct MaterialSiteDecider: MaterialSiteStep {
    let file: ParsedFile
    let context: RuleContext
    let syntax: MaterialSyntax
    /// Where glass compiles in this file; made on the first migrated site, then shared by the others.
    private lazy var gate = LiquidGlassGate(file, targets: context.deploymentTargets)

    init(file: ParsedFile, context: RuleContext, syntax: MaterialSyntax) {
        self.file = file
        self.context = context
        self.syntax = syntax
    }

    /// Whether the module declares its own `adaptiveGlassBackground` and not the generated helper, so
    /// a call to the helper would resolve to the module's function; made on the first adaptive site.
    private lazy var helperNameIsTaken: Bool = {
        var declared = DeclaredNames(file)
        declared.formUnion(context.moduleDeclarations)
        return AdaptiveGlassHelper.isNameTaken(in: declared)
    }()

    /// What `site` becomes in the configured style, or nil when it is left unchanged; every note and
    /// reason is reported here, in the order a reader meets them.
    mutating func decide(_ site: MaterialSite) -> MaterialOutput? {
        let output = choose(site)
        if output == .adaptive && helperNameIsTaken {
            report(MaterialBackground.helperNameTaken, at: site.link, subID: "review", severity: .warning)
            return nil
        }
        return output
    }

    /// What `site` becomes in the configured style, before the helper's name is checked.
    private mutating func choose(_ site: MaterialSite) -> MaterialOutput? {
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
            report(MaterialBackground.unnamedPlatforms(names, targets: targetsDescription),
                   at: site.link, subID: "review", severity: .warning)
            return nil
        }
        let nativeAllowed = targets.allSupportLiquidGlass || gate.compilesEverywhere(at: site.link.dot)
        switch context.options.choice(MaterialBackground.Option.style, as: OutputStyle.self) ?? .auto {
        case .auto:
            return nativeAllowed ? native(site) : .adaptive
        case .adaptive:
            return .adaptive
        case .native:
            if nativeAllowed {
                return native(site)
            } else {
                report(MaterialBackground.nativeUnavailable(targets: targetsDescription),
                       at: site.link, subID: "native-unavailable", severity: .error)
                return nil
            }
        case .liquidglass:
            return liquidGlass(site)
        }
    }

    /// `.native`, unless replacing the material with `.regular` would lose a comment.
    private func native(_ site: MaterialSite) -> MaterialOutput? {
        if case .rebuild = site.layout {} else if syntax.losesTrivia(replacing: site.material, keeping: []) {
            report(MaterialBackground.nativeLosesComment,
                   at: site.link, subID: "review", severity: .warning)
            return nil
        }
        return .native
    }

    /// `.liquidGlass` with the package's style for the site's radius, or the adaptive helper where the
    /// package cannot draw the site; nil when a comment would be lost.
    private func liquidGlass(_ site: MaterialSite) -> MaterialOutput? {
        // The package declares iOS 17 and macOS 14 only; its toolbar style draws `.bar`, which tvOS and
        // watchOS lack, and visionOS has no Liquid Glass API: elsewhere the helper keeps the material.
        let foreign = context.deploymentTargets.minimums.keys.filter { ![.iOS, .macOS, .macCatalyst].contains($0) }
        if !foreign.isEmpty {
            let names = Platform.allCases.filter(foreign.contains).map(\.rawValue).joined(separator: ", ")
            report(MaterialBackground.liquidGlassPlatform(names),
                   at: site.link, subID: "liquidglass-platform", severity: .info)
            return .adaptive
        }
        guard let radius = site.radius else {
            report(MaterialBackground.liquidGlassShape,
                   at: site.link, subID: "liquidglass-shape", severity: .info)
            return .adaptive
        }
        if syntax.losesTrivia(replacing: site.link.nameToken..<(site.link.lastToken + 1), keeping: []) {
            report(MaterialBackground.liquidGlassLosesComment,
                   at: site.link, subID: "review", severity: .warning)
            return nil
        }
        let style = LiquidGlassStyle.matching(radius: radius)
        let arguments = style.map { "style: .\($0.name)" } ?? "style: .card, cornerRadius: \(radius)"
        let drawn = (style ?? LiquidGlassStyle.card).material
        let original = syntax.text(site.material)
        report(MaterialBackground.liquidGlassLook(drawn: drawn, original: original),
               at: site.link, subID: "liquidglass-look", severity: .warning)
        return .liquidGlass(arguments: arguments)
    }

    private var targetsDescription: String {
        let minimums = context.deploymentTargets.minimums
        if minimums.isEmpty { return "the deployment targets (unknown, so taken as iOS below 26)" }
        let names = Platform.allCases.compactMap { platform in minimums[platform].map { "\(platform.rawValue) \($0)" } }
        return "the deployment targets (\(names.joined(separator: ", ")))"
    }
}

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
