// A declaration-only stand-in for SwiftUI, so generated code can be type-checked on Linux. It
// declares what figsnap's SwiftUI emitter prints, with SwiftUI's names, argument labels, generic
// signatures and return types; bodies do nothing (one that must return a value it cannot make
// traps). Written for figsnap from Apple's documented API.
// This file holds the basics (View and its result builder, the view containers every builder
// makes, previews, State and Binding, geometry, alignment, Color and Font); the SwiftUI+*.swift
// files beside it hold one topic each, and scripts/typecheck and SwiftTypeChecker compile them all,
// sorted by name, into one module. As on iOS, importing SwiftUI makes UIKit's types visible.
//
// Isolation follows the iOS 18 SDK: View is a main-actor protocol, so a view the app declares is
// main-actor isolated, while SwiftUI's own view types, their initialisers and the modifiers are
// nonisolated.

@_exported import UIKit

// MARK: - View and its builder

/// A piece of user interface: the protocol every view conforms to, isolated to the main actor.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// The result builder of view content: one view, a tuple of views, optional and either-or content.
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// What an `if`/`else` or `switch` in a view builder makes: one of two kinds of content.
@frozen
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// The views of a builder block, as one view.
@frozen
nonisolated public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A view with no content.
@frozen
nonisolated public struct EmptyView: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A type-erased view.
@frozen
nonisolated public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public init<V: View>(erasing view: V) {}
  public init?(_fromValue value: Any) { return nil }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// Views grouped without layout of their own, so modifiers apply to each.
@frozen
nonisolated public struct Group<Content> {
  public typealias Body = Never
}

extension Group: View where Content: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// MARK: - Previews

/// The marker protocol behind `PreviewProvider`.
public protocol _PreviewProvider {}

/// A type that produces view previews in Xcode.
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can run on.
public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS
}

/// Sizes a preview is laid out in.
public enum PreviewLayout: Sendable {
  case device
  case sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

extension View {
  nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
}

// MARK: - State and Binding

/// A property whose value SwiftUI refreshes before it recomputes a view's body.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A value a view owns and SwiftUI stores: reading it in `body` makes the view depend on it.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() {}
}

extension State: @unchecked Sendable where Value: Sendable {}

/// A two-way connection to a value owned elsewhere.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  public init(projectedValue: Binding<Value>) {}
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

extension Binding {
  public init<V>(_ base: Binding<V>) where Value == V? {}
  public init?(_ base: Binding<Value?>) { return nil }
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {}
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

// MARK: - Geometry

/// An edge of a rectangle, in the layout direction.
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  @frozen
  public struct Set: OptionSet, Hashable, Sendable {
    public var rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ e: Edge) { rawValue = 1 << e.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// The leading or trailing edge.
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing

  /// A set of horizontal edges.
  @frozen
  public struct Set: OptionSet, Hashable, Sendable {
    public var rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}

/// The top or bottom edge.
@frozen
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom

  /// A set of vertical edges.
  @frozen
  public struct Set: OptionSet, Hashable, Sendable {
    public var rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}

/// The inset distances of a rectangle's sides, in the layout direction.
@frozen
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
    self.init(
      top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom,
      trailing: nsEdgeInsets.trailing)
  }
}

/// A point in a view's unit square: (0, 0) is its top-leading corner, (1, 1) its bottom-trailing.
@frozen
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The horizontal or vertical dimension.
@frozen
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  /// A set of axes.
  @frozen
  public struct Set: OptionSet, Hashable, Sendable {
    public var rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1 << 0)
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

/// The kinds of safe area a view can extend into.
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  public static let all = SafeAreaRegions(rawValue: .max)
}

/// A geometric angle.
@frozen
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle()
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

// MARK: - Alignment

/// A type that identifies an alignment guide and gives its default value.
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
  public var width: CGFloat { 0 }
  public var height: CGFloat { 0 }
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

/// An alignment position along the horizontal axis: what a `VStack` aligns its children by.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  private let id: ObjectIdentifier
  public init(_ id: AlignmentID.Type) { self.id = ObjectIdentifier(id) }
  private enum Guide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  public static let leading = HorizontalAlignment(Guide.self)
  public static let center = HorizontalAlignment(Guide.self)
  public static let trailing = HorizontalAlignment(Guide.self)
  public static let listRowSeparatorLeading = HorizontalAlignment(Guide.self)
  public static let listRowSeparatorTrailing = HorizontalAlignment(Guide.self)
}

/// An alignment position along the vertical axis: what an `HStack` aligns its children by.
@frozen
public struct VerticalAlignment: Equatable, Sendable {
  private let id: ObjectIdentifier
  public init(_ id: AlignmentID.Type) { self.id = ObjectIdentifier(id) }
  private enum Guide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  public static let top = VerticalAlignment(Guide.self)
  public static let center = VerticalAlignment(Guide.self)
  public static let bottom = VerticalAlignment(Guide.self)
  public static let firstTextBaseline = VerticalAlignment(Guide.self)
  public static let lastTextBaseline = VerticalAlignment(Guide.self)
}

/// An alignment in both axes: what a `ZStack`, a frame or an overlay aligns content by.
@frozen
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

// MARK: - Color

/// A colour: a view that fills its frame, and a shape style.
@frozen
nonisolated public struct Color: Hashable, CustomStringConvertible, Sendable {
  /// The colour spaces an RGB or white colour can be given in.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
  {}
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
  /// A colour from the asset catalogue.
  public init(_ name: String, bundle: Bundle? = nil) {}
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
  public init(_ color: UIColor) {}
  public init(uiColor: UIColor) {}

  public func opacity(_ opacity: Double) -> Color { self }
  public var description: String { "" }

  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let gray = Color(white: 0.5)
  public static let red = Color(red: 1, green: 0.23, blue: 0.19)
  public static let orange = Color(red: 1, green: 0.58, blue: 0)
  public static let yellow = Color(red: 1, green: 0.8, blue: 0)
  public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
  public static let mint = Color(red: 0, green: 0.78, blue: 0.75)
  public static let teal = Color(red: 0.19, green: 0.69, blue: 0.78)
  public static let cyan = Color(red: 0.2, green: 0.68, blue: 0.9)
  public static let blue = Color(red: 0, green: 0.48, blue: 1)
  public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
  public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
  public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
  public static let brown = Color(red: 0.64, green: 0.52, blue: 0.37)
  public static let clear = Color(white: 0, opacity: 0)
  public static let primary = Color(white: 0)
  public static let secondary = Color(white: 0.5)
  public static var accentColor: Color { .blue }
}

extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension UIColor {
  /// A UIKit colour from a SwiftUI one.
  public convenience init(_ color: Color) { self.init(white: 0, alpha: 1) }
}

/// Light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}

extension View {
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    self
  }
}

/// The values a view's environment holds.
public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public var colorScheme: ColorScheme = .light
  public var description: String { "" }
}

// MARK: - Font

/// A font: a text style that follows Dynamic Type, a system font of a size, or a custom one.
@frozen
nonisolated public struct Font: Hashable, Sendable {
  private init() {}

  /// A Dynamic Type text style.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// A font weight.
  @frozen
  public struct Weight: Hashable, Sendable {
    private let value: CGFloat
    private init(_ value: CGFloat) { self.value = value }
    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  /// A design of the system font.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A width of the system font (iOS 16).
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// Line spacing a font can be set to (iOS 14).
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }

  public static let largeTitle = Font()
  public static let title = Font()
  public static let title2 = Font()
  public static let title3 = Font()
  public static let headline = Font()
  public static let subheadline = Font()
  public static let body = Font()
  public static let callout = Font()
  public static let footnote = Font()
  public static let caption = Font()
  public static let caption2 = Font()

  /// The system font in a text style (iOS 16 gave it its optional weight).
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
    Font()
  }
  /// The system font at a fixed size (iOS 16 made its weight and design optional).
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
  /// A custom font that scales with the body text style.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
  /// A custom font that scales with the given text style.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
  /// A custom font that does not scale with Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
  /// A font from a UIKit font.
  public init(_ font: UIFont) {}

  public func italic() -> Font { self }
  public func smallCaps() -> Font { self }
  public func lowercaseSmallCaps() -> Font { self }
  public func uppercaseSmallCaps() -> Font { self }
  public func monospacedDigit() -> Font { self }
  public func monospaced() -> Font { self }
  public func weight(_ weight: Font.Weight) -> Font { self }
  public func width(_ width: Font.Width) -> Font { self }
  public func bold() -> Font { self }
  public func leading(_ leading: Font.Leading) -> Font { self }
}
