import SwiftUI

// Built for iOS 26 and macOS 14: only the macOS build needs the check.

struct MacCheckSuffices: View {
    var body: some View {
        if #available(macOS 26, *) {
            Text("Mac").glassEffect()
        } else {
            Text("Mac")
        }
    }
}

struct IOSCheckIsNotEnough: View {
    var body: some View {
        if #available(iOS 26, macOS 26.0, *) {
            Text("Phone").glassEffect()
        } else {
            Text("Phone")
        }
    }
}
