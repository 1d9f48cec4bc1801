import SwiftUI

// The glass is behind `if #available` inside the stack, so a container around the stack would not
// compile below iOS 26: the fix is not applied and the finding offers none.
struct ComposerBar: View {
    var body: some View {
        1️⃣HStack(alignment: .center) {
            if #available(iOS 26.0, *) {
                Button("Poll") {}
                    .glassEffect(.regular.interactive())
                Button("Spoiler") {}
                    .glassEffect(.regular.interactive())
            } else {
                Button("Poll") {}
                Button("Spoiler") {}
            }
        }
        .padding(.vertical, 8)
    }
}

// Inside the check the container compiles, so the fix applies there.
struct GuardedBar: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            HStack {
                Button("A") {}
                    .glassEffect()
                Button("B") {}
                    .glassEffect()
            }
        }
    }
}
