import SwiftUI

extension View {
    func cardSurface() -> some View {
        #if os(visionOS)
        background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        #else
        glassEffect(in: RoundedRectangle(cornerRadius: 12))
        #endif
    }
}
