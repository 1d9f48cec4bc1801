import SwiftUI

struct ProfileCard: View {
    var name: String
    var shape: RoundedRectangle = RoundedRectangle(cornerRadius: 18)

    var body: some View {
        Group {
            Text(name)
                .font(.headline)
                .padding()
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            Text("Rect")
                .adaptiveGlassBackground(.thinMaterial, in: .rect(cornerRadius: 12))
            Text("Capsule")
                .adaptiveGlassBackground(.regularMaterial, in: Capsule())
            Text("Capsule shorthand")
                .adaptiveGlassBackground(.thickMaterial, in: .capsule)
            Image(systemName: "star")
                .padding(8)
                .adaptiveGlassBackground(.ultraThickMaterial, in: Circle())
            Image(systemName: "heart").adaptiveGlassBackground(.ultraThinMaterial, in: .circle)
            Text("Ellipse")
                .adaptiveGlassBackground(.regularMaterial, in: Ellipse())
            Text("Uneven")
                .adaptiveGlassBackground(.thinMaterial, in: UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8))
            Text("Container")
                .adaptiveGlassBackground(.regularMaterial, in: ContainerRelativeShape())
            Text("Variable")
                .adaptiveGlassBackground(.thinMaterial, in: shape)
        }
    }
}
