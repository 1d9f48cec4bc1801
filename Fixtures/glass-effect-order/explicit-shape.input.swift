import SwiftUI

// A glass given its shape explicitly is what a material background in a shape becomes when
// material-background migrates it natively; a padding after it is the margin the material had,
// so it stays (and a second run leaves the tool's own output alone).
struct ShapedGlass: View {
    var body: some View {
        VStack {
            Text("Capsule").glassEffect(in: .capsule).padding(8)
            Text("Migrated")
                .glassEffect(.regular, in: Capsule())
                .padding(.horizontal, 12)
            Image(systemName: "star")
                .glassEffect(.clear, in: .circle)
                .frame(width: 44, height: 44)
        }
    }
}
