/// An effect style of the design that the screens cast shadows with, declared once per target beside the screens
/// (`ShadowToken.elevationCard` in UIKit, `.elevationCardShadow()` in SwiftUI) and referred to where a view casts it.
public struct ShadowStyleSpec: Sendable, Hashable {
  /// The design's name: `Shadow/Card`.
  public var name: String
  /// The Swift name of its shadows: `elevationCard`.
  public var member: String
  /// Its drop shadows, in the design's order, as the first view that casts it draws them.
  public var shadows: [ShadowSpec]

  /// Creates a style.
  public init(name: String, member: String, shadows: [ShadowSpec]) {
    self.name = name
    self.member = member
    self.shadows = shadows
  }

  /// The SwiftUI modifier that casts it: its member, with `Shadow` after it unless it names one (`elevationCardShadow`,
  /// `dropShadow`).
  public var modifier: String { member.lowercased().contains("shadow") ? member : member + "Shadow" }

  /// The name of the file that declares a design's shadow styles, in either target.
  public static let fileName = "EffectTokens.swift"
}
