import SwiftUI

struct FloatingButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "plus")
                .frame(width: 44, height: 44)
        }
        .buttonStyle(.1️⃣glass(.regular.tint(.green)))
    }
}
