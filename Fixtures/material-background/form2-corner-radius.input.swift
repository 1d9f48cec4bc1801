import SwiftUI

struct StatTile: View {
    var value: Int
    let radius: CGFloat = 14

    var body: some View {
        Group {
            Text("\(value)")
                .padding()
                .background(.regularMaterial)
                .cornerRadius(12)
            Text("Variable radius")
                .background(Material.thin)
                .cornerRadius(radius)
            Text("Antialiased")
                1️⃣.background(.thinMaterial)
                .cornerRadius(12, antialiased: false)
            Text("Clip with style")
                2️⃣.background(.thinMaterial)
                .clipShape(Capsule(), style: FillStyle(eoFill: true))
            Text("Comment in clip")
                3️⃣.background(.thinMaterial)
                .clipShape(/* pill */ Capsule())
        }
    }
}
