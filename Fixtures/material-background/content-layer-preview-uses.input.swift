import SwiftUI

struct Inbox: View {
    let items: [String]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                InboxRow(title: item)
            }
        }
    }
}

struct InboxRow: View {
    let title: String

    var body: some View {
        Text(title)
            .padding()
            1️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct InboxRow_Previews: PreviewProvider {
    static var previews: some View {
        InboxRow(title: "Provider")
    }
}
