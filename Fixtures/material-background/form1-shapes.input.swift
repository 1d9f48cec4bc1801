import SwiftUI

struct ProfileCard: View {
    var name: String
    var shape: RoundedRectangle = RoundedRectangle(cornerRadius: 18)

    var body: some View {
        Group {
            Text(name)
                .font(.headline)
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            Text("Rect")
                .background(.thinMaterial, in: .rect(cornerRadius: 12))
            Text("Capsule")
                .background(.regularMaterial, in: Capsule())
            Text("Capsule shorthand")
                .background(.thickMaterial, in: .capsule)
            Image(systemName: "star")
                .padding(8)
                .background(.ultraThickMaterial, in: Circle())
            Image(systemName: "heart").background(.ultraThinMaterial, in: .circle)
            Text("Ellipse")
                .background(.regularMaterial, in: Ellipse())
            Text("Uneven")
                .background(.thinMaterial, in: UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8))
            Text("Container")
                .background(.regularMaterial, in: ContainerRelativeShape())
            Text("Variable")
                .background(.thinMaterial, in: shape)
        }
    }
}
