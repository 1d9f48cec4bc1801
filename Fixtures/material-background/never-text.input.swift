import SwiftUI

// .background(.ultraThinMaterial, in: Capsule()) used to be here.
/* Old: Text("x").background(.thinMaterial).clipShape(Circle()) */
struct Docs: View {
    let snippet = "Text(\"a\").background(.ultraThinMaterial, in: Capsule())"
    let multi = """
        Text("b").background(.thinMaterial).cornerRadius(8)
        """
    let raw = #"Text("c").background(.bar, in: Capsule())"#
    let pattern = #/\.background\(\.ultraThinMaterial, in: Capsule\(\)\)/#

    var body: some View {
        Text(snippet) // .background(.regularMaterial, in: Circle())
    }
}
