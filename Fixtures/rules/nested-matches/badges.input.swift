import SwiftUI

struct Badges: View {
    var body: some View {
        Image(systemName: "star")
            1️⃣.frostedOverlay(Image(systemName: "circle")2️⃣.frostedOverlay(Text("1")))
    }
}
