import SwiftUI

struct Badges: View {
    var body: some View {
        Image(systemName: "star")
            .overlay(Image(systemName: "circle").overlay(Text("1").glassEffect()).glassEffect())
    }
}
