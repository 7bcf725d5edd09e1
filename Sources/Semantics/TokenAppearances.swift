/// Which of a colour token's modes each appearance shows: the mode named `Dark` in Dark Mode, the one named `Light` (or
/// the default mode) otherwise, and with Increase Contrast on, the modes named so (`Light High Contrast`, `Dark High
/// Contrast`); a mode of another name (`Wireframe`) is no appearance of the system's.
public struct TokenAppearances: Sendable, Hashable {
  public var light: ColorToken.ModeColor
  /// The Dark Mode value, when the token has one that differs.
  public var dark: ColorToken.ModeColor?
  /// The values with Increase Contrast on, in light and in Dark Mode, where they differ from those without it.
  public var lightHighContrast: ColorToken.ModeColor?
  public var darkHighContrast: ColorToken.ModeColor?
  /// The modes no appearance shows.
  public var others: [ColorToken.ModeColor]

  /// The appearances of `token`.
  public init(_ token: ColorToken) {
    let light = token.value(forMode: "light") ?? token.values[0]
    let dark = token.value(forMode: "dark")
    let lightHighContrast = token.value(forMode: "light", highContrast: true)
    let darkHighContrast = token.value(forMode: "dark", highContrast: true)
    self.light = light
    self.dark = dark.flatMap { $0.color == light.color ? nil : $0 }
    self.lightHighContrast = lightHighContrast.flatMap { $0.color == light.color ? nil : $0 }
    self.darkHighContrast = darkHighContrast.flatMap { $0.color == (dark ?? light).color ? nil : $0 }
    let shown = [light, dark, lightHighContrast, darkHighContrast].compactMap { $0 }
    others = token.values.filter { !shown.contains($0) }
  }

  /// Whether an appearance other than the light one shows another value.
  public var isDynamic: Bool { dark != nil || lightHighContrast != nil || darkHighContrast != nil }

  /// Whether `member` is a colour `UIColor` or SwiftUI's `Color` has already (`blue`, `label`, `systemBackground`),
  /// which an extension cannot declare again.
  public static func isReserved(_ member: String) -> Bool {
    reservedMembers.contains(member) || (member.hasPrefix("system") && member.dropFirst(6).first?.isUppercase == true)
  }

  private static let reservedMembers: Set<String> = [
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
    "purple", "brown", "clear", "pink", "teal", "indigo", "mint", "primary", "secondary", "accentColor", "label",
    "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator", "opaqueSeparator",
    "lightText", "darkText", "tintColor", "init", "description", "hash", "hashValue", "self", "Type",
  ]
}
