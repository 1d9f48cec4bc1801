import SwiftUI

// The clip after the material also trims what is drawn between the two: merged into the
// background it would leave the stroke's outer half and the border's corners showing, so these
// are reported (naming the modifier in the way), never migrated with a rectangle.
struct Avatar: View {
    var body: some View {
        VStack {
            Image(systemName: "person")
                .padding(12)
                1️⃣.background(.thinMaterial)
                .overlay(Circle().stroke(.white, lineWidth: 3))
                .clipShape(Circle())
            Text("Tag")
                .padding(6)
                2️⃣.background(.ultraThinMaterial)
                .border(.gray)
                .cornerRadius(8)
        }
    }
}
