import SwiftUI

// An iOS 17-safe wrapper that names its types and modifiers after Apple's: inside this module
// these are the module's own API, not Liquid Glass.
struct GlassEffectContainer<Content: View>: View {
    var spacing: CGFloat?
    @ViewBuilder var content: Content

    var body: some View {
        content.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

extension View {
    func glassEffect(radius: CGFloat) -> some View {
        background(.thinMaterial, in: RoundedRectangle(cornerRadius: radius))
    }
}

struct Toolbar: View {
    var body: some View {
        GlassEffectContainer(spacing: 8) {
            Text("Wrapped").glassEffect(radius: 12)
        }
    }
}
