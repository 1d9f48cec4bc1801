import SwiftUI

// The app's own API named glassEffect is not SwiftUI's: a method the file declares with other
// labels, and a compatibility wrapper's member. Neither is reordered nor reported.
extension View {
    func glassEffect(radius: CGFloat) -> some View {
        self.clipShape(RoundedRectangle(cornerRadius: radius))
    }

    var backport: GlassBackport<Self> { GlassBackport(content: self) }
}

struct GlassBackport<Content: View> {
    let content: Content

    @ViewBuilder func glassEffect() -> some View {
        if #available(iOS 26.0, *) {
            content.glassEffect()
        } else {
            content
        }
    }
}

struct OwnGlass: View {
    var body: some View {
        VStack {
            Text("Radius").glassEffect(radius: 8).padding()
            Text("Wrapper").backport.glassEffect().padding(4)
        }
    }
}
