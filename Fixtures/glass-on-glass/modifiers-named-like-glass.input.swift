import SwiftUI

// Names the module's glass declarations share with other uses: the property `id` is no `.id(…)`
// modifier, the method `icon(info:)` of a type that is no view is no modifier on `item`, the view
// method `move()` is no implicit member `.move(edge:)`, and the view type `Mode` is no `.Mode`.
struct Badge: View {
    var id: some View { Text("x").padding().glassEffect() }
    var body: some View { id }
}

struct Tile {
    func icon(info: String) -> some View { Text(info).glassEffect() }
}

extension View {
    func move() -> some View { glassEffect() }
}

struct Mode: View {
    var body: some View { Text("m").glassEffect() }
}

enum Kinds { static let Mode = "Mode" }

struct Items: View {
    var items: [String]
    var tile: Tile
    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .id(item)
                    .transition(.move(edge: .top))
                tile.icon(info: item)
                Text(Kinds.Mode)
            }
        }
        .padding()
        .glassEffect()
    }
}
