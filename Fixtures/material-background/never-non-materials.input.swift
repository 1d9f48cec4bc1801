import SwiftUI

struct Colours: View {
    var highlighted: Bool
    var body: some View {
        VStack {
            Text("Red").background(Color.red)
            Text("Blue").background(.blue)
            Text("Tint").background(.tint, in: Capsule())
            Text("Gradient").background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), in: Capsule())
            Text("Colour ternary").background(highlighted ? Color.yellow : Color.clear, in: RoundedRectangle(cornerRadius: 8))
            Text("Closure").background { Color.gray.opacity(0.2) }
            Text("Alignment").background(alignment: .bottom) { Rectangle().frame(height: 1) }
            Text("Secondary").background(.secondary, in: Capsule())
            Text("Bar tint").foregroundStyle(.bar)
        }
    }
}
