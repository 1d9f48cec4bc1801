import SwiftUI
import LiquidGlass

/// A neighbour is glass when its own chain, a control's label or a member of the type it names gets glass.
struct PlayerBar: View {
    var onBack: () -> Void = {}

    var body: some View {
        1️⃣HStack(spacing: 24) {
            Button {} label: {
                Image(systemName: "gobackward.30")
                    .frame(width: 60, height: 60)
                    .glassEffect(.regular, in: Circle())
            }
            Button {} label: {
                Image(systemName: "goforward.30")
                    .frame(width: 60, height: 60)
                    .glassEffect(.regular, in: Circle())
            }
        }
        2️⃣HStack {
            Button(action: onBack) {
                Image(systemName: "xmark").padding().glassEffect()
            }
            modeIndicator
            self.skipButton()
        }
        3️⃣VStack(spacing: 8) {
            Text("Helper").padding().adaptiveGlassBackground(.thinMaterial, in: Capsule())
            Text("Package").padding().glass(style: .card)
            Text("Own").pill()
        }
    }

    private var modeIndicator: some View {
        Text("Focus")
            .padding(8)
            .glassEffect(in: Capsule())
    }

    private func skipButton() -> some View {
        NavigationLink(destination: Text("Next")) {
            Text("Skip").padding().glassEffect()
        }
    }
}

extension View {
    /// The app's own glass: a modifier whose body applies glassEffect.
    func pill() -> some View {
        padding(6).glassEffect(in: Capsule())
    }
}
