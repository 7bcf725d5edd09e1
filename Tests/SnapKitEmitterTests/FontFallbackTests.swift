import Semantics
import SnapKitEmitter
import TestSupport
import Testing

/// A custom font the app does not bundle falls back to the system font at the weight its PostScript name says, so a
/// semibold title stays semibold.
@Suite struct FontFallbackTests {
  @Test(arguments: [
    ("Inter-SemiBold", ", weight: .semibold"), ("Roboto-BlackItalic", ", weight: .black"),
    ("Poppins-ExtraLight", ", weight: .ultraLight"), ("Lexend-Medium", ", weight: .medium"), ("Inter-Regular", ""),
    ("Inter-Italic", ""), ("Avenir", ""), ("Brand-Display", ""),
  ])
  func theFallbackKeepsTheNamedWeight(name: String, weight: String) {
    let font = UIKitStyle().font(.named(name, size: 16, scaled: false))
    verify(font, equals: "UIFont(name: \"\(name)\", size: 16) ?? .systemFont(ofSize: 16\(weight))")
  }
}
