import SwiftUI

struct ForecastChip: View {
    let symbol: String
    let label: String

    var body: some View {
        Label(label, systemImage: symbol)
        // Room around the label.
        .padding(.horizontal, 14)
        .padding(.vertical, 8) // a bit tighter vertically
        // Glass goes on the finished chip.
        .glassEffect(.regular.interactive()) // reacts to touch
        .foregroundStyle(.primary)
        .shadow(radius: 3)
        .accessibilityLabel(label)
    }
}

struct TemperatureTile: View {
    let value: String

    var body: some View {
        Text(value)
            .frame(minWidth: 120, minHeight: 80)
            .glassEffect(
                .regular.interactive()
            )
            .font(.system(size: 34, weight: .semibold, design: .rounded))
    }
}
