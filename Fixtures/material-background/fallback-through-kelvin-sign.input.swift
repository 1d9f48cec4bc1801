import SwiftUI

// Names compare as Swift strings do: the fallback's use spells the K of `Klegacy` with U+212A KELVIN
// SIGN, which a string takes for a `K`, so the material is reached only from the fallback and is left.
struct Thermometer: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            Text("21°").padding().glassEffect()
        } else {
            Klegacy
        }
    }

    private var Klegacy: some View {
        Text("21°").padding().background(.thinMaterial, in: Capsule())
    }
}
