import SwiftUI

struct Cards: View {
    var body: some View {
        VStack {
            Text("Same line").glassEffect() // was frosted
                .padding()
            Text("Own line")
                .glassEffect() // was frosted
                .padding()
            Text("Last").glassEffect() // was frosted // trailing
            Text("In a call").overlay(Text("x").glassEffect() // was frosted
                )
        }
    }
}
