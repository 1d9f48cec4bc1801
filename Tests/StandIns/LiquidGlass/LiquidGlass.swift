// A type-checking stand-in for the LiquidGlass package (module `LiquidGlass`, MIT), the
// public API glassmigrate's `liquidglass` output style calls. Checked against the package's
// sources at 1.2.0 (github.com/rguillen-dev/LiquidGlass: Package.swift declares iOS 17 and
// macOS 14; GlassStyle.swift, GlassMaterial.swift, View+Glass.swift), compiled against the
// SwiftUI stand-in beside it:
// - `.glass(style: GlassStyle = .sheet, tint: Color? = nil, cornerRadius: CGFloat? = nil)`;
// - `enum GlassStyle: Sendable, Hashable, CaseIterable { case sheet, card, button, toolbar,
//   sidebar, overlay }` with `defaultCornerRadius` 24, 16, 12, 10, 20, 0; the shape is always
//   `RoundedRectangle(cornerRadius:style: .continuous)`;
// - before iOS 26 the fallback material per style is ultraThin, thin, regular, bar, thick,
//   ultraThick, with a 0.5 pt white inner stroke and a per-style shadow (none for overlay);
// - `GlassCard(style: = .card, tint: = nil) { … }` and
//   `GlassButton(style: = .button, tint: = nil, action:) { label }`.
// The bodies sketch that behaviour so the stand-in exercises the SwiftUI stand-in too; they
// never run.

import SwiftUI

/// The visual role of a glass surface; it picks the default corner radius and fallback material.
public enum GlassStyle: Sendable, Hashable, CaseIterable {
    case sheet, card, button, toolbar, sidebar, overlay

    /// The corner radius drawn when the caller gives none.
    public var defaultCornerRadius: CGFloat {
        switch self {
        case .sheet: 24
        case .card: 16
        case .button: 12
        case .toolbar: 10
        case .sidebar: 20
        case .overlay: 0
        }
    }

    var fallbackMaterial: Material {
        switch self {
        case .sheet: .ultraThin
        case .card: .thin
        case .button: .regular
        case .toolbar: .bar
        case .sidebar: .thick
        case .overlay: .ultraThick
        }
    }
}

struct GlassModifier: ViewModifier {
    let style: GlassStyle
    let tint: Color?
    let cornerRadius: CGFloat?

    func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius ?? style.defaultCornerRadius, style: .continuous)
        if #available(iOS 26.0, macOS 26.0, *) {
            content.glassEffect(.regular.tint(tint), in: shape)
        } else {
            content
                .background(style.fallbackMaterial, in: shape)
                .overlay(shape.stroke(.white.opacity(0.15), lineWidth: 0.5))
                .shadow(color: .black.opacity(0.12), radius: 8, y: 4)
        }
    }
}

extension View {
    /// Puts the view on a glass surface of the given style, tint and corner radius.
    public func glass(style: GlassStyle = .sheet, tint: Color? = nil, cornerRadius: CGFloat? = nil) -> some View {
        modifier(GlassModifier(style: style, tint: tint, cornerRadius: cornerRadius))
    }
}

/// A padded container on a glass surface.
public struct GlassCard<Content: View>: View {
    let style: GlassStyle
    let tint: Color?
    let content: Content

    /// Creates a card of the given style and tint around `content`.
    public init(style: GlassStyle = .card, tint: Color? = nil, @ViewBuilder content: () -> Content) {
        self.style = style
        self.tint = tint
        self.content = content()
    }

    public var body: some View {
        content
            .padding()
            .glass(style: style, tint: tint)
    }
}

/// A button drawn on a glass surface.
public struct GlassButton<Label: View>: View {
    let style: GlassStyle
    let tint: Color?
    let action: () -> Void
    let label: Label

    /// Creates a glass button that runs `action`.
    public init(style: GlassStyle = .button, tint: Color? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.style = style
        self.tint = tint
        self.action = action
        self.label = label()
    }

    public var body: some View {
        Button(action: action) {
            label
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .glass(style: style, tint: tint)
        }
        .buttonStyle(.plain)
    }
}
