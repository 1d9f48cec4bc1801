import SwiftUI

struct Badges: View {
    var body: some View {
        Image(systemName: "star")
            .frostedOverlay(Image(systemName: "circle").frostedOverlay(Text("1")))
    }
}
