import SwiftUI

// A frame that aligns the glass in a larger space (an `alignment:` or an `.infinity` bound) places
// the glass rather than sizing it: moved before the glass it would stretch the glass over that whole
// space. It stays, and ends the run; a plain frame before it still moves.
struct BottomPanel: View {
    var body: some View {
        Text("Panel")
            .glassEffect(.clear)
            .frame(height: 120)
            .frame(maxHeight: .infinity, alignment: .bottom)
    }
}

struct Pill: View {
    var body: some View {
        VStack {
            Text("Centered pill").glassEffect().frame(maxWidth: .infinity)
            Text("Leading pill").glassEffect().frame(width: 300, alignment: .leading).1️⃣padding(4)
        }
    }
}
