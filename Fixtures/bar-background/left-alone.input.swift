import SwiftUI

struct Settled: View {
    var style: Material

    var body: some View {
        NavigationStack {
            if #available(iOS 26.0, *) {
                Text("Glass")
            } else {
                Text("Frosted")
                    .toolbarBackground(.ultraThinMaterial, for: .navigationBar)
            }
        }
        .toolbarBackground(.hidden, for: .tabBar)
        .toolbarBackground(style, for: .bottomBar)
        .toolbarBackgroundBeforeGlass(.thinMaterial, for: .navigationBar)
    }
}
