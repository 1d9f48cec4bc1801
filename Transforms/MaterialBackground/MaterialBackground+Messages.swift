import GlassMigrateCore

// What the steps report about a site they leave or change; the reasons recognition gives for a site it
// cannot rewrite are written where each is found (MaterialRecognition, FollowingClip).
extension MaterialBackground {
    /// A `fillStyle:` other than the default.
    static func fillStyle(_ argument: String) -> String {
        "`\(argument)` has no Liquid Glass counterpart, so this material background is left unchanged; review it by hand."
    }

    /// A material background with no shape anywhere around it: a bar's on `barPlatforms`, or, when nil, a view that is not a bar.
    static func fullBleed(barPlatforms: [String]?) -> String {
        let seen = "This material background has no shape: nothing after it in its chain, or around it in this expression, clips it, so it fills its view's whole frame and any safe area that frame touches"
        guard let barPlatforms else {
            return "\(seen). It is left unchanged, since glass needs a shape and the tool cannot tell which one this view has where it is used; if the view is clipped there, give the material that shape with `background(_:in:)` to have it migrated, or set migrateFullBleed to migrate it with Rectangle()."
        }
        let names = barPlatforms.map { "\($0) 26" }
        let subject = names.count == 1 ? "\(names[0]) draws" : "\(names.dropLast().joined(separator: ", ")) and \(names.last!) draw"
        return "\(seen), as a bar's does. It is left unchanged, since \(subject) system bars in Liquid Glass already; if the view is clipped where it is used, give the material that shape with `background(_:in:)` to have it migrated, or set migrateFullBleed to migrate it with Rectangle()."
    }

    /// A material background of a target that opts out of the new design through the settings file `origin`.
    static func designCompatibility(_ origin: String) -> String {
        "This material background is left unchanged: a target that compiles it sets UIDesignRequiresCompatibility to true (\(origin)), so it shows the design of before iOS 26 and Liquid Glass is not what its users see while the key is set. Adopt the new design, remove the key, and run glassmigrate again; set migrateOptedOut to migrate it anyway."
    }

    /// A material background on content, which `reason` says what makes it.
    static func contentLayer(_ reason: String) -> String {
        "This material background is on content: it is in \(reason). Liquid Glass belongs to the functional layer (bars, controls, floating overlays), not to content, and a material is still right for content on iOS 26, so it is left unchanged; set migrateContentLayer to migrate it anyway."
    }

    /// A material passed to the module's own view `name`, as the argument labelled `label`.
    static func passedToView(_ name: String, label: String?) -> String {
        let argument = label.map { " (as `\($0):`)" } ?? ""
        return "This material is passed to `\(name)`\(argument), a view of this module that decides how it is drawn; glassmigrate does not follow it there, so it is left unchanged; review how `\(name)` draws it."
    }

    /// A material passed to the module's own modifier `name`.
    static func passedToModifier(_ name: String) -> String {
        "This material is passed to `\(name)`, a modifier of this module that decides how it is drawn; glassmigrate does not follow it there, so it is left unchanged; review how `\(name)` draws it."
    }

    /// A shape filled with a material as the first layer of the `ZStack` at `line`.
    static func stackLayer(line: Int) -> String {
        "This material is the first layer of the `ZStack` (line \(line)): a background drawn as a view. It is left unchanged: whether the other layers take the same space, so that it could be their `background(_:in:)`, cannot be told from here; review it by hand."
    }

    /// A material background on a view used both as content and elsewhere, as `reason` says.
    static func contentLayerUnsure(_ reason: String) -> String {
        "Whether this material background is on content cannot be told: \(reason). It is left unchanged; review it by hand (Liquid Glass belongs to the functional layer: bars, controls, floating overlays, not content)."
    }

    /// The module's own `adaptiveGlassBackground`, which is not the generated helper.
    static let helperNameTaken = "This module declares its own `adaptiveGlassBackground`, not glassmigrate's helper (it has no `AdaptiveGlassBackground` modifier), so a call to the helper would resolve to that function; this material background is left unchanged; rename that function, or use the native style where the targets allow it."

    /// A second material background in a chain whose first one becomes glass.
    static let earlierInChain = "An earlier material background in this chain becomes Liquid Glass, so this one would put glass on glass; it is left unchanged; review it by hand."

    /// `background(…)` without a receiver in view code.
    static let noReceiver = "This `background` call has no receiver, so it cannot be known to be SwiftUI's modifier on `self`; it is left unchanged (write `self.background(…)` to have it migrated)."

    /// A chain that calls a `glassEffect` which is not SwiftUI's, at `line`.
    static func otherGlassEffect(line: Int) -> String {
        "This chain also calls `.glassEffect` (line \(line)), which is not SwiftUI's (an app's own modifier or a compatibility wrapper) and may draw glass itself, so its material background is left unchanged; review it by hand."
    }

    /// A chain that already applies glass with the modifier `name` at `line`.
    static func alreadyGlass(_ name: String, line: Int) -> String {
        "This chain already applies Liquid Glass with `.\(name)` (line \(line)), so its material background is left unchanged to avoid glass on glass; review it by hand."
    }

    /// Code built for `platforms` that the deployment targets (`targets`, described) do not name.
    static func unnamedPlatforms(_ platforms: String, targets: String) -> String {
        "This code is built for \(platforms), which \(targets) do not name, so neither the adaptive helper's availability check nor plain glass would compile there; it is left unchanged (declare the platform in Package.swift or the Xcode project, or review it by hand)."
    }

    /// The `native` style where a deployment target (`targets`, described) is below 26.
    static func nativeUnavailable(targets: String) -> String {
        "The native style writes `.glassEffect` with no fallback, which needs every deployment target at 26 or later, but \(targets) are not; this site is left unchanged (use the adaptive or auto style)."
    }

    /// A comment in the material that `.regular` would replace.
    static let nativeLosesComment = "A comment inside this material expression would be lost by replacing it with `.regular`; review it by hand."

    /// The `liquidglass` style on code also built for `platforms` (with versions) that the package does not build for.
    static func liquidGlassPlatform(_ platforms: String) -> String {
        "The LiquidGlass package builds only for iOS 17 and macOS 14 or later, but this code is also built for \(platforms), "
            + "so this background is left unchanged (its module cannot depend on the package); the adaptive or native style migrates it there."
    }

    /// The `liquidglass` style where the manifest or project at `origin` names no deployment targets.
    static func liquidGlassNoVersions(origin: String) -> String {
        "The LiquidGlass package builds only for iOS 17 and macOS 14 or later, and \(origin) names no deployment targets, so "
            + "this code builds for older systems and this background is left unchanged; declare them (`platforms: [.iOS(.v17), "
            + ".macOS(.v14)]`, or the project's deployment target), or use the adaptive style."
    }

    /// The `liquidglass` style on `shape`, which the package cannot draw.
    static func liquidGlassShape(_ shape: String) -> String {
        "The LiquidGlass package draws only continuous rounded rectangles (`RoundedRectangle(cornerRadius:style: .continuous)`), "
            + "not `\(shape)`, so this background is left unchanged; the adaptive style keeps its shape."
    }

    /// The `liquidglass` style on a material no `GlassStyle` draws before iOS 26.
    static func liquidGlassMaterial(_ material: String) -> String {
        "No style of the LiquidGlass package draws `\(material)` before iOS 26 (each draws one fixed material), so this background "
            + "is left unchanged; the adaptive style keeps it."
    }

    /// A comment in a call that `.glass(style:)` would replace.
    static let liquidGlassLosesComment = "A comment inside this material background would be lost by rewriting it to `.glass(style:)`; review it by hand."

    /// What the package draws before iOS 26 in `style` (with or without its shadow) over the site's own `material`.
    static func liquidGlassLook(style: String, shadow: Bool, material: String) -> String {
        let added = shadow ? "its own 0.5 pt white inner stroke and a drop shadow" : "its own 0.5 pt white inner stroke"
        return "Before iOS 26 the LiquidGlass package's .\(style) style draws the same \(material) in the same shape and adds "
            + "\(added) over it (with Reduce Transparency on, an opaque fill instead of the material): that is the look this "
            + "style opts into; the adaptive style draws the material alone."
    }
}
