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
                .glassEffect(.regular, in: .rect(cornerRadius: 12))
            AsyncImage(url: coverURL)
                .frame(height: 200)
                .glassEffect()
            #if canImport(UIKit)
            Image(uiImage: avatar).glassEffect(in: .circle)
            #endif
        }
    }
}

struct MessagesList: View {
    let messages: [String]

    var body: some View {
        List {
            Text("Pinned")
                .glassEffect()
            ForEach(messages, id: \.self) { message in
                MessageRow(text: message)
                    .glassEffect(.regular, in: .rect(cornerRadius: 8))
            }
        }
        List(messages, id: \.self) { message in
            Text(message).padding().glassEffect()
        }
    }
}

struct MessageRow: View {
    let text: String

    var body: some View {
        Text(text)
    }
}
