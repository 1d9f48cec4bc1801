import SwiftUI

struct OwnGlass: ViewModifier {
    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 26.0, macOS 26.0, *) {
            content.glassEffect(in: RoundedRectangle(cornerRadius: 16))
        } else {
            content.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
    }
}

extension View {
    @ViewBuilder
    func glassCard() -> some View {
        if #available(iOS 26.0, macOS 26.0, *) {
            padding().glassEffect(in: RoundedRectangle(cornerRadius: 16))
        } else {
            padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
    }
}

struct Feed: View {
    var body: some View {
        VStack {
            VStack {
                Text("Modifier")
                    .padding(6)
                    1️⃣.background(.thinMaterial, in: Capsule())
            }
            .modifier(OwnGlass())
            VStack {
                Text("Method")
                    .padding(6)
                    2️⃣.background(.thinMaterial, in: Capsule())
            }
            .glassCard()
            Text("Alone")
                .padding(6)
                .background(.thinMaterial, in: Capsule())
        }
    }
}
