import SwiftUI

// Built for iOS 17 and macOS 14: a check must name every platform built below 26,
// because the `*` makes an unnamed platform's check true at its deployment target.

struct MacOnlyCheck: View {
    var body: some View {
        if #available(macOS 26, iOS 26.0, *) {
            // On the iOS build this is still iOS 17: not guarded.
            Text("Mac").glassEffect()
        } else {
            Text("Mac")
        }
    }
}

struct IOSOnlyCheck: View {
    var body: some View {
        if #available(iOS 26.0, macOS 26.0, *) {
            // On the macOS build this is still macOS 14: not guarded.
            Text("Phone").glassEffect()
        } else {
            Text("Phone")
        }
    }
}

struct BothChecked: View {
    var body: some View {
        if #available(iOS 26.0, macOS 26.0, *) {
            Text("Both").glassEffect()
        } else {
            Text("Both")
        }
    }
}

@available(iOS 26, *)
struct NestedChecks: View {
    var body: some View {
        if #available(macOS 26, *) {
            Text("Nested").glassEffect()
        } else {
            Text("Nested")
        }
    }
}

@available(iOS 26, *)
@available(macOS 26, *)
struct TwoAttributes: View {
    var body: some View {
        Text("Attributes").glassEffect()
    }
}

@available(iOS, introduced: 26.0)
struct IntroducedForIOSOnly: View {
    var body: some View {
        Text("Introduced").adaptiveGlassEffect(fallback: .ultraThinMaterial)
    }
}

struct PlatformBranches: View {
    var body: some View {
        #if os(iOS)
        if #available(iOS 26, *) {
            Text("iOS branch").glassEffect()
        } else {
            Text("iOS branch")
        }
        #elseif os(macOS)
        if #available(macOS 26, *) {
            Text("macOS branch").glassEffect()
        } else {
            Text("macOS branch")
        }
        #endif
    }
}

struct NotMacBranch: View {
    var body: some View {
        #if !os(macOS)
        if #available(iOS 26, *) {
            Text("Not Mac").glassEffect()
        } else {
            Text("Not Mac")
        }
        #else
        if #available(iOS 26, macOS 26.0, *) {
            // The macOS build compiles this branch, and the check does not cover macOS.
            Text("Mac").glassEffect()
        } else {
            Text("Mac")
        }
        #endif
    }
}

struct DebugBranch: View {
    var body: some View {
        #if DEBUG
        if #available(iOS 26, macOS 26.0, *) {
            // A condition that is not about the platform restricts nothing.
            Text("Debug").glassEffect()
        } else {
            Text("Debug")
        }
        #endif
    }
}

func guardedCard() -> AnyView {
    guard #available(iOS 26, macOS 26.0, *) else { return AnyView(Text("Card")) }
    // After the guard the macOS build is still macOS 14.
    return AnyView(Text("Card").glassEffect())
}
