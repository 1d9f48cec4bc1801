import SwiftUI

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    @ViewBuilder
    func glassEffect(in shape: some Shape) -> some View {
        if #available(iOS 26.0, *) {
            content.glassEffect(.regular, in: shape)
        } else {
            content.background(.thinMaterial, in: shape)
        }
    }
}

struct Badge: View {
    var body: some View {
        VStack {
            Text("wrapped").padding().backport.glassEffect(in: Capsule())
            Text("x").padding().adaptiveGlassEffect(in: Capsule(), fallback: .ultraThinMaterial)
        }
    }
}
