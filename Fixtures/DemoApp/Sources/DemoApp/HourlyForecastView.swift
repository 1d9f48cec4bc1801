import SwiftUI

/// The hourly tab: a list of cities, each with its next twelve hours.
struct HourlyForecastView: View {
    @Environment(WeatherStore.self) private var store

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.forecasts) { forecast in
                    Section(forecast.city) {
                        HourlyStrip(readings: forecast.hourly, unit: store.unit)
                    }
                }
            }
            .navigationTitle("Hourly")
            .safeAreaInset(edge: .bottom) {
                QuickActionsBar()
            }
        }
    }
}

/// A horizontally scrolling row of hours.
struct HourlyStrip: View {
    let readings: [HourlyReading]
    let unit: TemperatureUnit

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 18) {
                ForEach(readings) { reading in
                    VStack(spacing: 6) {
                        Text(hourLabel(reading.hour))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Image(systemName: reading.condition.symbolName)
                            .imageScale(.large)
                            .frame(height: 24)
                        Text(unit.format(reading.temperature))
                            .font(.callout)
                            .monospacedDigit()
                        PrecipitationBar(chance: reading.precipitationChance)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            .padding(.vertical, 8)
        }
    }

    private func hourLabel(_ hour: Int) -> String {
        hour == 0 ? "12a" : hour < 12 ? "\(hour)a" : hour == 12 ? "12p" : "\(hour - 12)p"
    }
}

/// A thin bar whose fill is the chance of rain.
struct PrecipitationBar: View {
    let chance: Double

    var body: some View {
        ZStack(alignment: .bottom) {
            Capsule()
                .fill(Color.gray.opacity(0.2))
            Capsule()
                .fill(Color.blue)
                .frame(height: 28 * chance)
        }
        .frame(width: 6, height: 28)
        .accessibilityLabel("\(Int(chance * 100)) percent chance of rain")
    }
}
