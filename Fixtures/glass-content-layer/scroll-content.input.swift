import SwiftUI

struct LangButton: View {
    var body: some View {
        Button("EN") {}
    }
}

struct Editor: View {
    var body: some View {
        ScrollView {
            VStack {
                Text("Draft")
                    .padding()
                    .1️⃣glassEffect(in: RoundedRectangle(cornerRadius: 12))
                // Interactive glass is a control's, whatever it sits in.
                HStack {
                    LangButton()
                        .glassEffect(.regular.interactive())
                }
            }
        }
    }
}
