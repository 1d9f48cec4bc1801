import SwiftUI

struct ValidForms: View {
    var body: some View {
        // glassmigrate:disable invalid-suppression - a region
        Text("a")
        // glassmigrate:enable invalid-suppression
        // glassmigrate:disable:next all
        Text("b")
        Text("c") // glassmigrate:disable:this invalid-suppression, all
        // glassmigrate:disable:previous all - the line above
        /* glassmigrate:enable:next invalid-suppression */
        Text("d")
    }
}
