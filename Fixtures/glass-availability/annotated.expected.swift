import SwiftUI

/// A badge written only for iOS 26, so its glass needs no check.
@available(iOS 26, *)
struct GlassBadge: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(8)
            .glassEffect(.regular.tint(.blue))
    }
}

@available(iOS 26.0, *)
extension View {
    /// A rounded glass card surface.
    func glassCard(cornerRadius: CGFloat = 20) -> some View {
        glassEffect(.regular, in: .rect(cornerRadius: cornerRadius))
    }
}

extension View {
    /// Glass on iOS 26, a material before; the check makes both branches safe.
    @ViewBuilder
    func adaptiveCapsule() -> some View {
        if #available(iOS 26.0, *) {
            glassEffect(.regular, in: .capsule)
        } else {
            background(.thinMaterial, in: Capsule())
        }
    }

    /// Forgot the check: glassEffect is not available on the deployment target.
    func plainGlass() -> some View {
        adaptiveGlassEffect(fallback: .ultraThinMaterial)
    }

    @available(iOS 26.0, *)
    func transitionGlass() -> some View {
        glassEffectTransition(.materialize)
    }
}

extension Color {
    /// A frosted accent of the app's own, not the iOS 26 button style.
    static let glass = Color.white.opacity(0.4)
}

struct ToolbarPill: View {
    var body: some View {
        HStack {
            // .glassEffect() would go here on iOS 26; "glassEffect" in a string is not code either.
            Text("glassEffect and .buttonStyle(.glass)")
                .tint(.glass)
            Button("Go") {}
                .adaptiveGlassProminentButtonStyle()
        }
        .padding()
        .adaptiveGlassEffect(.regular.interactive(), fallback: .ultraThinMaterial)
    }
}

struct FallbackRow: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            Text("Row").glassEffect()
        } else {
            Text("Row").adaptiveGlassEffect(.identity, fallback: .ultraThinMaterial)
        }
    }
}
