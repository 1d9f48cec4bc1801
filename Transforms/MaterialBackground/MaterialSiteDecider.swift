import GlassMigrateCore

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
        var declared = file.declaredNames
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
        switch context.options[MaterialBackground.Option.style] {
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

    /// `.liquidGlass` with the package's style that draws the site's material and, where it differs
    /// from the style's, the site's radius; nil (reported) where the package cannot build or draw the site.
    private func liquidGlass(_ site: MaterialSite) -> MaterialOutput? {
        let targets = context.deploymentTargets
        // A manifest or project that names no versions builds for the oldest systems the SDK supports; with
        // none read at all, the run's planner finds no module to give the package and keeps the site.
        if targets.minimums.isEmpty, let origin = targets.origin {
            report(MaterialBackground.liquidGlassNoVersions(origin: ReportPath.relative(origin)),
                   at: site.link, subID: "liquidglass-platform", severity: .warning)
            return nil
        }
        let unsupported = LiquidGlassPackage.unsupported(by: targets)
        if !unsupported.isEmpty {
            report(MaterialBackground.liquidGlassPlatform(unsupported.joined(separator: ", ")),
                   at: site.link, subID: "liquidglass-platform", severity: .warning)
            return nil
        }
        guard let radius = site.radius else {
            report(MaterialBackground.liquidGlassShape(site.shape), at: site.link, subID: "liquidglass-shape", severity: .warning)
            return nil
        }
        guard let style = LiquidGlassStyle.drawing(syntax.compactText(site.material)) else {
            report(MaterialBackground.liquidGlassMaterial(syntax.text(site.material)),
                   at: site.link, subID: "liquidglass-material", severity: .warning)
            return nil
        }
        if syntax.losesTrivia(replacing: site.link.nameToken..<(site.link.lastToken + 1), keeping: []) {
            report(MaterialBackground.liquidGlassLosesComment,
                   at: site.link, subID: "review", severity: .warning)
            return nil
        }
        // Where every deployment target has Liquid Glass, the package's fallback never draws.
        if !targets.allSupportLiquidGlass {
            report(MaterialBackground.liquidGlassLook(style: style.name, shadow: style.drawsShadow, material: syntax.text(site.material)),
                   at: site.link, subID: "liquidglass-look", severity: .info)
        }
        return .liquidGlass(arguments: style.arguments(radius: radius))
    }

    private var targetsDescription: String {
        let minimums = context.deploymentTargets.minimums
        if minimums.isEmpty { return "the deployment targets (unknown, so taken as iOS below 26)" }
        let names = Platform.allCases.compactMap { platform in minimums[platform].map { "\(platform.rawValue) \($0)" } }
        return "the deployment targets (\(names.joined(separator: ", ")))"
    }
}
