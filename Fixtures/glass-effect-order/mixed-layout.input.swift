import SwiftUI

struct GlassTag: ViewModifier {
    func body(content: Content) -> some View {
        content.glassEffect() // the tag's glass
            .padding(.horizontal, 8)
            .multilineTextAlignment(.center)
    }
}

struct GlassIcon: View {
    var body: some View {
        Image(systemName: "sun.max")
            .resizable()
            .glassEffect(.regular, in: .circle).aspectRatio(contentMode: .fit).scaledToFit()
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
