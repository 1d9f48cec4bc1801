import SwiftUI

struct Inbox: View {
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            List {
                Text("Mail")
            }
            .navigationTitle("Inbox")
            .toolbarBackground(.ultraThinMaterial, for: .navigationBar) // frosted bar
            .sheet(isPresented: $showsFilters) {
                Text("Filters")
                    .presentationBackground(.regularMaterial)
            }
        }
        .toolbarBackground(Material.bar, for: .tabBar)
    }
}
