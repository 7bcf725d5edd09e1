import Diagnostics
import Foundation
import JSONText
import LayoutIR
import Semantics

/// Whether a screen's texts stay legible in Dark Mode (issue 30): each text's colour and the colour it is drawn on,
/// resolved in the light and the dark appearance, must keep a contrast of 3:1 in Dark Mode where they have it in light.
///
/// A pair breaks when Dark Mode turns one side and not the other: the design's near-black text, a literal, on a white
/// that became the system background; the system label on a literal card. Such a screen keeps its light appearance
/// instead, and a warning names the first such text. A pair whose sides both follow Dark Mode, or neither, or that
/// stays legible anyway (white on a brand colour with a Dark value), is left alone.
struct DarkModeLegibility {
  /// A colour as each appearance shows it: sRGB channels 0…1.
  struct Appearances: Equatable {
    var light: [Double]
    var dark: [Double]
  }

  /// An illegible pair: the text, its colour and what it is drawn on, and their contrasts.
  struct Pair {
    /// The text's view, and its place in the screen's views.
    var view: ViewSpec
    var index: Int
    var text: ColorValue
    var backdrop: ColorValue
    var lightContrast: Double
    var darkContrast: Double
    /// The colour that keeps the text legible by itself: its light value, where the text follows Dark Mode and what it
    /// is drawn on does not (the system label on a literal card); nil where only the screen's light appearance can.
    var lightText: ColorValue?
  }

  /// The contrast Dark Mode must keep where the light appearance has it (WCAG's for large text and for user
  /// interface parts).
  static let minimumContrast = 3.0

  /// The design's colour tokens, by name.
  let tokens: [String: ColorToken]

  init(tokens: [ColorToken]) {
    self.tokens = Dictionary(tokens.map { ($0.name, $0) }) { first, _ in first }
  }

  /// The texts of `views` that Dark Mode would make illegible on what they are drawn on, in order.
  ///
  /// A text's backdrop is its own fill, else the topmost view painted before it that covers its centre and paints an
  /// opaque enough fill, else the screen's (`root`), else — on a device's screen — the system background a host gives
  /// it.
  func illegiblePairs(in views: [ViewSpec], root: ViewProperties, isDeviceScreen: Bool) -> [Pair] {
    var pairs: [Pair] = []
    for (index, view) in views.enumerated() where view.properties.isHidden != true {
      guard let text = view.properties.textColor, let shown = appearances(text),
        let backdrop = backdrop(of: view, below: views[..<index], root: root, isDeviceScreen: isDeviceScreen),
        let behind = appearances(backdrop)
      else { continue }
      let light = Self.contrast(shown.light, behind.light)
      let dark = Self.contrast(shown.dark, behind.dark)
      guard dark < Self.minimumContrast, light >= Self.minimumContrast else { continue }
      let keepsLight = shown.light != shown.dark && behind.light == behind.dark
      pairs.append(
        Pair(
          view: view, index: index, text: text, backdrop: backdrop, lightContrast: light, darkContrast: dark,
          lightText: keepsLight ? Self.lightColor(text, shown) : nil))
    }
    return pairs
  }

  /// A colour that stays `color`'s light value: the fixed black for the label, else the value itself.
  private static func lightColor(_ color: ColorValue, _ shown: Appearances) -> ColorValue {
    if case .system("label") = color { return .system("black") }
    return .rgba(red: shown.light[0], green: shown.light[1], blue: shown.light[2], alpha: 1)
  }

  /// The note for the texts that keep their light colour.
  static func lightTextsNote(_ pairs: [Pair], source: String) -> Diagnostic? {
    guard let first = pairs.first else { return nil }
    let more = pairs.count > 1 ? " (and \(pairs.count - 1) more text(s) of the screen)" : ""
    return Diagnostic(
      .note, "planner.darkMode",
      """
      its text (\(describe(first.text))) is drawn on \(describe(first.backdrop)), which Dark Mode does not change: it \
      keeps its light colour\(more)
      """,
      at: SourceLocation(file: source), node: NodeRef(id: first.view.node, name: first.view.name))
  }

  /// `screen`'s views with what its instances of `classes` show, where they show it on the screen: each instance
  /// as its class's root, then the class's views, so that a text a class draws is judged on what the screen puts
  /// behind it.
  static func views(of screen: LayoutScreen, showing classes: [String: LayoutScreen]) -> [ViewSpec] {
    var views: [ViewSpec] = []
    for view in screen.views {
      guard let use = view.component, let layout = classes[use.className] else {
        views.append(view)
        continue
      }
      var root = view
      root.properties = layout.rootProperties
      views.append(root)
      for inner in layout.views {
        var moved = inner
        moved.frame.x += view.frame.x
        moved.frame.y += view.frame.y
        views.append(moved)
      }
    }
    return views
  }

  /// Keeps `screen` in its light appearance for `pair`, and returns the warning that says so.
  static func keepLight(_ screen: inout LayoutScreen, for pair: Pair, source: String) -> Diagnostic {
    screen.rootProperties.keepsLightAppearance = true
    // A screen that paints no background shows its host's, which the pin does not reach: it paints the one it assumed.
    if screen.rootProperties.backgroundColor == nil {
      screen.rootProperties.backgroundColor = .system("systemBackground")
    }
    return finding(pair, source: source)
  }

  /// The warning for a screen kept light.
  private static func finding(_ pair: Pair, source: String) -> Diagnostic {
    Diagnostic(
      .warning, "planner.darkMode",
      """
      in Dark Mode its text (\(describe(pair.text))) on what it is drawn on (\(describe(pair.backdrop))) has a \
      contrast of \(ratio(pair.darkContrast)) (\(ratio(pair.lightContrast)) in light): the screen keeps its light \
      appearance; give both colours tokens with a Dark value, or system colours, to follow Dark Mode (an app with no \
      Dark Mode design sets UIUserInterfaceStyle to Light in its Info.plist)
      """,
      at: SourceLocation(file: source), node: NodeRef(id: pair.view.node, name: pair.view.name))
  }

  /// `color` in each appearance, where it is known and opaque enough to judge.
  func appearances(_ color: ColorValue) -> Appearances? {
    switch color {
    case .rgba(let red, let green, let blue, let alpha):
      return alpha < 0.5 ? nil : Appearances(light: [red, green, blue], dark: [red, green, blue])
    case .system(let name): return Self.systemAppearances[name]
    case .asset: return nil
    case .token(let name):
      guard let token = tokens[name] else { return nil }
      let appearances = TokenAppearances(token)
      let light = appearances.light
      guard light.alpha >= 0.5 else { return nil }
      let lightChannels = [light.red, light.green, light.blue]
      if let dark = appearances.dark {
        return Appearances(light: lightChannels, dark: [dark.red, dark.green, dark.blue])
      }
      // A token of one value that is a system colour is declared as that colour, which follows Dark Mode.
      if let system = SystemColors.name(red: light.red, green: light.green, blue: light.blue) {
        return Self.systemAppearances[system]
      }
      return Appearances(light: lightChannels, dark: lightChannels)
    }
  }

  /// WCAG's contrast ratio of two sRGB colours, 1…21.
  static func contrast(_ first: [Double], _ second: [Double]) -> Double {
    func luminance(_ channels: [Double]) -> Double {
      let linear = channels.map { $0 <= 0.040_45 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
      return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The fill `view` is drawn on: the system background a host gives a screen when nothing in it paints one; nil when
  /// it cannot be told (an image or a gradient behind the text).
  private func backdrop(
    of view: ViewSpec, below earlier: ArraySlice<ViewSpec>, root: ViewProperties, isDeviceScreen: Bool
  ) -> ColorValue? {
    if let own = Self.opaqueFill(view.properties) { return own }
    if view.properties.decoration.gradient != nil { return nil }
    let centre = (x: view.frame.x + view.frame.width / 2, y: view.frame.y + view.frame.height / 2)
    for below in earlier.reversed() where below.properties.isHidden != true && below.properties.alpha != 0 {
      let frame = below.frame
      guard frame.x <= centre.x, centre.x <= frame.x + frame.width, frame.y <= centre.y,
        centre.y <= frame.y + frame.height
      else { continue }
      if below.properties.imageName != nil || below.properties.decoration.gradient != nil { return nil }
      if let fill = Self.opaqueFill(below.properties) { return fill }
    }
    if root.imageName != nil || root.decoration.gradient != nil { return nil }
    return Self.opaqueFill(root) ?? (isDeviceScreen ? .system("systemBackground") : nil)
  }

  /// A view's own fill, when it hides what is behind it.
  private static func opaqueFill(_ properties: ViewProperties) -> ColorValue? {
    guard let fill = properties.backgroundColor else { return nil }
    if case .rgba(_, _, _, let alpha) = fill, alpha < 0.5 { return nil }
    return fill
  }

  /// UIKit's colours in the light and the dark appearance (translucent labels over their usual backgrounds).
  private static let systemAppearances: [String: Appearances] = {
    func grey(_ light: Double, _ dark: Double) -> Appearances {
      Appearances(light: [light, light, light], dark: [dark, dark, dark])
    }
    func same(_ red: Double, _ green: Double, _ blue: Double) -> Appearances {
      Appearances(light: [red, green, blue], dark: [red, green, blue])
    }
    return [
      "label": grey(0, 1), "secondaryLabel": grey(0.55, 0.56), "tertiaryLabel": grey(0.77, 0.28),
      "quaternaryLabel": grey(0.85, 0.17), "placeholderText": grey(0.77, 0.28),
      "systemBackground": grey(1, 0), "secondarySystemBackground": grey(0.95, 0.11),
      "tertiarySystemBackground": grey(1, 0.17), "systemGroupedBackground": grey(0.95, 0),
      "secondarySystemGroupedBackground": grey(1, 0.11), "tertiarySystemGroupedBackground": grey(0.95, 0.17),
      "systemGray6": grey(0.95, 0.11), "systemGray5": grey(0.9, 0.17), "systemGray4": grey(0.82, 0.23),
      "systemGray3": grey(0.78, 0.28), "systemGray2": grey(0.68, 0.39), "systemGray": grey(0.56, 0.56),
      "separator": grey(0.78, 0.33), "opaqueSeparator": grey(0.78, 0.22),
      "white": grey(1, 1), "black": grey(0, 0), "lightText": grey(1, 1), "darkText": grey(0, 0),
      "systemBlue": same(0, 0.48, 1), "systemRed": same(1, 0.23, 0.19), "systemGreen": same(0.2, 0.78, 0.35),
      "systemOrange": same(1, 0.58, 0), "systemYellow": same(1, 0.8, 0), "systemPink": same(1, 0.18, 0.33),
      "systemPurple": same(0.69, 0.32, 0.87), "systemIndigo": same(0.35, 0.34, 0.84),
      "systemTeal": same(0.19, 0.69, 0.78),
    ]
  }()

  private static func ratio(_ contrast: Double) -> String { NumberText.format((contrast * 10).rounded() / 10) + ":1" }

  private static func describe(_ color: ColorValue) -> String {
    switch color {
    case .system(let name): "the system's \(name)"
    case .token(let name): "the token '\(name)'"
    case .asset(let name): "the colour set '\(name)'"
    case .rgba(let red, let green, let blue, let alpha):
      "the literal " + ColorToken.ModeColor(mode: "", red: red, green: green, blue: blue, alpha: alpha).summary
    }
  }
}
