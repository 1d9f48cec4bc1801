import SwiftUI

// `Strings.Row` is a member that shares its name with the glass view `Row`: a member access is never
// the view type, so the text in the toolbar item is no glass.
struct Row: View {
    var body: some View { Image(systemName: "star").padding().glassEffect() }
}

enum Strings { static let Row = "Row" }

struct Controls: View {
    var body: some View {
        Text("Camera").toolbar { ToolbarItem { Text(Strings.Row) } }
        Text("Hint").padding().glassEffect()
    }
}
