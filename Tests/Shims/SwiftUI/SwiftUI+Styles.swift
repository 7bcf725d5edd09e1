// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): shape styles, the colours,
// gradients and materials that fill shapes, foregrounds and backgrounds, and the static members
// (`.blue`, `.secondary`, `.ultraThinMaterial`, `.tint`) that `.foregroundStyle(_:)` and
// `.background(_:)` take. Written for figsnap from Apple's documented API.

import UIKit

/// A colour or pattern to render a shape, a foreground or a background with.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var clear: Color { Color.clear }
}

/// The foreground style of the current context.
@frozen
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

/// The background style of the current context.
@frozen
public struct BackgroundStyle: ShapeStyle {
  public init() {}
}

/// The current tint colour (iOS 15).
@frozen
public struct TintShapeStyle: ShapeStyle {
  public init() {}
}

/// The primary, secondary, tertiary… level of the current foreground style (iOS 15).
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
  private let level: Int
  fileprivate init(_ level: Int) { self.level = level }
  public static let primary = HierarchicalShapeStyle(0)
  public static let secondary = HierarchicalShapeStyle(1)
  public static let tertiary = HierarchicalShapeStyle(2)
  public static let quaternary = HierarchicalShapeStyle(3)
  /// iOS 16.
  public static let quinary = HierarchicalShapeStyle(4)
}

/// The separator colour (iOS 17).
public struct SeparatorShapeStyle: ShapeStyle {
  public init() {}
}

/// A translucent blur of what is behind a view (iOS 15).
public struct Material: ShapeStyle {
  private let thickness: Int
  fileprivate init(_ thickness: Int) { self.thickness = thickness }
  public static let ultraThin = Material(0)
  public static let thin = Material(1)
  public static let regular = Material(2)
  public static let thick = Material(3)
  public static let ultraThick = Material(4)
  public static let bar = Material(5)
}

/// A type-erased shape style (iOS 15).
@frozen
public struct AnyShapeStyle: ShapeStyle {
  public init<S: ShapeStyle>(_ style: S) {}
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(0) }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(1) }
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(2) }
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(3) }
  /// iOS 16.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(4) }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material(0) }
  public static var thinMaterial: Material { Material(1) }
  public static var regularMaterial: Material { Material(2) }
  public static var thickMaterial: Material { Material(3) }
  public static var ultraThickMaterial: Material { Material(4) }
  public static var bar: Material { Material(5) }
}

extension ShapeStyle {
  /// This style at an opacity (iOS 15).
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

// MARK: - Gradients

/// A list of colour stops, for a linear, radial or angular gradient.
@frozen
public struct Gradient: Hashable, Sendable {
  /// A colour at a location, 0 to 1, along the gradient.
  @frozen
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Gradient.Stop]
  public init(stops: [Gradient.Stop]) { self.stops = stops }
  public init(colors: [Color]) { stops = [] }
}

/// A gradient along a line between two unit points.
@frozen
nonisolated public struct LinearGradient: ShapeStyle, View {
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A gradient in circles around a centre.
@frozen
nonisolated public struct RadialGradient: ShapeStyle, View {
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A gradient that sweeps around a centre.
@frozen
nonisolated public struct AngularGradient: ShapeStyle, View {
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A gradient in ellipses around a centre, stretched to the frame it fills (iOS 15).
@frozen
nonisolated public struct EllipticalGradient: ShapeStyle, View {
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {}
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {}
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient { LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint) }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// iOS 15.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
