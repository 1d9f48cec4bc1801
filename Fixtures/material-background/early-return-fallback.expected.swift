import SwiftUI

// A material after an early return on iOS 26 (`if #available(iOS 26…) { return … }`, or
// `guard #unavailable(iOS 26…) else { return … }`) is the pre-26 fallback: it is left alone. After a
// check whose condition has another clause it may run on 26, and is migrated.
extension View {
    func cardBackground() -> AnyView {
        if #available(iOS 26.0, *) {
            return AnyView(self)
        }
        return AnyView(self.padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12)))
    }

    func chipBackground() -> AnyView {
        guard #unavailable(iOS 26.0) else {
            return AnyView(self)
        }
        return AnyView(self.padding().background(.thinMaterial, in: Capsule()))
    }

    func panelBackground(enabled: Bool) -> AnyView {
        if #available(iOS 26.0, *), enabled {
            return AnyView(self)
        }
        return AnyView(self.padding().adaptiveGlassBackground(.ultraThinMaterial, in: Capsule()))
    }
}
