import SwiftUI

struct SuppressionForms: View {
    var body: some View {
        VStack {
            // glassmigrate:disable glass-availability - a region
            Text("A").glassEffect()
            Text("B").glassEffect()
            // glassmigrate:enable glass-availability
            Text("C").glassEffect()
            // glassmigrate:disable all
            Text("D").glassEffect()
            // glassmigrate:enable all
            // glassmigrate:disable:next glass-availability, all
            Text("E").glassEffect()
            Text("F").glassEffect() // glassmigrate:disable:this all
            Text("G").glassEffect() // glassmigrate:disable:this glass-availabilty
            /* glassmigrate:disable:next glass-availability */
            Text("H").glassEffect()
        }
    }
}
