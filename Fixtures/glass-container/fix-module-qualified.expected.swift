import SwiftUI

struct Toolbar: View {
    var body: some View {
        GlassEffectContainer(spacing: 8) {
            SwiftUI.HStack(spacing: 8) {
                Button("Undo") {}.glassEffect()
                Button("Redo") {}.glassEffect()
            }
        }
    }
}
