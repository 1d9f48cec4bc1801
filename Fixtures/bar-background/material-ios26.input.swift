import SwiftUI

struct Inbox: View {
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            List {
                Text("Mail")
            }
            .navigationTitle("Inbox")
            .toolbarBackground(.ultraThinMaterial, for: .navigationBar)
            .sheet(isPresented: $showsFilters) {
                Text("Filters")
                    .presentationBackground(.thickMaterial)
            }
        }
    }
}
