import SwiftUI

// Names that are not ASCII are followed as ASCII names are: `fondHérité` is used only in the fallback
// and keeps its material; `étiquetteCommune` is also used outside one and is migrated.
struct Barre: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            Text("Barre").padding().glassEffect()
        } else {
            fondHérité
        }
    }

    private var fondHérité: some View {
        Text("Barre").padding().background(.thinMaterial, in: Capsule())
    }

    private var étiquetteCommune: some View {
        Text("Commune").padding().adaptiveGlassBackground(.regularMaterial, in: Capsule())
    }

    @ViewBuilder
    private var mélange: some View {
        if #available(iOS 26.0, *) {
            étiquetteCommune
        } else {
            étiquetteCommune
        }
        étiquetteCommune
    }
}
