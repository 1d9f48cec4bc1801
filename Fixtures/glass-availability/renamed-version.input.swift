import SwiftUI

/// Written during the 2025 betas, when the releases were still numbered 19 and 16.
struct Capsules: View {
    var body: some View {
        if #available(iOS 1️⃣19.0, macOS 2️⃣16, *) {
            Text("Glass")
                .padding()
                .glassEffect()
        } else {
            Text("Glass")
                .padding()
                .background(.ultraThinMaterial, in: Capsule())
        }
    }
}

@available(iOS 19, macOS 15, *)
extension View {
    /// Not Liquid Glass: the check is left as it is.
    func card() -> some View {
        if #available(iOS 19, *) {
            return AnyView(background(.regularMaterial))
        }
        return AnyView(self)
    }
}

@available(iOS 3️⃣19, macOS 4️⃣16.0, *)
struct Pill: View {
    var body: some View {
        Text("Pill")
            .glassEffect(.regular, in: Capsule())
    }
}
