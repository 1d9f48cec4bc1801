import SwiftUI

struct BottomBar: View {
    var body: some View {
        HStack {
            Button("Back") {}
            Spacer()
            Button("Share") {}
        }
        .padding()
        .background(.bar)
    }
}

struct Sheet: View {
    var body: some View {
        Text("Sheet").frame(maxWidth: .infinity).background(.ultraThinMaterial)
    }
}
