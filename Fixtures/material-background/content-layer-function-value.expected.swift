import SwiftUI

struct Dictionaries: View {
    @State private var importing = false

    var body: some View {
        List {
            Text("Dictionary")
        }
        .overlay {
            if importing {
                Text("Importing…")
                    .padding()
                    .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
            }
        }
    }
}

struct PageKey: EnvironmentKey {
    static let defaultValue: ((String) -> AnyView?)? = nil
}

extension EnvironmentValues {
    var page: ((String) -> AnyView?)? {
        get { self[PageKey.self] }
        set { self[PageKey.self] = newValue }
    }
}

extension View {
    func pageContent(_ handler: @escaping (String) -> AnyView?) -> some View { environment(\.page, handler) }
}

// A function handed on as a value is not placed where it is named: the pages it returns are not rows.
struct Settings: View {
    var body: some View {
        List {
            ForEach(0..<3, id: \.self) { _ in
                Text("Setting").pageContent(pageHandler)
            }
        }
    }

    func pageHandler(_ key: String) -> AnyView? {
        key == "dict" ? AnyView(Dictionaries()) : nil
    }
}
