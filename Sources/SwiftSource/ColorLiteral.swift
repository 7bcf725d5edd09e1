/// A colour written out by its sRGB channels, as UIKit and SwiftUI spell it.
public enum ColorLiteral {
  /// `UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)`.
  public static func uiColor(red: Double, green: Double, blue: Double, alpha: Double) -> String {
    let channels = [red, green, blue, alpha].map(SwiftLiteral.number)
    return "UIColor(red: \(channels[0]), green: \(channels[1]), blue: \(channels[2]), alpha: \(channels[3]))"
  }

  /// `Color(red: 0.2, green: 0.4, blue: 1)`, with `opacity:` when translucent.
  public static func color(red: Double, green: Double, blue: Double, alpha: Double) -> String {
    let channels = [red, green, blue].map(SwiftLiteral.number)
    let opacity = alpha < 1 ? ", opacity: \(SwiftLiteral.number(alpha))" : ""
    return "Color(red: \(channels[0]), green: \(channels[1]), blue: \(channels[2])\(opacity))"
  }
}
