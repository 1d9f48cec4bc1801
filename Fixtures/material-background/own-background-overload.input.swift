import SwiftUI

// The module overloads SwiftUI's `background` with a modifier of its own that draws glass: a
// `.background` call cannot be told to be that one by its name, so SwiftUI's are not taken for glass.
extension View {
    func background(glassIn shape: some Shape) -> some View {
        glassEffect(.regular, in: shape)
    }
}

struct Row: View {
    var body: some View {
        Text("Title").padding().background(.thinMaterial, in: Capsule())
    }
}
