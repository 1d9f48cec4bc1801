import SwiftUI

/// Floating controls above the hourly list. Adopted Liquid Glass by hand on iOS 26.
struct QuickActionsBar: View {
    @Environment(WeatherStore.self) private var store
    @State private var showsLocations = false

    var body: some View {
        HStack(spacing: 16) {
            if #available(iOS 26.0, macOS 26.0, *) {
                actionButtons
                Label("Refresh", systemImage: "arrow.clockwise")
                    .font(.headline)
                    .glassEffect()
                    .padding()
                    .onTapGesture { Task { await store.refresh() } }
            } else {
                actionButtons
                    .background(.ultraThinMaterial, in: Capsule())
                refreshButton
            }
        }
        .padding(.bottom, 8)
        .popover(isPresented: $showsLocations) {
            Text("Locations")
                .padding()
        }
    }

    @ViewBuilder
    private var actionButtons: some View {
        if #available(iOS 26.0, macOS 26.0, *) {
            HStack(spacing: 12) {
                Button { showsLocations = true } label: {
                    Image(systemName: "location")
                        .frame(width: 44, height: 44)
                }
                .glassEffect()
                Button { store.showsPrecipitation.toggle() } label: {
                    Image(systemName: store.showsPrecipitation ? "drop.fill" : "drop")
                        .frame(width: 44, height: 44)
                }
                .glassEffect(.regular.interactive())
                Button { store.unit = store.unit == .celsius ? .fahrenheit : .celsius } label: {
                    Text(store.unit == .celsius ? "°C" : "°F")
                        .frame(width: 44, height: 44)
                }
                .glassEffect(.regular.tint(.indigo))
            }
            .buttonStyle(.plain)
        } else {
            HStack(spacing: 12) {
                Button("Locations", systemImage: "location") { showsLocations = true }
                Button("Rain", systemImage: "drop") { store.showsPrecipitation.toggle() }
            }
            .labelStyle(.iconOnly)
            .padding(8)
        }
    }

    private var refreshButton: some View {
        Button {
            Task { await store.refresh() }
        } label: {
            Label("Refresh", systemImage: "arrow.clockwise")
                .font(.headline)
        }
        .buttonStyle(.plain)
    }
}
