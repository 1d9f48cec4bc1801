import SwiftUI

struct Header: View {
    var body: some View {
        Text("Header")
            .padding()
            .background(.ultraThinMaterial)
        #if os(iOS)
            .clipShape(RoundedRectangle(cornerRadius: 16))
        #endif
            .font(.title)
    }
}
