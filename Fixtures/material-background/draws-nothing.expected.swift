import SwiftUI

struct Spacers: View {
    var body: some View {
        Group {
            Color.clear
                .frame(height: 44)
                .adaptiveGlassBackground(.thinMaterial, in: Capsule())
            Spacer()
                .frame(height: 20)
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 6))
            GeometryReader { _ in
                Color.clear
            }
            .adaptiveGlassBackground(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
        }
    }
}
