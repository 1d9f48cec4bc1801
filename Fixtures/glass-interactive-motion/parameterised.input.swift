import SwiftUI

struct CrossPlatformTile: View {
    let isTV: Bool
    let bounces: Bool

    var body: some View {
        Text("Tile")
            .glassEffect(.regular.interactive(!isTV))
        Text("Chosen")
            .glassEffect(.clear.tint(.blue).interactive(bounces))
        Text("Off")
            .glassEffect(.regular.interactive(false))
    }
}
