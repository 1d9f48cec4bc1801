import SwiftUI

struct BottomBar: View {
    var body: some View {
        HStack {
            Button("Back") {}
            Spacer()
            Button("Share") {}
        }
        .padding()
        .adaptiveGlassBackground(.bar, in: Rectangle())
    }
}

struct Sheet: View {
    var body: some View {
        Text("Sheet").frame(maxWidth: .infinity).adaptiveGlassBackground(.ultraThinMaterial, in: Rectangle())
    }
}
