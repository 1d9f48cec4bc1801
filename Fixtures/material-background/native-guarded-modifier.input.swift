import SwiftUI

// Built for iOS 17 with the native style: only code behind an iOS 26 gate may use glassEffect.
struct CardModifier: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.background(.regularMaterial, in: .rect(cornerRadius: 8))
        } else {
            content.background(.regularMaterial, in: .rect(cornerRadius: 8))
        }
    }
}

@available(iOS 26.0, *)
struct NewCardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct Ungated: View {
    var body: some View {
        Text("Ungated")
            1️⃣.background(.thinMaterial, in: Capsule())
    }
}
