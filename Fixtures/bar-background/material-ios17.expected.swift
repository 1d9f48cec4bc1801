import SwiftUI

struct Inbox: View {
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            List {
                Text("Mail")
            }
            .navigationTitle("Inbox")
            .toolbarBackgroundBeforeGlass(.ultraThinMaterial, for: .navigationBar) // frosted bar
            .sheet(isPresented: $showsFilters) {
                Text("Filters")
                    .presentationBackgroundBeforeGlass(.regularMaterial)
            }
        }
        .toolbarBackgroundBeforeGlass(Material.bar, for: .tabBar)
    }
}
