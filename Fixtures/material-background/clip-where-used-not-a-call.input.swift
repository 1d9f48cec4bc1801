import SwiftUI

// `.background(.white)` in `logo` is a modifier, not a use of the property `background`: nothing
// clips the backdrop, which is full-bleed.
extension Image {
    static var logo: some View {
        ZStack {
            Rectangle().foregroundStyle(.white).background(.white)
        }
        .cornerRadius(10)
    }

    static var background: some View {
        ZStack {
            Rectangle()
                .foregroundStyle(.gray)
                1️⃣.background(.ultraThickMaterial)
        }
        .ignoresSafeArea()
    }
}
