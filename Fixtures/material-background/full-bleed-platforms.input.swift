import SwiftUI

struct StatusBar: View {
    var body: some View {
        #if os(macOS)
        HStack {
            Text("Ready")
        }
        .padding()
        1️⃣.background(.bar)
        #elseif os(tvOS)
        Color.black
            .safeAreaInset(edge: .top) {
                Text("Ready")
                    .frame(maxWidth: .infinity)
                    2️⃣.background(.regularMaterial)
            }
        #endif
    }
}

struct Panel: View {
    var body: some View {
        Text("Details")
            .frame(maxWidth: .infinity)
            3️⃣.background(.thinMaterial)
    }
}
