import SwiftUI

// Labels that fit no SwiftUI signature call the app's own glassEffect, declared in another file
// of the module (so this file alone does not compile): it is left alone.
struct ForeignGlass: View {
    var body: some View {
        VStack {
            Text("Card").glassEffect(style: .card).padding()
            Text("Tinted").glassEffect(.regular, tint: .blue).font(.caption).padding(4)
        }
    }
}
