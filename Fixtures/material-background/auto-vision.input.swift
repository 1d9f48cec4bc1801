import SwiftUI

struct Ornament: View {
    var body: some View {
        Text("Ornament")
            .padding()
            .background(.regularMaterial, in: Capsule())
    }
}
