import SwiftUI

// The stand-in SwiftUI has no #Preview macro (macros need a compiler plugin), hence "-nocompile";
// with the real SDK the preview body is ordinary view code and is migrated like any other.
struct Chip: View {
    var body: some View {
        Text("Chip")
    }
}

#Preview {
    Chip()
        .padding()
        .adaptiveGlassBackground(.thinMaterial, in: Capsule())
}

#Preview("Dark") {
    Chip()
        .padding(4)
        .adaptiveGlassBackground(.regularMaterial, in: .rect(cornerRadius: 8))
        .preferredColorScheme(.dark)
}
