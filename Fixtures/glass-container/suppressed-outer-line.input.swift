import SwiftUI

struct Bar: View {
    var body: some View {
        1️⃣VStack(spacing: 8) {
            Text("Title") // glassmigrate:disable:this glass-container - the outer wrap is held back
            Text("One").glassEffect()
            Text("Two").glassEffect()
            HStack(spacing: 4) {
                Text("Three").glassEffect()
                Text("Four").glassEffect()
            }
        }
    }
}
