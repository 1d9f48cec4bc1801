import SwiftUI

struct TrailingComments: View {
    var body: some View {
        VStack {
            Text("One").padding().glassEffect() // the comment ends the line, not the padding
            Text("Two").padding().glassEffect().font(.caption) /* a block comment too */
            Text("Three")
                .padding(4).glassEffect() // still the line's comment
            Text("Four")
                .padding(2) // the padding's note
                .glassEffect() // the glass's note
        }
    }
}
