import SwiftUI

// Declarations marked unavailable on visionOS are never compiled for it, so the availability
// check inside them only has to cover iOS.
@available(iOS 17.0, *)
@available(visionOS, unavailable)
struct CompatibleGlass: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.glassEffect()
        } else {
            content
        }
    }
}

extension View {
    @available(visionOS, unavailable)
    func compatibleGlassContainer() -> some View {
        Group {
            if #available(iOS 26.0, *) {
                GlassEffectContainer { self }
            } else {
                self
            }
        }
    }
}
