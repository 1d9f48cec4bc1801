import SwiftUI

enum Tokens {
    static let popup: Material = .thinMaterial
    static let tint: Color = .blue
}

struct Toast: View {
    var body: some View {
        VStack {
            Text("Saved")
                .padding()
                .background(Tokens.popup, in: RoundedRectangle(cornerRadius: 10))
            Text("Tinted")
                .padding()
                .background(Tokens.tint, in: RoundedRectangle(cornerRadius: 10))
        }
    }
}
