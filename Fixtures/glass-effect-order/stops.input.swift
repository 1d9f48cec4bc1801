import SwiftUI

// Each listed kind of modifier right after the glass stops the run; the padding after it is reported.
struct Stops: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("gesture").glassEffect().onTapGesture { isOn.toggle() }.padding()
            Text("offset").glassEffect().offset(x: 2).padding()
            Text("position").glassEffect().position(x: 10, y: 10).padding()
            Text("shadow").glassEffect().shadow(radius: 2).padding()
            Text("overlay").glassEffect().overlay(Circle().stroke(.white)).padding()
            Text("background").glassEffect().background(Color.clear).padding()
            Text("clipShape").glassEffect().clipShape(Circle()).padding()
            Text("accessibility").glassEffect().accessibilityLabel("Label").padding()
            Text("id").glassEffect().id("stop").padding()
            Text("animation").glassEffect().animation(.default, value: isOn).padding()
        }
    }
}
