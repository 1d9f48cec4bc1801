import SwiftUI

// Deployment targets unknown (no manifest read): the rewrite is proposed, and a run keeps it only where a Package.swift or Xcode project can be given the package.
struct Panel: View {
    var body: some View {
        Text("Panel")
            .padding()
            1️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}
