import SwiftUI

// A back-deployment package that mirrors SwiftUI's glassEffect before iOS 26: inside the package
// these calls are its own API, so the tool cannot tell whose glass they draw.
@available(iOS, introduced: 17.0, obsoleted: 26.0)
extension View {
    func glassEffect() -> some View {
        background(.ultraThinMaterial, in: Capsule())
    }
}

struct BackportDemo: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("One").padding().glassEffect()
            Text("Two").padding().glassEffect()
        }
    }
}
