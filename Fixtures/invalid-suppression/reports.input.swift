import SwiftUI

struct Reports: View {
    var body: some View {
        // glassmigrate:disable:next glass-on-glas, all
        Text("a")
        Text("b") // glassmigrate:disable:this
        // glassmigrate:disable:nxt all
        Text("c")
        /* glassmigrate:enable not-a-rule - the reason is not read */
    }
}
