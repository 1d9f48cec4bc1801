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
        .background(.thinMaterial, in: Capsule())
}

#Preview("Dark") {
    Chip()
        .padding(4)
        .background(.regularMaterial)
        .clipShape(.rect(cornerRadius: 8))
        .preferredColorScheme(.dark)
}
