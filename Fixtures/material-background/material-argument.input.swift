import SwiftUI

// A material handed to the module's own view or modifier is drawn there, in a way this site does not
// tell (the view's parameter is any `ShapeStyle`; other callers pass colours): reported, not followed.
struct PhotoIcon<Background: ShapeStyle>: View {
    let name: String
    var background: Background

    var body: some View {
        Circle()
            .fill(background)
            .overlay { Text(name.prefix(1)) }
    }
}

extension View {
    func surface(_ material: Material) -> some View {
        padding().background(material, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct Players: View {
    var body: some View {
        HStack {
            PhotoIcon(name: "Ann", background: 1️⃣.ultraThinMaterial)
            PhotoIcon(name: "Bob", background: Color.gray)
            Text("Score").surface(2️⃣.thickMaterial)
            Text("Plain").background(.thinMaterial, in: Capsule())
        }
    }
}

// The module's own glass helper takes the material as its fallback; its own `fill` overload is not SwiftUI's.
extension View {
    @ViewBuilder
    func glassBackground(_ fallback: Material) -> some View {
        if #available(iOS 26.0, *) {
            glassEffect()
        } else {
            background(fallback)
        }
    }
}

extension Shape {
    func fill(_ color: Color, opacity: Double) -> some View {
        fill(color.opacity(opacity))
    }
}

struct Helped: View {
    var body: some View {
        Text("Helped").glassBackground(.regularMaterial)
        Circle().fill(.ultraThinMaterial).frame(width: 8, height: 8)
    }
}

struct Progress: View {
    let style: ProgressBarStyle
    var fallbackMaterial: Material = .thin

    var body: some View {
        Text("…").background(fallbackMaterial)
    }
}

enum ProgressBarStyle { case bar, spinning }

struct Uses: View {
    var body: some View {
        Progress(style: .bar)
        Progress(style: .spinning, fallbackMaterial: .thickMaterial)
    }
}
