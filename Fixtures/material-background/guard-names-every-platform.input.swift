import SwiftUI

// Built for iOS 17 and macOS 14: a check that names only iOS is true on every macOS
// (the `*`), so glassEffect behind it would not compile for macOS 14.
struct Gates: View {
    var body: some View {
        Group {
            if #available(iOS 26.0, *) {
                Text("iOS only")
                    .background(.thinMaterial, in: Capsule())
            }
            if #available(iOS 26.0, macOS 26.0, *) {
                Text("Both")
                    .background(.thinMaterial, in: Capsule())
            }
            if #available(iOS 26.0, *) {
                if #available(macOS 26.0, *) {
                    Text("Nested")
                        .background(.regularMaterial, in: .rect(cornerRadius: 12))
                }
            }
        }
    }
}

@available(iOS 26.0, *)
struct PhoneOnlyCard: View {
    var body: some View {
        Text("Card")
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}
