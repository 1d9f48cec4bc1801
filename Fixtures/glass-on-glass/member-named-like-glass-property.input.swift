import SwiftUI

// `$0.id` shares its name with the glass property `Badge.id`: a property is used as `id` or `self.id`,
// never as `x.id`, so the text under the chip's glass holds no glass.
struct Item { var id: String; var title: String }

struct Chip: View {
    var items: [Item]; var selected: String
    var body: some View { Text(items.first { $0.id == selected }?.title ?? "").padding().glassEffect() }
}

struct Badge: View { var id: some View { Text("x").padding().glassEffect() }; var body: some View { id } }
