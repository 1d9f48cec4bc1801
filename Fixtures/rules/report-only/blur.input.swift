import SwiftUI

struct Backdrop: View {
    var body: some View {
        Image("sky")
            1️⃣.blur(radius: 20)
            .overlay {
                Text("Hello").blur(radius: isHidden ? 8 : 0) // glassmigrate:disable:this no-heavy-blur
            }
    }

    var isHidden = false
}
