import SwiftUI

struct WeatherCard: View {
    var city: String

    var body: some View {
        Group {
            Text(city)
                .padding()
                .adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
            Text("Multi-line closure")
                .padding()
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 22, style: .continuous))
            Text("Argument")
                .adaptiveGlassBackground(.ultraThinMaterial, in: Capsule())
            Text("Foreground style")
                .adaptiveGlassBackground(.regularMaterial, in: Circle())
            Text("Foreground style argument")
                .adaptiveGlassBackground(Material.thick, in: Ellipse())
        }
    }
}
