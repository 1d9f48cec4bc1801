import SwiftUI

struct SuppressionForms: View {
    var body: some View {
        VStack {
            // glassmigrate:disable glass-effect-order - a region
            Text("A").glassEffect().padding()
            Text("B").glassEffect().font(.caption)
            // glassmigrate:enable glass-effect-order
            Text("C").padding().glassEffect()
            // glassmigrate:disable all
            Text("D").glassEffect().padding()
            // glassmigrate:enable all
            // glassmigrate:disable:next glass-effect-order, all
            Text("E").glassEffect().padding()
            Text("F").glassEffect().padding() // glassmigrate:disable:this all
            Text("G").padding().glassEffect() // glassmigrate:disable:this glass-effect-ordr
            /* glassmigrate:disable:next glass-effect-order */
            Text("H").glassEffect().padding()
        }
    }
}
