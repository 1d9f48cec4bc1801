import SwiftUI

struct Chip: View {
    let isActive: Bool

    var body: some View {
        VStack {
            Text("A")
                .padding()
                1️⃣.background {
                    if isActive {
                        Capsule().fill(.thinMaterial)
                    } else {
                        Capsule().fill(Color.gray)
                    }
                }
            Text("B")
                .padding()
                2️⃣.background {
                    #if os(macOS)
                    Capsule().fill(.regularMaterial)
                    #else
                    Capsule().fill(.thinMaterial)
                    #endif
                }
            Text("C")
                .padding()
                .background {
                    if #available(iOS 26, macOS 26, *) {
                        Capsule().fill(.clear)
                    } else {
                        Capsule().fill(.thinMaterial)
                    }
                }
        }
    }
}
