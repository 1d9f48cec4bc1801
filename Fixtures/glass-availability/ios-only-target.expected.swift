import SwiftUI

// Built for iOS 17 only: a check that names only macOS does not guard the iOS build.

struct WrongPlatformCheck: View {
    var body: some View {
        if #available(macOS 26, iOS 26.0, *) {
            Text("Wrong").glassEffect()
        } else {
            Text("Wrong")
        }
    }
}

@available(macOS 26, *)
struct WrongPlatformDeclaration: View {
    var body: some View {
        Text("Wrong").adaptiveGlassEffect(fallback: .ultraThinMaterial)
    }
}

struct RightPlatformCheck: View {
    var body: some View {
        if #available(iOS 26, *) {
            Text("Right").glassEffect()
        } else {
            Text("Right")
        }
    }
}

struct MacOnlyCode: View {
    var body: some View {
        #if os(macOS)
        // Never compiled for iOS, and there is no macOS target to check it for.
        Text("Mac").glassEffect()
        #else
        Text("Mac")
        #endif
    }
}
