import SwiftUI

// Each listed kind of modifier right after the glass stops the run; the padding after it is reported.
struct Stops: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("gesture").glassEffect().onTapGesture { isOn.toggle() }.1️⃣padding()
            Text("offset").glassEffect().offset(x: 2).2️⃣padding()
            Text("position").glassEffect().position(x: 10, y: 10).3️⃣padding()
            Text("shadow").glassEffect().shadow(radius: 2).4️⃣padding()
            Text("overlay").glassEffect().overlay(Circle().stroke(.white)).5️⃣padding()
            Text("background").glassEffect().background(Color.clear).6️⃣padding()
            Text("clipShape").glassEffect().clipShape(Circle()).7️⃣padding()
            Text("accessibility").glassEffect().accessibilityLabel("Label").8️⃣padding()
            Text("id").glassEffect().id("stop").9️⃣padding()
            Text("animation").glassEffect().animation(.default, value: isOn).🔟padding()
        }
    }
}
