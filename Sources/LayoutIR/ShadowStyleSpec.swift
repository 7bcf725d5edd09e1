/// An effect style of the design that the screens cast shadows with, declared once per target beside the screens
/// (`ShadowStyle.cardShadow` in UIKit, `.cardShadow()` in SwiftUI) and referred to where a view casts it.
public struct ShadowStyleSpec: Sendable, Hashable {
  /// The design's name: `Shadow/Card`.
  public var name: String
  /// The Swift name both targets spell it with: `cardShadow`.
  public var member: String
  /// Its drop shadows, in the design's order, as the first view that casts it draws them.
  public var shadows: [ShadowSpec]

  /// Creates a style.
  public init(name: String, member: String, shadows: [ShadowSpec]) {
    self.name = name
    self.member = member
    self.shadows = shadows
  }

  /// The name of the file that declares a design's shadow styles, in either target.
  public static let fileName = "EffectTokens.swift"
}
