import SwiftUI

struct ProfileHeader: View {
    #if canImport(UIKit)
    let avatar: UIImage
    #endif
    let coverURL: URL?

    var body: some View {
        VStack {
            Image("cover")
                .resizable()
                .scaledToFill()
                .1️⃣glassEffect(.regular, in: .rect(cornerRadius: 12))
            AsyncImage(url: coverURL)
                .frame(height: 200)
                .2️⃣glassEffect()
            #if canImport(UIKit)
            Image(uiImage: avatar).3️⃣glassEffect(in: .circle)
            #endif
        }
    }
}

struct MessagesList: View {
    let messages: [String]

    var body: some View {
        List {
            Text("Pinned")
                .4️⃣glassEffect()
            ForEach(messages, id: \.self) { message in
                MessageRow(text: message)
                    .5️⃣glassEffect(.regular, in: .rect(cornerRadius: 8))
            }
        }
        List(messages, id: \.self) { message in
            Text(message).padding().6️⃣glassEffect()
        }
    }
}

struct MessageRow: View {
    let text: String

    var body: some View {
        Text(text)
    }
}
