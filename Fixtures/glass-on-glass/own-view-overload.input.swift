import SwiftUI

// The module overloads SwiftUI's `Form` with a function whose view draws glass: a `Form { }` cannot be
// told to be that one by its name, so glass inside SwiftUI's forms is not glass on glass.
func Form(systemImage: String, @ViewBuilder content: @escaping () -> some View) -> some View {
    VStack {
        Image(systemName: systemImage)
        content()
    }
    .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 12))
}

struct Settings: View {
    var body: some View {
        Form {
            Button("Sign in") {}
                .buttonStyle(.glassProminent)
        }
    }
}
