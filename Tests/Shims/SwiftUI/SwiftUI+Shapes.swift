// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): animatable data, the Shape and
// InsettableShape protocols, Path, the built-in shapes, fill and stroke styles, and what shapes can
// do that other views cannot (fill, stroke, strokeBorder, trim, inset). Written for figsnap from
// Apple's documented API.

import UIKit

// MARK: - Animatable data

/// A type whose values can be added, subtracted and scaled, so SwiftUI can interpolate them.
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a type that has none.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// A type SwiftUI can animate by interpolating its animatable data.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

// MARK: - Shapes

/// A 2D shape: a view drawn from a path in its frame.
///
/// Text, images and stacks are not shapes.
public protocol Shape: Sendable, Animatable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

/// The view a shape is when it is used as one: the shape filled with a style.
@frozen
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Shape {
  nonisolated public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

/// A shape that can be inset, so its stroke can be drawn inside its frame.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

/// The corner curve of a rounded rectangle or capsule.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// Rules for filling a path: even-odd or non-zero, antialiased or not.
@frozen
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The width, caps, joins and dashes of a stroke.
@frozen
public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// CoreGraphics' line caps, which Linux lacks.
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// CoreGraphics' line joins, which Linux lacks.
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}

extension Shape {
  /// iOS 17; before it, `fill(_:style:) -> some View`.
  nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
    self
  }
  nonisolated public func fill(style: FillStyle = FillStyle()) -> some View { self }
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View
  {
    self
  }
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    self
  }
  /// The outline of the shape, as a shape (iOS 17).
  nonisolated public func stroke(style: StrokeStyle) -> some Shape { self }
  /// The outline of the shape, as a shape (iOS 17).
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
  nonisolated public func offset(_ offset: CGSize) -> some Shape { self }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { self }
  nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self }
  nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { self }
}

extension InsettableShape {
  /// A stroke drawn inside the shape's frame (iOS 17 gave `content` its default).
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View { self }
  /// A stroke drawn inside the shape's frame (iOS 17 gave `content` its default).
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View { self }
}

// MARK: - Path

/// The outline of a 2D shape, itself a shape.
@frozen
nonisolated public struct Path: Shape, Equatable {
  public init() {}
  public init(_ rect: CGRect) {}
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public init(ellipseIn rect: CGRect) {}
  public init(_ callback: (inout Path) -> Void) {}

  public func path(in rect: CGRect) -> Path { self }
  public var isEmpty: Bool { true }
  public var boundingRect: CGRect { .zero }

  public mutating func move(to end: CGPoint) {}
  public mutating func addLine(to end: CGPoint) {}
  public mutating func addLines(_ lines: [CGPoint]) {}
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {}
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {}
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}
  public mutating func closeSubpath() {}
}

// MARK: - Built-in shapes

/// A rectangle filling its frame.
@frozen
nonisolated public struct Rectangle: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// A rectangle with rounded corners, by default continuous ones.
@frozen
nonisolated public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// The radii of each corner of an uneven rounded rectangle (iOS 16).
@frozen
public struct RectangleCornerRadii: Equatable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners have different radii (iOS 16).
@frozen
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    cornerRadii = RectangleCornerRadii(
      topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
      topTrailing: topTrailingRadius)
    self.style = style
  }
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
}

/// A circle centred in its frame.
@frozen
nonisolated public struct Circle: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> Circle { self }
}

/// An ellipse filling its frame.
@frozen
nonisolated public struct Ellipse: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> Ellipse { self }
}

/// A rounded rectangle whose corner radius is half its shorter side.
@frozen
nonisolated public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> Capsule { self }
}

/// A type-erased shape (iOS 16).
@frozen
nonisolated public struct AnyShape: Shape {
  public init<S: Shape>(_ shape: S) {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
  /// iOS 17.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// iOS 17.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  /// iOS 17.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// iOS 17.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// iOS 17.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// iOS 17.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
  /// iOS 17.
  public static var capsule: Capsule { Capsule() }
  /// iOS 17.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
