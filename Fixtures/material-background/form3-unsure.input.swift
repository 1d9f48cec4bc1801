import SwiftUI

struct Unsure: View {
    var body: some View {
        VStack {
            Text("Comment in closure")
                1️⃣.background {
                    // soft card
                    RoundedRectangle(cornerRadius: 16).fill(.thinMaterial)
                }
            Text("Fill style")
                2️⃣.background { Capsule().fill(.thinMaterial, style: FillStyle(eoFill: true)) }
            Text("More modifiers")
                3️⃣.background { RoundedRectangle(cornerRadius: 8).fill(.thinMaterial).shadow(radius: 2) }
            Text("Not a shape")
                .background { Text("Behind").foregroundStyle(.secondary) }
            Text("A stack")
                .background {
                    ZStack {
                        Color.black
                        Text("Inner").foregroundStyle(.white)
                    }
                }
            Text("Colour fill")
                .background { Capsule().fill(Color.blue) }
        }
    }
}
