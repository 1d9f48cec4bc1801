import SwiftUI

// Written in the style of the seed article's samples: correct Liquid Glass code.

struct ForecastCard: View {
    let temperature: String
    let condition: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(condition)
                .font(.headline)
            Text(temperature)
                .font(.system(size: 34, weight: .semibold, design: .rounded))
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .modifier(AdaptiveGlassBackground(cornerRadius: 24))
    }
}

/// Glass on iOS 26, the same-shape material before.
struct AdaptiveGlassBackground: ViewModifier {
    let cornerRadius: CGFloat

    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            // glass-interactive-motion reports this `.interactive()` as info: the helper never reads
            // Reduce Motion, so the bounce stays on for users who asked for less motion.
            content.glassEffect(
                .regular.interactive(),
                in: .rect(cornerRadius: cornerRadius)
            )
        } else {
            content.background(
                .ultraThinMaterial,
                in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
            )
        }
    }
}

enum ShortcutAction: String, CaseIterable, Identifiable {
    case reload, send, pin

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .reload: return "arrow.clockwise"
        case .send: return "paperplane"
        case .pin: return "pin"
        }
    }
}

struct ShortcutsBar: View {
    @State private var isOpen = false
    @Namespace private var morph

    var body: some View {
        GlassEffectContainer(spacing: 24) {
            HStack(spacing: 24) {
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) {
                        isOpen.toggle()
                    }
                } label: {
                    Image(systemName: isOpen ? "xmark" : "plus")
                        .frame(width: 56, height: 56)
                }
                .buttonStyle(.glass)
                .glassEffectID("toggle", in: morph)

                if isOpen {
                    ForEach(ShortcutAction.allCases) { action in
                        Button {
                            // run the action
                        } label: {
                            Image(systemName: action.symbol)
                                .frame(width: 56, height: 56)
                        }
                        .buttonStyle(.glass)
                        .glassEffectID(action.id, in: morph)
                        .glassEffectUnion(id: "open", namespace: morph)
                    }
                }
            }
        }
    }
}

struct TransparencyAwareSurface<Content: View>: View {
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    let cornerRadius: CGFloat
    @ViewBuilder var content: Content

    var body: some View {
        if #available(iOS 26.0, *) {
            content
                // glass-interactive-motion reports the next line as info: it drops the bounce for
                // Reduce Transparency, but the bounce is motion (Reduce Motion is the setting to read).
                .glassEffect(
                    reduceTransparency ? .regular : .regular.interactive(),
                    in: .rect(cornerRadius: cornerRadius)
                )
        } else {
            content.background(
                .ultraThinMaterial,
                in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
            )
        }
    }
}
