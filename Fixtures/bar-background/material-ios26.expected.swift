import SwiftUI

struct Inbox: View {
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            List {
                Text("Mail")
            }
            .navigationTitle("Inbox")
            .sheet(isPresented: $showsFilters) {
                Text("Filters")
            }
        }
    }
}
