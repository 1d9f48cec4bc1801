import SwiftUI

struct Note: View {
    var body: some View {
        LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)
            .overlay {
                Frost()
            }
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct Frost: View {
    var body: some View {
        VStack {}
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            1️⃣.background(.thickMaterial)
    }
}
