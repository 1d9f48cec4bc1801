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
                .adaptiveGlassBackground(Tokens.popup, in: RoundedRectangle(cornerRadius: 10))
            Text("Tinted")
                .padding()
                .background(Tokens.tint, in: RoundedRectangle(cornerRadius: 10))
        }
    }
}
