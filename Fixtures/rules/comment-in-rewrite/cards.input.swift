import SwiftUI

struct Cards: View {
    var body: some View {
        VStack {
            Text("Same line").frosted(3).padding()
            Text("Own line")
                .frosted(4)
                .padding()
            Text("Last").frosted(5) // trailing
            Text("In a call").overlay(Text("x").frosted(6))
        }
    }
}
