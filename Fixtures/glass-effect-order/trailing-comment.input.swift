import SwiftUI

struct TrailingComments: View {
    var body: some View {
        VStack {
            Text("One").glassEffect().padding() // the comment ends the line, not the padding
            Text("Two").glassEffect().padding().font(.caption) /* a block comment too */
            Text("Three")
                .glassEffect().padding(4) // still the line's comment
            Text("Four")
                .glassEffect() // the glass's note
                .padding(2) // the padding's note
        }
    }
}
