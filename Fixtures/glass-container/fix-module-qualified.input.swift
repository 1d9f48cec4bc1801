import SwiftUI

struct Toolbar: View {
    var body: some View {
        SwiftUI.HStack(spacing: 8) {
            Button("Undo") {}.glassEffect()
            Button("Redo") {}.glassEffect()
        }
    }
}
