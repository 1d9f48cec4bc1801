import SwiftUI

// A shape filled with a material as the first layer of a ZStack is a background drawn as a view. It
// takes the size the stack gives it, which a background of the other layers would not.
struct PlayerBar: View {
    var body: some View {
        ZStack {
            1️⃣RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(.ultraThinMaterial)
            HStack {
                Button("Play") {}
                Button("Next") {}
            }
            .padding()
        }
        .frame(height: 60)
    }
}

struct Rows: View {
    let names: [String]

    var body: some View {
        List(names, id: \.self) { name in
            ZStack {
                2️⃣Capsule()
                    .foregroundStyle(.thinMaterial)
                Text(name)
            }
        }
    }
}

// A framed layer in a button's label: a background too.
struct CloseButton: View {
    var body: some View {
        Button {} label: {
            ZStack {
                3️⃣Circle()
                    .fill(.ultraThinMaterial)
                    .frame(width: 44, height: 44)
                Image(systemName: "xmark")
            }
        }
    }
}

// Not a background: alone in its stack, a later layer, or a fallback.
struct Decorations: View {
    var body: some View {
        ZStack {
            Capsule().fill(.thinMaterial)
        }
        ZStack {
            Text("Over")
            Circle().fill(.regularMaterial)
        }
        ZStack {
            if #available(iOS 26.0, *) {
                Capsule().glassEffect()
            } else {
                Capsule().fill(.thinMaterial)
            }
            Text("Fallback")
        }
    }
}

// Layers that only draw: the stack is the size of the first layer whatever the others are; and
// stacks that are a background already, or a screen's backdrop.
struct Drawings: View {
    var body: some View {
        ZStack {
            Capsule()
                .fill(.ultraThinMaterial)
            Capsule()
                .fill(Color.white.opacity(0.7))
        }
        ZStack {
            RoundedRectangle(cornerRadius: 15)
                .fill(.ultraThinMaterial)
            HStack(spacing: 0) {
                Rectangle().fill(Color.gray.opacity(0.4))
                Rectangle().fill(Color.clear)
            }
        }
        .frame(height: 30)
        Text("Menu")
            .background(
                ZStack {
                    Rectangle()
                        .foregroundStyle(.ultraThinMaterial)
                    Text("Behind")
                }
            )
        ZStack {
            Rectangle()
                .fill(.ultraThinMaterial)
            Text("Dimmed")
        }
        .ignoresSafeArea()
    }
}
