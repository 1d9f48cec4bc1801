import SwiftUI

// A `Backport` namespace's own `glass` is not what `.buttonStyle(.glass)` reaches: SwiftUI's is, and
// it needs iOS 26.
struct Backport {}

struct GlassBackportButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .adaptiveGlassButtonStyle()
    }
}

extension Backport {
    static var glass: GlassBackportButtonStyle { .init() }
}

// The module's own member of a button-style extension is what `.buttonStyle(.glassProminent)` reaches.
struct OwnProminentStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(.thinMaterial, in: Capsule())
    }
}

extension ButtonStyle where Self == OwnProminentStyle {
    static var glassProminent: OwnProminentStyle { OwnProminentStyle() }
}

struct Tray: View {
    var body: some View {
        Button("Go") {}.buttonStyle(.glassProminent)
    }
}
