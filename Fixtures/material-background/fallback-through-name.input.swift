import SwiftUI

// A pre-26 fallback reached through a name is left alone: a property, a method or a view type whose
// every use in the file sits where Liquid Glass does not exist (the `else` of `if #available(iOS 26…)`,
// an `if #unavailable(iOS 26…)` body, the `else` of `guard #available(iOS 26…)`). A name also used
// elsewhere, or not used in the file at all, is not known to be a fallback and is migrated.
struct Toolbar: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            label.glassEffect()
        } else {
            legacyBackground
        }
    }

    private var label: some View {
        Text("Toolbar").padding()
    }

    private var legacyBackground: some View {
        label.background(.thinMaterial, in: Capsule())
    }

    @ViewBuilder
    private var chip: some View {
        if #unavailable(iOS 26.0) {
            legacyChip()
        } else {
            Text("Chip").padding().glassEffect()
        }
    }

    @ViewBuilder
    private func legacyChip() -> some View {
        Text("Chip").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }

    private func badge() -> AnyView {
        guard #available(iOS 26.0, *) else {
            return AnyView(LegacyBadge())
        }
        return AnyView(Text("New").padding().glassEffect())
    }

    private var shared: some View {
        Text("Shared").padding().background(.regularMaterial, in: Capsule())
    }

    @ViewBuilder
    private var mixed: some View {
        if #available(iOS 26.0, *) {
            shared.glassEffect()
        } else {
            shared
        }
    }

    private var unused: some View {
        Text("Unused").padding().background(.thickMaterial, in: Capsule())
    }
}

struct LegacyBadge: View {
    var body: some View {
        Text("New").padding().background(.regularMaterial, in: Capsule())
    }
}
