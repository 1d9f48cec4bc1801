import Foundation
import Observation

/// A weather condition with the SF Symbol that draws it.
enum Condition: String, CaseIterable, Sendable {
    case sunny, partlyCloudy, cloudy, rain, thunderstorm, snow

    var symbolName: String {
        switch self {
        case .sunny: "sun.max.fill"
        case .partlyCloudy: "cloud.sun.fill"
        case .cloudy: "cloud.fill"
        case .rain: "cloud.rain.fill"
        case .thunderstorm: "cloud.bolt.rain.fill"
        case .snow: "snowflake"
        }
    }

    var summary: String {
        switch self {
        case .sunny: "Sunny"
        case .partlyCloudy: "Partly cloudy"
        case .cloudy: "Cloudy"
        case .rain: "Rain"
        case .thunderstorm: "Thunderstorms"
        case .snow: "Snow"
        }
    }
}

/// Today's weather in one city.
struct CityForecast: Identifiable, Hashable, Sendable {
    let id: UUID
    var city: String
    var condition: Condition
    var temperature: Double
    var high: Double
    var low: Double
    var hourly: [HourlyReading]
}

/// One hour of the hourly forecast.
struct HourlyReading: Identifiable, Hashable, Sendable {
    let id: Int
    var hour: Int
    var condition: Condition
    var temperature: Double
    var precipitationChance: Double
}

enum TemperatureUnit: String, CaseIterable, Identifiable, Sendable {
    case celsius, fahrenheit
    var id: String { rawValue }

    func format(_ celsius: Double) -> String {
        switch self {
        case .celsius: "\(Int(celsius.rounded()))°"
        case .fahrenheit: "\(Int((celsius * 9 / 5 + 32).rounded()))°"
        }
    }
}

@MainActor
@Observable
final class WeatherStore {
    var forecasts: [CityForecast] = WeatherStore.sample
    var unit: TemperatureUnit = .celsius
    var showsPrecipitation = true
    var isRefreshing = false
    var lastUpdated = Date()

    func refresh() async {
        isRefreshing = true
        try? await Task.sleep(nanoseconds: 400_000_000)
        forecasts.shuffle()
        lastUpdated = Date()
        isRefreshing = false
    }

    func remove(_ forecast: CityForecast) {
        forecasts.removeAll { $0.id == forecast.id }
    }

    static let sample: [CityForecast] = [
        makeForecast(city: "Lisbon", condition: .sunny, temperature: 24, seed: 0),
        makeForecast(city: "Oslo", condition: .snow, temperature: -3, seed: 1),
        makeForecast(city: "Seattle", condition: .rain, temperature: 11, seed: 2),
        makeForecast(city: "Tokyo", condition: .partlyCloudy, temperature: 19, seed: 3),
        makeForecast(city: "Nairobi", condition: .thunderstorm, temperature: 22, seed: 4),
    ]

    private static func makeForecast(city: String, condition: Condition, temperature: Double, seed: Int) -> CityForecast {
        let conditions = Condition.allCases
        var hourly: [HourlyReading] = []
        for hour in 0..<12 {
            let chance = Double((hour * 7 + seed * 13) % 100) / 100
            hourly.append(HourlyReading(
                id: hour,
                hour: (hour + 8) % 24,
                condition: conditions[(hour + seed) % conditions.count],
                temperature: temperature + Double(hour % 5) - 2,
                precipitationChance: chance
            ))
        }
        return CityForecast(
            id: UUID(), city: city, condition: condition,
            temperature: temperature, high: temperature + 4, low: temperature - 5,
            hourly: hourly
        )
    }
}
