import SwiftUI

struct StatusPill: View {
    let title: String

    var body: some View {
        Text(title).padding().glassEffect()
    }
}

struct BadgeLabel: View {
    let count: Int

    var body: some View {
        Label("\(count)", systemImage: "bell").padding(.horizontal, 12).glassEffect(.regular.tint(.orange)).font(.caption).labelStyle(.titleAndIcon).shadow(radius: 2)
    }
}
