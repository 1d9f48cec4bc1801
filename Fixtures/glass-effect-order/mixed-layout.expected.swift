import SwiftUI

struct GlassTag: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(.horizontal, 8)
            .multilineTextAlignment(.center)
            .glassEffect() // the tag's glass
    }
}

struct GlassIcon: View {
    var body: some View {
        Image(systemName: "sun.max")
            .resizable()
            .aspectRatio(contentMode: .fit).scaledToFit().fontWeight(.bold)
            .foregroundColor(.yellow)
            .glassEffect(.regular, in: .circle)
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
