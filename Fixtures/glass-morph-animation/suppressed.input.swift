import SwiftUI

struct StaticBadge: View {
    @State private var count = 0
    @Namespace private var space

    var body: some View {
        Text("\(count)")
            .glassEffect()
            // glassmigrate:disable:next glass-morph-animation - a badge that never moves
            .glassEffectID("badge", in: space)
    }
}
