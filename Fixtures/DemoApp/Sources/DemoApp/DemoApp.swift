import SwiftUI

@main
struct DemoApp: App {
    @State private var store = WeatherStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
        }
    }
}

/// The three tabs of the app.
struct RootView: View {
    @State private var selectedTab = Tab.forecast

    enum Tab: Hashable {
        case forecast, hourly, settings
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            ForecastListView()
                .tabItem { Label("Forecast", systemImage: "cloud.sun") }
                .tag(Tab.forecast)
            HourlyForecastView()
                .tabItem { Label("Hourly", systemImage: "clock") }
                .tag(Tab.hourly)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
        .tint(.indigo)
    }
}
