import SwiftUI

// Before iOS 26 there is no Liquid Glass, so what a fallback branch draws (through the project's own
// back-deployed `glassEffect` or a `.backport` wrapper) cannot sit on system glass.
struct FallbackToolbar: View {
    @State private var showsInfo = false

    var body: some View {
        NavigationStack {
            Text("Inbox")
                .toolbar {
                    ToolbarItem {
                        if #available(iOS 26.0, *) {
                            Button("Share") {}
                        } else {
                            Button("Share") {}
                                .backport.glassEffect()
                        }
                    }
                }
                .sheet(isPresented: $showsInfo) {
                    if #unavailable(iOS 26.0) {
                        InfoPanel()
                            .glassEffect(.regular, in: .rect(cornerRadius: 12))
                    }
                }
        }
    }
}

struct InfoPanel: View {
    var body: some View {
        panel
    }

    @ViewBuilder
    private var panel: some View {
        guard #available(iOS 26.0, *) else {
            return AnyView(
                VStack {
                    Text("Info").padding().glassEffect()
                }
                .glassEffect(.regular, in: .rect(cornerRadius: 16))
            )
        }
        return AnyView(Text("Info").padding())
    }
}

struct Backport<Content: View> {
    let content: Content

    @ViewBuilder
    func glassEffect() -> some View {
        if #available(iOS 26.0, *) {
            content.glassEffect()
        } else {
            content.background(.ultraThinMaterial, in: Capsule())
        }
    }
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}
