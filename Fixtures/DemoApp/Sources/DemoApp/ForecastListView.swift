import SwiftUI

/// The main screen: one card per city, a search field and a bottom summary bar.
struct ForecastListView: View {
    @Environment(WeatherStore.self) private var store
    @State private var query = ""
    @State private var selected: CityForecast?

    private var visibleForecasts: [CityForecast] {
        guard !query.isEmpty else { return store.forecasts }
        return store.forecasts.filter { $0.city.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    searchField
                    UpdatedBanner(date: store.lastUpdated, isRefreshing: store.isRefreshing)
                    ForEach(visibleForecasts) { forecast in
                        CityCard(forecast: forecast, unit: store.unit)
                            .onTapGesture { selected = forecast }
                    }
                }
                .padding(.horizontal)
            }
            .refreshable { await store.refresh() }
            .navigationTitle("Weather")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Refresh", systemImage: "arrow.clockwise") {
                        Task { await store.refresh() }
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                SummaryBar(forecasts: store.forecasts, unit: store.unit)
            }
            .sheet(item: $selected) { forecast in
                CurrentConditionsView(forecast: forecast)
                    .presentationDetents([.medium, .large])
            }
        }
    }

    private var searchField: some View {
        HStack(spacing: 8) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            TextField("Search cities", text: $query)
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        #if os(iOS)
        .textInputAutocapitalization(.never)
        .submitLabel(.search)
        #endif
        .background(.ultraThinMaterial, in: Capsule())
    }
}

/// One city's current weather.
struct CityCard: View {
    let forecast: CityForecast
    let unit: TemperatureUnit

    var body: some View {
        HStack(alignment: .center, spacing: 16) {
            Image(systemName: forecast.condition.symbolName)
                .font(.system(size: 34))
                .frame(width: 44)
            VStack(alignment: .leading, spacing: 4) {
                Text(forecast.city)
                    .font(.headline)
                Text(forecast.condition.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 4) {
                Text(unit.format(forecast.temperature))
                    .font(.system(size: 32, weight: .semibold, design: .rounded))
                Text("H \(unit.format(forecast.high))  L \(unit.format(forecast.low))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .accessibilityElement(children: .combine)
    }
}

/// "Updated 5 min ago", shown above the cards.
struct UpdatedBanner: View {
    let date: Date
    let isRefreshing: Bool

    var body: some View {
        HStack(spacing: 6) {
            if isRefreshing {
                ProgressView()
            } else {
                Image(systemName: "checkmark.circle")
            }
            Text("Updated ") + Text(date, style: .relative) + Text(" ago")
        }
        .font(.footnote)
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .background {
            RoundedRectangle(cornerRadius: 20).fill(.thickMaterial)
        }
    }
}

/// The bar pinned to the bottom: warmest and coldest city.
struct SummaryBar: View {
    let forecasts: [CityForecast]
    let unit: TemperatureUnit

    var body: some View {
        HStack {
            if let warmest = forecasts.max(by: { $0.temperature < $1.temperature }) {
                Label("\(warmest.city) \(unit.format(warmest.temperature))", systemImage: "thermometer.sun")
            }
            Spacer()
            if let coldest = forecasts.min(by: { $0.temperature < $1.temperature }) {
                Label("\(coldest.city) \(unit.format(coldest.temperature))", systemImage: "thermometer.snowflake")
            }
        }
        .font(.subheadline)
        .padding(.horizontal)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
        .background(.bar)
    }
}
