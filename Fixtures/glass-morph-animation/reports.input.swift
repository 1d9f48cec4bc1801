import SwiftUI

struct ExpandingMenu: View {
    @State private var isOpen = false
    @Namespace private var menu

    var body: some View {
        GlassEffectContainer {
            HStack {
                Button("Menu") { isOpen.toggle() }
                    .buttonStyle(.glass)
                    .1️⃣glassEffectID("menu", in: menu)
                if isOpen {
                    Button("Edit") {}
                        .buttonStyle(.glass)
                        .glassEffectID("edit", in: menu)
                }
            }
        }
    }
}

struct AnimatedMenu: View {
    @State private var isOpen = false
    @Namespace private var menu

    var body: some View {
        GlassEffectContainer {
            Button("Menu") {
                withAnimation { isOpen.toggle() }
            }
            .buttonStyle(.glass)
            .glassEffectID("menu", in: menu)
        }
    }
}

struct PagerDots: View {
    @State private var page = 0
    @Namespace private var dots

    var body: some View {
        GlassEffectContainer {
            HStack {
                ForEach(0..<3) { index in
                    Circle()
                        .frame(width: page == index ? 24 : 8, height: 8)
                        .glassEffect()
                        .2️⃣glassEffectID(index, in: dots)
                        .onTapGesture { page = index }
                }
            }
        }
    }
}
