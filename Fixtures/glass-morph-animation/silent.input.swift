import SwiftUI

struct ValueAnimated: View {
    @State private var selection = 0
    @Namespace private var tabs

    var body: some View {
        GlassEffectContainer {
            HStack {
                ForEach(0..<3) { index in
                    Text("Tab \(index)")
                        .padding()
                        .glassEffect()
                        .glassEffectID(index, in: tabs)
                        .onTapGesture { selection = index }
                }
            }
        }
        .animation(.smooth, value: selection)
    }
}

/// State comes from the parent, which may well animate it: not judged here.
struct BoundToggle: View {
    @Binding var isOn: Bool
    @Namespace private var space

    var body: some View {
        Text(isOn ? "On" : "Off")
            .padding()
            .glassEffect()
            .glassEffectID("toggle", in: space)
    }
}

struct AnimatedInExtension: View {
    @State private var expanded = false
    @Namespace private var space

    var body: some View {
        GlassEffectContainer {
            Button("More") { toggle() }
                .buttonStyle(.glass)
                .glassEffectID("more", in: space)
        }
    }
}

extension AnimatedInExtension {
    func toggle() {
        withAnimation(.bouncy) { expanded.toggle() }
    }
}

struct BindingAnimation: View {
    @State private var showsAll = false
    @Namespace private var space

    var body: some View {
        VStack {
            Toggle("All", isOn: $showsAll.animation(.spring))
            Text("Items").glassEffect().glassEffectID("items", in: space)
        }
    }
}
