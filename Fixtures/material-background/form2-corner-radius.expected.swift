import SwiftUI

struct StatTile: View {
    var value: Int
    let radius: CGFloat = 14

    var body: some View {
        Group {
            Text("\(value)")
                .padding()
                .adaptiveGlassBackground(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            Text("Variable radius")
                .adaptiveGlassBackground(Material.thin, in: RoundedRectangle(cornerRadius: radius))
            Text("Antialiased")
                .background(.thinMaterial)
                .cornerRadius(12, antialiased: false)
            Text("Clip with style")
                .background(.thinMaterial)
                .clipShape(Capsule(), style: FillStyle(eoFill: true))
            Text("Comment in clip")
                .background(.thinMaterial)
                .clipShape(/* pill */ Capsule())
        }
    }
}
