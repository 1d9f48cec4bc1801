import SwiftUI

// A view's own setting named like the modifier: reading or setting it calls no Liquid Glass API.
struct Scrubber: View {
    let glassEffect: Bool
    var tint = Color.blue

    init(glassEffect: Bool = true) {
        self.glassEffect = glassEffect
    }

    var body: some View {
        Capsule()
            .fill(tint)
            .opacity(self.glassEffect ? 0.5 : 1)
            .frame(height: 20)
    }
}
