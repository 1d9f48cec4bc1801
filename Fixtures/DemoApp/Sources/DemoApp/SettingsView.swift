import SwiftUI

/// Units, display options and an about box. This file uses CRLF line endings on purpose.
struct SettingsView: View {
    @Environment(WeatherStore.self) private var store
    @State private var showsAbout = false

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            Form {
                Section("Units") {
                    Picker("Temperature", selection: $store.unit) {
                        Text("Celsius").tag(TemperatureUnit.celsius)
                        Text("Fahrenheit").tag(TemperatureUnit.fahrenheit)
                    }
                    .pickerStyle(.segmented)
                }
                Section("Display") {
                    Toggle("Show chance of rain", isOn: $store.showsPrecipitation)
                    UnitPreview(unit: store.unit)
                }
                Section {
                    Button("About Skyline") { showsAbout = true }
                } footer: {
                    // The footer text mentions a material; it is prose, not code.
                    Text("Cards use .ultraThinMaterial on iOS 17 and Liquid Glass on iOS 26.")
                }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $showsAbout) {
                AboutView()
            }
        }
    }
}

/// Shows how a temperature reads in the chosen unit.
struct UnitPreview: View {
    let unit: TemperatureUnit

    var body: some View {
        HStack {
            Text("Preview")
            Spacer()
            Text(unit.format(21))
                .font(.title3.monospacedDigit())
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                // glassmigrate:disable:next material-background
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
        }
    }
}

/// The about sheet.
struct AboutView: View {
    @Environment(\.dismiss) private var dismiss
    private let credits = "Backgrounds: Material.thin, .background(.regularMaterial) and friends"

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "cloud.sun.fill")
                .font(.system(size: 56))
                .foregroundStyle(.indigo)
            Text("Skyline")
                .font(.largeTitle)
                .bold()
            Text(credits)
                .font(.footnote)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            // Before iOS 26 this box used .background(.regularMaterial, in: Capsule()).
            Text("Version 2.4")
                .font(.caption)
                .padding(10)
                .background(
                    .thinMaterial, // matches the forecast cards
                    in: RoundedRectangle(cornerRadius: 14, /* as the widget */ style: .continuous)
                )
            Button("Done") { dismiss() }
                .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }
}
