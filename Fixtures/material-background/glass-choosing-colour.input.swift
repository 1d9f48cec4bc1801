import SwiftUI

// A colour behind glass in a modifier that chooses glass itself is no material: nothing to report.
struct Dot: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 26, *) {
            content
                .frame(width: 40, height: 40)
                .background(Color.red.opacity(0.2))
                .glassEffect(in: Circle())
        } else {
            content
                .frame(width: 40, height: 40)
                .background(.ultraThinMaterial, in: Circle())
        }
    }
}
