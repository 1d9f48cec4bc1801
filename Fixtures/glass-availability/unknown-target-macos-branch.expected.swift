import SwiftUI

/// No readable deployment target, but this branch is built for macOS, so it needs a macOS check.
struct Toolbar: View {
    var body: some View {
        #if os(macOS)
        Text("Mac").adaptiveGlassEffect(fallback: .ultraThinMaterial)
        #endif
    }
}
