// Part of the declaration-only SwiftUI stand-in (see SwiftUI.swift): localized string keys and
// their interpolation, Text and the modifiers that return Text (so styled runs concatenate with
// `+`), and the text modifiers of every view. Written for figsnap from Apple's documented API.

import UIKit

// MARK: - Localized string keys

/// A type `LocalizedStringKey` interpolates with a printf format specifier: Swift's numbers.
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: _Arg { get }
  var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
  public var _arg: Int { self }
  public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { self }
  public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { self }
  public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
  public var _arg: UInt { self }
  public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
  public var _arg: UInt32 { self }
  public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
  public var _arg: UInt64 { self }
  public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
  public var _arg: Float { self }
  public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
  public var _arg: Double { self }
  public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
  public var _arg: CGFloat { self }
  public var _specifier: String { "%lf" }
}

/// The key of a localized string: what a string literal passed to `Text`, `Button` or a label becomes.
///
/// Interpolations take strings, numbers, Text, Image, attributed strings, formatted values, Foundation
/// reference types and NSObjects; nothing else.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

  /// The contents of a string literal with interpolations, while it is being built.
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {}
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {}
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {}
    public mutating func appendInterpolation(_ text: Text) {}
    public mutating func appendInterpolation(_ image: Image) {}
    public mutating func appendInterpolation(_ attributedString: AttributedString) {}
  }
}

// MARK: - Text

/// A view that displays read-only text.
///
/// It is not a shape, and its modifiers below return Text, so styled runs join with `+`.
@frozen
nonisolated public struct Text: View, Equatable, Sendable {
  /// A localized string: what `Text("literal")` calls.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {}
  /// A string shown as is, not localized: what `Text(someString)` calls.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {}
  /// A string shown as is, not localized.
  public init(verbatim content: String) {}
  /// An attributed string (iOS 15).
  public init(_ attributedContent: AttributedString) {}
  /// An image run inside text (iOS 14).
  public init(_ image: Image) {}
  /// A formatted value (iOS 15).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {}
  /// A value formatted by a Foundation formatter.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {}

  public typealias Body = Never
  public var body: Never { fatalError() }
  public static func == (lhs: Text, rhs: Text) -> Bool { true }

  /// The case text is shown in, whatever its content's.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// Where text that does not fit is cut and an ellipsis put.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// The style of an underline or a strikethrough.
  public struct LineStyle: Hashable, Sendable {
    public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {}
    public static let single = LineStyle()

    /// The pattern a line is drawn in.
    public struct Pattern: Hashable, Sendable {
      private let id: Int
      private init(_ id: Int) { self.id = id }
      public static let solid = Pattern(0)
      public static let dot = Pattern(1)
      public static let dash = Pattern(2)
      public static let dashDot = Pattern(3)
      public static let dashDotDot = Pattern(4)
    }
  }

  /// Joins two texts into one, each keeping its own style.
  public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

extension Text {
  public func font(_ font: Font?) -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  public func bold() -> Text { self }
  public func bold(_ isActive: Bool) -> Text { self }
  public func italic() -> Text { self }
  public func italic(_ isActive: Bool) -> Text { self }
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  public func monospacedDigit() -> Text { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  public func foregroundColor(_ color: Color?) -> Text { self }
  /// iOS 17.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// iOS 16.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
    self
  }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// iOS 16.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
    self
  }
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

  /// A size text can be scaled to relative to its font (iOS 17).
  public struct Scale: Hashable, Sendable {
    private let id: Int
    private init(_ id: Int) { self.id = id }
    public static let `default` = Scale(0)
    public static let secondary = Scale(1)
  }
}

/// How the lines of a multiline text are aligned.
public enum TextAlignment: CaseIterable, Hashable, Sendable {
  case leading, center, trailing
}

// MARK: - The text modifiers of every view

extension View {
  nonisolated public func font(_ font: Font?) -> some View { self }
  /// iOS 16.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
  /// iOS 16.
  nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }
  /// iOS 16.1.
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }
  /// iOS 16.
  nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
  /// iOS 16.
  nonisolated public func italic(_ isActive: Bool = true) -> some View { self }
  /// iOS 15.
  nonisolated public func monospacedDigit() -> some View { self }
  /// iOS 16.
  nonisolated public func kerning(_ kerning: CGFloat) -> some View { self }
  /// iOS 16.
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
  /// iOS 16.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
  /// iOS 16.
  nonisolated public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View { self }
  /// iOS 16.
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View { self }
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
  nonisolated public func lineLimit(_ number: Int?) -> some View { self }
  /// iOS 16.
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
  /// iOS 16.
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
  /// iOS 16.
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
  /// iOS 16.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  /// iOS 14.
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  nonisolated public func allowsTightening(_ flag: Bool) -> some View { self }
  nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
  /// iOS 17.
  nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
