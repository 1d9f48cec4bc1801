import SwiftUI

struct StatusPill: View {
    let title: String

    var body: some View {
        Text(title).glassEffect().padding()
    }
}

struct BadgeLabel: View {
    let count: Int

    var body: some View {
        Label("\(count)", systemImage: "bell").glassEffect(.regular.tint(.orange)).padding(.horizontal, 12).font(.caption).labelStyle(.titleAndIcon).shadow(radius: 2)
    }
}
