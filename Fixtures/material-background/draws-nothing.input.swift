import SwiftUI

struct Spacers: View {
    var body: some View {
        Group {
            Color.clear
                .frame(height: 44)
                .background(.thinMaterial)
                .clipShape(Capsule())
            Spacer()
                .frame(height: 20)
                .background(.ultraThinMaterial)
                .clipShape(RoundedRectangle(cornerRadius: 6))
            GeometryReader { _ in
                Color.clear
            }
            .background(.regularMaterial)
            .cornerRadius(8)
        }
    }
}
