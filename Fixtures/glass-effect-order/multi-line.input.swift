import SwiftUI

struct ForecastChip: View {
    let symbol: String
    let label: String

    var body: some View {
        Label(label, systemImage: symbol)
        // Glass goes on the finished chip.
        .glassEffect(.regular.interactive()) // reacts to touch
        // Room around the label.
        .padding(.horizontal, 14)
        .padding(.vertical, 8) // a bit tighter vertically
        .foregroundStyle(.primary)
        .shadow(radius: 3)
        .accessibilityLabel(label)
    }
}

struct TemperatureTile: View {
    let value: String

    var body: some View {
        Text(value)
            .glassEffect(
                .regular.interactive()
            )
            .font(.system(size: 34, weight: .semibold, design: .rounded))
            .frame(minWidth: 120, minHeight: 80)
    }
}
