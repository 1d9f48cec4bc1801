import SwiftUI

// Interactivity the caller chooses (a branch or a ternary on the component's own setting) is not
// unconditional, whichever setting decides it.
struct GlassCard: ViewModifier {
    let interactive: Bool

    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            if interactive {
                content.glassEffect(.regular.interactive(), in: .rect(cornerRadius: 16))
            } else {
                content.glassEffect(.regular, in: .rect(cornerRadius: 16))
            }
        } else {
            content.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
    }
}

struct Chip: View {
    let isPressable: Bool

    var body: some View {
        Text("Chip")
            .glassEffect(isPressable ? .regular.interactive() : .regular)
        Text("Chip")
            .glassEffect(isPressable ? .regular : .clear.tint(.blue).interactive())
    }
}

struct Toggle2: View {
    let bounces: Bool

    var body: some View {
        Text("Toggle")
            .glassEffect(
                bounces
                    ? .regular.tint(.green).interactive()
                    : .regular
            )
    }
}
