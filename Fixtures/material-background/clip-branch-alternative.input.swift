import SwiftUI

// `#if` branches are alternatives: the tvOS branch's background is not drawn under the clip of the
// other branch, so the clip merges into that branch's material as it would without the `#if`.
struct ChannelStrip: View {
    var body: some View {
        HStack {
            Text("One")
            Text("Two")
        }
        .padding(.horizontal)
        .padding(.vertical, 12)
        #if os(tvOS)
        .background(Color.black.opacity(0.3))
        #else
        .background(.bar)
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .padding(.horizontal, 16)
        #endif
    }
}
