import SwiftUI

// Built with an SDK before 26, a module's own `glassProminent` in a button-style extension is what
// `.buttonStyle(.glassProminent)` reaches, so nothing is reported; with the 26 SDK the call is
// ambiguous beside SwiftUI's, which is why this case does not compile against the stand-ins.
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
