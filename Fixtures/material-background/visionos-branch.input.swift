import SwiftUI

// visionOS has no Liquid Glass, so material backgrounds only visionOS compiles stay as they are,
// whatever the deployment targets, and say nothing; the other branch is migrated.
struct Fields: View {
    var body: some View {
        VStack {
            #if os(visionOS)
            Text("Vision").background(.thinMaterial, in: Capsule())
            #else
            Text("Phone").background(.thinMaterial, in: Capsule())
            #endif
            Text("Fields")
                .padding(8)
            #if os(visionOS)
                .background(Material.thick)
                .cornerRadius(4)
            #else
                .padding(2)
            #endif
        }
    }
}
