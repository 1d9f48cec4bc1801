// Part of the SwiftUI type-checking stand-in; see View.swift for what it mirrors and why.

import Foundation

// MARK: - Shapes

/// How corners are rounded.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// The fill rule and antialiasing of a shape fill.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public nonisolated init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// Line width, caps and dashes of a stroke.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public nonisolated init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) { self.lineWidth = lineWidth; self.dash = dash }
}

/// An outline in two dimensions, itself a shape.
public struct Path: Shape, Equatable {
    public nonisolated init() {}
    public nonisolated init(_ rect: CGRect) {}
    public nonisolated init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public nonisolated init(ellipseIn rect: CGRect) {}
    public nonisolated init(_ build: (inout Path) -> Void) {}
    public nonisolated mutating func move(to point: CGPoint) {}
    public nonisolated mutating func addLine(to point: CGPoint) {}
    public nonisolated mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
    public nonisolated mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public nonisolated mutating func addRect(_ rect: CGRect) {}
    public nonisolated mutating func addEllipse(in rect: CGRect) {}
    public nonisolated mutating func closeSubpath() {}
    public nonisolated func path(in rect: CGRect) -> Path { self }
}

/// A 2D shape, which is also a view that fills itself with the foreground style.
public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape drawn with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView() }

    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        _ShapeView<Self, S>()
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _ShapeView<Self, S>() }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { _ShapeView<Self, S>() }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
    public func stroke(style: StrokeStyle) -> some Shape { self }
}

/// A shape that can be inset, so its border can be drawn inside it.
public protocol InsettableShape: Shape {}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View {
        _ShapeView<Self, S>()
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> some View {
        _ShapeView<Self, S>()
    }
}

/// A rectangle.
public struct Rectangle: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with a radius per corner.
public struct UnevenRoundedRectangle: InsettableShape {
    public nonisolated init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A capsule.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle.
public struct Circle: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// An ellipse.
public struct Ellipse: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// The shape of the enclosing container.
public struct ContainerRelativeShape: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    public nonisolated init<S: Shape>(_ shape: S) {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
    public nonisolated static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public nonisolated static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public nonisolated static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public nonisolated static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style
        )
    }
}

extension Shape where Self == Capsule {
    public nonisolated static var capsule: Capsule { Capsule() }
    // No default for `style`, per FACTS: `.capsule()` does not compile.
    public nonisolated static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    public nonisolated static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public nonisolated static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    public nonisolated static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
