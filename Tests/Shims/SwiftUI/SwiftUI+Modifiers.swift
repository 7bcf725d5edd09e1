// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): the layout, drawing, safe-area,
// interaction and lifecycle modifiers of every view, ViewModifier and ModifiedContent. They return
// `some View`, as SwiftUI's do; the soft-deprecated ones keep their deprecation, which names no
// version Linux checks. Written for figsnap from Apple's documented API.

import UIKit

// MARK: - ViewModifier

/// A modifier that makes a new view from the view it is applied to.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a ViewModifier is applied to, inside its `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A view with a modifier applied.
@frozen
nonisolated public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

// MARK: - Layout

extension View {
  /// A fixed size in either dimension; nil keeps the child's.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    self
  }
  @available(*, deprecated, message: "Please pass one or more parameters.")
  nonisolated public func frame() -> some View { self }
  /// Limits and ideal sizes in either dimension; `.infinity` for a maximum fills the proposal.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }
  nonisolated public func fixedSize() -> some View { self }
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  nonisolated public func padding(_ length: CGFloat) -> some View { self }
  nonisolated public func offset(_ offset: CGSize) -> some View { self }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  nonisolated public func position(_ position: CGPoint) -> some View { self }
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  nonisolated public func layoutPriority(_ value: Double) -> some View { self }
  nonisolated public func zIndex(_ value: Double) -> some View { self }
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View { self }
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View { self }
  /// iOS 17.
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    self
  }
}

// MARK: - Safe area

extension View {
  /// iOS 14.
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    self
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
  /// iOS 15.
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { self }
  /// iOS 15.
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { self }
  /// iOS 17.
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
}

// MARK: - Backgrounds, overlays and borders

extension View {
  /// A shape style behind the view, reaching into the safe area at `edges` (iOS 15).
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    self
  }
  /// The background style behind the view (iOS 15).
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
  /// A shape filled with a style behind the view (iOS 15).
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { self }
  /// A shape filled with the background style behind the view (iOS 15).
  nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View { self }
  /// A view behind this one (iOS 15).
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    self
  }
  /// A view behind this one; a Color here is a shape style since iOS 15, so that overload wins.
  @_disfavoredOverload
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    self
  }
  /// A view in front of this one (iOS 15).
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    self
  }
  @_disfavoredOverload
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    self
  }
  /// A shape style in front of the view (iOS 15).
  nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    self
  }
  /// A shape filled with a style in front of the view (iOS 15).
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { self }
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
}

// MARK: - Foreground and tint

extension View {
  /// iOS 15.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  /// iOS 15.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    self
  }
  /// iOS 15.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
  /// iOS 15.
  nonisolated public func tint(_ tint: Color?) -> some View { self }
  /// iOS 16.
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
  nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }
}

// MARK: - Clipping, masking and effects

extension View {
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
  /// iOS 15.
  nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
  {
    self
  }
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { self }
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { self }
  nonisolated public func opacity(_ opacity: Double) -> some View { self }
  nonisolated public func hidden() -> some View { self }
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  nonisolated public func brightness(_ amount: Double) -> some View { self }
  nonisolated public func contrast(_ amount: Double) -> some View { self }
  nonisolated public func saturation(_ amount: Double) -> some View { self }
  nonisolated public func grayscale(_ amount: Double) -> some View { self }
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { self }
  nonisolated public func compositingGroup() -> some View { self }
  nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    self
  }
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View { self }
}

/// How a view's colours are composited with what is behind it.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
  case exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker
  case plusLighter
}

/// The colour space an offscreen drawing group renders in.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

// MARK: - Interaction

extension View {
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { self }
}

// MARK: - Identity and lifecycle

extension View {
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { self }
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  /// Work that starts when the view appears and is cancelled when it disappears (iOS 15).
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View { self }
  /// Work restarted whenever `value` changes (iOS 15).
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View { self }
  /// iOS 17.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }
  /// iOS 17.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { self }
}
