import SwiftUI

enum QuickAction: String, CaseIterable, Identifiable {
    case refresh, share, favorite

    var id: String { rawValue }

    var symbolName: String {
        switch self {
        case .refresh: return "arrow.clockwise"
        case .share: return "square.and.arrow.up"
        case .favorite: return "heart"
        }
    }
}

struct QuickActionsBar: View {
    @State private var isExpanded = false
    @Namespace private var glassNamespace

    var body: some View {
        GlassEffectContainer(spacing: 24) {
            HStack(spacing: 24) {
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) {
                        isExpanded.toggle()
                    }
                } label: {
                    Image(systemName: isExpanded ? "xmark" : "plus")
                        .frame(width: 56, height: 56)
                }
                .buttonStyle(.glass)
                .glassEffectID("toggle", in: glassNamespace)

                if isExpanded {
                    ForEach(QuickAction.allCases) { action in
                        Button {
                            // Run the action.
                        } label: {
                            Image(systemName: action.symbolName)
                                .frame(width: 56, height: 56)
                        }
                        .buttonStyle(.glass)
                        .glassEffectID(action.id, in: glassNamespace)
                        .glassEffectUnion(id: "expanded", namespace: glassNamespace)
                    }
                }
            }
        }
    }
}
