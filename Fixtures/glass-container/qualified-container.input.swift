import SwiftUI

struct Toolbar: View {
    var body: some View {
        SwiftUI.GlassEffectContainer {
            HStack {
                Button("Undo") {}.glassEffect()
                Button("Redo") {}.glassEffect()
            }
        }
    }
}
