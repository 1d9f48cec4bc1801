import SwiftUI

struct PlaybackControls: View {
    let items: [String]

    var body: some View {
        HStack {
            // SF Symbols are icons of controls.
            Image(systemName: "play.fill")
                .padding()
                .glassEffect(.regular.interactive())
            Button {
            } label: {
                Image(systemName: "forward.fill")
            }
            .glassEffect()
            // An asset icon inside a control is part of the control.
            Button {
            } label: {
                Image("custom.shuffle").glassEffect()
            }
        }
        List {
            Section("Actions") {
                Button("Refresh") {}
                    .glassEffect()
            }
        }
        ScrollView {
            // Not a list: rows of a lazy stack are judged by glass-container.
            LazyVStack {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
            }
        }
        Image("photo")
            .overlay(alignment: .bottom) {
                Text("Caption").padding().glassEffect()
            }
    }
}

struct SettingsRows: View {
    var body: some View {
        List {
            Button {
            } label: {
                Text("Sign out")
            }
            .glassEffect()
        }
    }
}
