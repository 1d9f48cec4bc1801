import SwiftUI

struct Guarded: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            Text("New")
                .background(.thinMaterial, in: Capsule())
        } else {
            Text("Old")
                .background(.thinMaterial, in: Capsule())
        }
    }
}
