import SwiftUI

/// The detail sheet for one city: big temperature, condition chip, stats and a favourite toggle.
struct CurrentConditionsView: View {
	let forecast: CityForecast
	@Environment(WeatherStore.self) private var store
	@Environment(\.dismiss) private var dismiss
	@State private var isFavorite = false

	var body: some View {
		ScrollView {
			VStack(spacing: 20) {
				header
				statsGrid
				FavoriteChip(isOn: $isFavorite)
				HourlyStrip(readings: forecast.hourly, unit: store.unit)
			}
			.padding()
		}
		.overlay(alignment: .topTrailing) {
			Button {
				dismiss()
			} label: {
				Image(systemName: "xmark")
					.font(.title3)
					.foregroundStyle(.secondary)
					.padding(10)
					.background(.ultraThinMaterial, in: Circle())
			}
			.buttonStyle(.plain)
			.padding()
			.accessibilityLabel("Close")
		}
	}

	private var header: some View {
		VStack(spacing: 8) {
			Text(forecast.city)
				.font(.title)
				.fontWeight(.semibold)
			Text(store.unit.format(forecast.temperature))
				.font(.system(size: 72, weight: .thin, design: .rounded))
			Label(forecast.condition.summary, systemImage: forecast.condition.symbolName)
				.font(.subheadline)
				.padding(.horizontal, 12)
				.padding(.vertical, 6)
				.background(.regularMaterial)
				.clipShape(Capsule())
		}
	}

	private var statsGrid: some View {
		HStack(spacing: 12) {
			StatTile(title: "High", value: store.unit.format(forecast.high), symbol: "arrow.up")
			StatTile(title: "Low", value: store.unit.format(forecast.low), symbol: "arrow.down")
			if store.showsPrecipitation, let next = forecast.hourly.first {
				StatTile(title: "Rain", value: "\(Int(next.precipitationChance * 100))%", symbol: "drop")
			}
		}
	}
}

/// A small labelled value.
struct StatTile: View {
	let title: String
	let value: String
	let symbol: String

	var body: some View {
		VStack(alignment: .leading, spacing: 4) {
			Label(title, systemImage: symbol)
				.font(.caption)
				.foregroundStyle(.secondary)
			Text(value)
				.font(.title3)
				.monospacedDigit()
		}
		.frame(maxWidth: .infinity, alignment: .leading)
		.padding(12)
		.background(.thinMaterial).cornerRadius(12)
	}
}

/// Marks the city as a favourite; the chip gets lighter when on.
struct FavoriteChip: View {
	@Binding var isOn: Bool

	var body: some View {
		Button {
			withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
				isOn.toggle()
			}
		} label: {
			Label(isOn ? "Favourite" : "Add to favourites", systemImage: isOn ? "star.fill" : "star")
				.padding(.horizontal, 16)
				.padding(.vertical, 10)
				.background(isOn ? .ultraThinMaterial : .thickMaterial, in: Capsule())
		}
		.buttonStyle(.plain)
		.animation(.easeInOut, value: isOn)
	}
}
