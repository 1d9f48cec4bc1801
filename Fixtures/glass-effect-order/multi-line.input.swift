import SwiftUI

struct ForecastChip: View {
    let symbol: String
    let label: String

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: symbol)
                .imageScale(.small)
            Text(label)
        }
        // Glass goes on the finished chip.
        .glassEffect(.regular.interactive(), in: .capsule) // reacts to touch
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
                .regular,
                in: .rect(cornerRadius: 16)
            )
            .font(.system(size: 34, weight: .semibold, design: .rounded))
            .frame(minWidth: 120, minHeight: 80)
    }
}
