import SwiftUI

struct FieldStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(15)
            .adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 20))
    }
}

extension View {
    func field() -> some View { modifier(FieldStyle()) }
}

struct SignIn: View {
    @State private var email = ""

    var body: some View {
        VStack {
            form
        }
        .padding(20)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 30))
    }

    private var form: some View {
        TextField("Email", text: $email).field()
    }
}
