import SwiftUI

struct Cards: View {
    var body: some View {
        VStack {
            Text("Same line")1️⃣.frosted(3).padding()
            Text("Own line")
                2️⃣.frosted(4)
                .padding()
            Text("Last")3️⃣.frosted(5) // trailing
            Text("In a call").overlay(Text("x")4️⃣.frosted(6))
        }
    }
}
