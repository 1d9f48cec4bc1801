import SwiftUI

struct SuppressionForms: View {
    var body: some View {
        VStack {
            // glassmigrate:disable glass-availability - a region
            Text("A").glassEffect()
            Text("B").glassEffect()
            // glassmigrate:enable glass-availability
            Text("C").adaptiveGlassEffect(fallback: .ultraThinMaterial)
            // glassmigrate:disable all
            Text("D").glassEffect()
            // glassmigrate:enable all
            // glassmigrate:disable:next glass-availability, all
            Text("E").glassEffect()
            Text("F").glassEffect() // glassmigrate:disable:this all
            Text("G").adaptiveGlassEffect(fallback: .ultraThinMaterial) // glassmigrate:disable:this glass-availabilty
            /* glassmigrate:disable:next glass-availability */
            Text("H").glassEffect()
            // glassmigrate:disable glass-availability
            Text("I").glassEffect()
            // glassmigrate:enable:next glass-availability
            Text("J").adaptiveGlassEffect(fallback: .ultraThinMaterial)
            Text("K").adaptiveGlassEffect(fallback: .ultraThinMaterial) // glassmigrate:enable:this glass-availability
            // glassmigrate:enable glass-availability
            Text("L").glassEffect()
            // glassmigrate:disable:previous glass-availability - the line above is known
            // Prose about glassmigrate: it is not a directive, and neither is glassmigrate:disabled.
            Text("M").adaptiveGlassEffect(fallback: .ultraThinMaterial)
        }
    }
}
