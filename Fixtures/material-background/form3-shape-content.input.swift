import SwiftUI

struct WeatherCard: View {
    var city: String

    var body: some View {
        Group {
            Text(city)
                .padding()
                .background { RoundedRectangle(cornerRadius: 16).fill(.thinMaterial) }
            Text("Multi-line closure")
                .padding()
                .background {
                    RoundedRectangle(cornerRadius: 22, style: .continuous)
                        .fill(.ultraThinMaterial)
                }
            Text("Argument")
                .background(Capsule().fill(.ultraThinMaterial))
            Text("Foreground style")
                .background { Circle().foregroundStyle(.regularMaterial) }
            Text("Foreground style argument")
                .background(Ellipse().foregroundStyle(Material.thick))
        }
    }
}
