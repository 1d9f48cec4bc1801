import SwiftUI

// Content sized before the glass (padding, a frame, a fixed or proportional size) already has its
// layout: a modifier after the glass is a margin around the finished glass and stays outside it.
struct ComposerBar: View {
    @Binding var message: String

    var body: some View {
        VStack {
            TextField("Message", text: $message)
                .padding(12)
                .glassEffect(.regular.interactive())
                .padding(.bottom, 6)
            Image(systemName: "mic")
                .frame(width: 44, height: 44)
                .glassEffect()
                .padding(4)
            Text("Draft")
                .fixedSize()
                .glassEffect()
                .padding(.trailing, 8)
            Image(systemName: "photo")
                .resizable()
                .aspectRatio(1, contentMode: .fit)
                .glassEffect()
                .frame(width: 60)
            Text("Wide")
                .containerRelativeFrame(.horizontal)
                .glassEffect()
                .padding(.horizontal)
            Text("Padded").padding(8).font(.caption).glassEffect().padding(2)
        }
    }
}
