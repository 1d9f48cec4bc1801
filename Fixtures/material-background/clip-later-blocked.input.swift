import SwiftUI

// Something between the material and a later clip depends on the clip (it draws inside it or
// changes the bounds the clip's shape is laid in): the site is reported with what is in the way,
// and never migrated with a rectangle, even with migrateFullBleed. Only the truly shape-less bar is.
struct Panel: View {
    var body: some View {
        VStack {
            Text("Padded")
                1️⃣.background(.thinMaterial)
                .padding(4)
                .clipShape(Capsule())
            Text("Framed")
                2️⃣.background(.thinMaterial)
                .frame(width: 80)
                .clipShape(Circle())
            Text("Shadowed")
                3️⃣.background(.ultraThinMaterial)
                .shadow(radius: 2)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            Text("Masked")
                4️⃣.background(.regularMaterial)
                .mask(Capsule())
            Text("Custom")
                5️⃣.background(.thickMaterial)
                .glow()
                .clipShape(Capsule())
            Text("Bar").background(.bar)
        }
    }
}

extension View {
    func glow() -> some View { shadow(color: .white, radius: 4) }
}
