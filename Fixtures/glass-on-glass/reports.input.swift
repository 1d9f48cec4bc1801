import SwiftUI

struct InboxScreen: View {
    @State private var showsFilters = false
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            MessageList()
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Filter") { showsFilters = true }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Text("12 unread")
                            .padding(.horizontal)
                            .1️⃣glassEffect()
                    }
                }
                .sheet(isPresented: $showsFilters) {
                    FilterForm()
                        .padding()
                        .2️⃣glassEffect(.regular, in: .rect(cornerRadius: 20))
                }
                .popover(isPresented: $showsHelp, content: {
                    HelpText().3️⃣glassEffect()
                })
        }
    }
}

struct ComposeToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem {
            Image(systemName: "square.and.pencil")
                .4️⃣glassEffect(.regular.interactive())
        }
    }
}

struct StatusBadge: View {
    var body: some View {
        VStack {
            Text("Synced")
                .padding(8)
                .5️⃣glassEffect()
            Button("Retry") {}
                .6️⃣buttonStyle(.glassProminent)
        }
        .padding()
        .glassEffect(.regular, in: .rect(cornerRadius: 16))
    }
}

struct MessageList: View {
    let subjects = ["Welcome", "Invoice", "Meeting notes"]

    var body: some View {
        List(subjects, id: \.self) { subject in
            Text(subject)
        }
    }
}

struct FilterForm: View {
    @State private var unreadOnly = false

    var body: some View {
        Form {
            Toggle("Unread only", isOn: $unreadOnly)
        }
    }
}

struct HelpText: View {
    var body: some View {
        Text("Swipe a message to archive it.")
            .padding()
    }
}
