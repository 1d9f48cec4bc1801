import SwiftUI

struct CardStyle: ViewModifier {
    var radius: CGFloat

    func body(content: Content) -> some View {
        content.cornerRadius(radius)
    }
}

extension View {
    func cardStyle(radius: CGFloat = 20) -> some View {
        modifier(CardStyle(radius: radius))
    }
}

struct Close: View {
    var body: some View {
        Image(systemName: "xmark")
            .frame(width: 36, height: 36)
            1️⃣.background(.ultraThinMaterial)
            .cardStyle(radius: 14)
    }
}
