import SwiftUI

struct FrostedPanel: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            Text("Panel")
                .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 16))
        } else {
            Text("Panel")
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
    }
}

struct LegacyOnly: View {
    var body: some View {
        if #unavailable(iOS 26) {
            Text("Legacy").background(.thinMaterial).clipShape(Capsule())
        }
    }
}

struct GlassCardModifier: ViewModifier {
    var useGlass: Bool

    func body(content: Content) -> some View {
        if useGlass, #available(iOS 26.0, *) {
            content.glassEffect(.regular, in: .rect(cornerRadius: 20))
        } else {
            content.background(.regularMaterial, in: .rect(cornerRadius: 20))
        }
    }
}

extension View {
    @ViewBuilder
    func frosted(_ enabled: Bool) -> some View {
        if enabled {
            self.glassEffect()
        } else {
            self.background(.thinMaterial, in: Capsule())
        }
    }
}

struct AlreadyMigrated: View {
    var body: some View {
        Text("Done").adaptiveGlassBackground(.ultraThinMaterial, in: Capsule())
    }
}
