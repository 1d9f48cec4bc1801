import SwiftUI

struct Reports: View {
    var body: some View {
        // glassmigrate:disable:next 1️⃣glass-on-glas, all
        Text("a")
        Text("b") // glassmigrate:2️⃣disable:this
        // glassmigrate:3️⃣disable:nxt all
        Text("c")
        /* glassmigrate:enable 4️⃣not-a-rule - the reason is not read */
    }
}
