import SwiftUI

struct GlassTag: View {
    var body: some View {
        Text("Tag").glassEffect() // the tag's glass
            .padding(.horizontal, 8)
            .multilineTextAlignment(.center)
    }
}

struct GlassIcon: View {
    var body: some View {
        Image(systemName: "sun.max")
            .glassEffect(.regular).frame(width: 32, height: 32).aspectRatio(contentMode: .fit)
            .fontWeight(.bold)
            .foregroundColor(.yellow)
    }
}

struct PlainCaption: View {
    var body: some View {
        // A glass that is already last, and a padding that has nothing to do with glass.
        Text("Caption")
            .padding()
            .glassEffect()
        Text("Other").padding().frame(width: 20)
    }
}
