import SwiftUI

struct Home: View {
    @State private var showsFilters = false
    @State private var showsSettings = false

    var body: some View {
        VStack {
            Button("Filters") { showsFilters = true }
            Button("Settings") { showsSettings = true }
        }
        .sheet(isPresented: $showsFilters) {
            Text("Filters")
                .padding()
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        }
        .popover(isPresented: $showsSettings) {
            SettingsPanel()
        }
    }
}

struct SettingsPanel: View {
    var body: some View {
        Text("Settings")
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct Card: View {
    var body: some View {
        VStack {
            Text("Card")
                .padding()
                .adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
    }
}
