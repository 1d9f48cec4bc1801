import SwiftUI

extension View {
    func pill() -> some View {
        buttonStyle(.plain)
            1️⃣.background(.thinMaterial)
            .clipShape(Capsule())
    }
}
