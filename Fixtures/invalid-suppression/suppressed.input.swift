import SwiftUI

struct Suppressed: View {
    var body: some View {
        // glassmigrate:disable invalid-suppression - an old comment we keep for now
        Text("a") // glassmigrate:disable:this glass-on-glas
        // glassmigrate:enable invalid-suppression
    }
}
