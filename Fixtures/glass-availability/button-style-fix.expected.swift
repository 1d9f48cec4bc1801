import SwiftUI

struct Actions: View {
    var body: some View {
        HStack {
            Button("Save") {}
                .adaptiveGlassProminentButtonStyle()
            Button("Share") {}
                .buttonStyle(.bordered)
            Button("More") {}
                .buttonStyle(/* for now */ .glass)
        }
        .adaptiveGlassButtonStyle()
    }
}
