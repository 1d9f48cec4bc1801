import SwiftUI

struct Branded: View {
    @State private var showsInfo = false

    var body: some View {
        NavigationStack {
            Text("Home")
                .1️⃣toolbarBackground(Color.indigo, for: .navigationBar)
                .2️⃣toolbarBackground(.visible, for: .navigationBar)
                .3️⃣toolbarBackground(.ultraThinMaterial, for: .navigationBar, .tabBar)
                .4️⃣containerBackground(.thinMaterial, for: .navigation)
                .sheet(isPresented: $showsInfo) {
                    Text("Info")
                        .5️⃣presentationBackground(.yellow)
                }
        }
    }
}
