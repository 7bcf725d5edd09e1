import Diagnostics
import LayoutIR
import Semantics

/// Whether a screen's texts stay legible in Dark Mode (issue 30): a text's colour and the colour it is drawn on must
/// come from sources that change together — both follow the appearance (system colours, tokens with a Dark value) or
/// neither does (literals, tokens of one value).
///
/// Where a screen mixes them (the design's near-black text, a literal, on a white that became the system background),
/// Dark Mode would turn one and not the other: the screen keeps its light appearance instead, and a warning names the
/// first such text.
struct DarkModeLegibility {
  /// How a colour behaves when the appearance changes.
  enum Source: Equatable {
    /// It follows the appearance: a system colour that Dark Mode changes, a token with a Dark value.
    case adaptive
    /// It never changes: a literal, a fixed platform colour, a token of one value.
    case fixed
    /// Not known, or legible either way (an accent colour, a team's token, an asset, a gradient or an image).
    case unknown
  }

  /// The design's colour tokens, by name.
  let tokens: [String: ColorToken]

  init(tokens: [ColorToken]) {
    self.tokens = Dictionary(tokens.map { ($0.name, $0) }) { first, _ in first }
  }

  /// The first text of `views` whose colour and backdrop change apart, with both colours; nil when none does.
  ///
  /// A text's backdrop is its own fill, else the topmost view painted before it that covers its centre and paints an
  /// opaque enough fill, else the screen's (`root`), else — on a device's screen — the system background a host gives
  /// it.
  func firstMixedPair(in views: [ViewSpec], root: ViewProperties, isDeviceScreen: Bool) -> (
    view: ViewSpec, text: ColorValue, backdrop: ColorValue
  )? {
    for (index, view) in views.enumerated() where view.properties.isHidden != true {
      guard let text = view.properties.textColor else { continue }
      let foreground = source(text)
      guard foreground != .unknown,
        let backdrop = backdrop(of: view, below: views[..<index], root: root, isDeviceScreen: isDeviceScreen)
      else {
        continue
      }
      let behind = source(backdrop)
      if behind != .unknown, behind != foreground { return (view, text, backdrop) }
    }
    return nil
  }

  /// The warning for a screen whose pair changes apart.
  static func finding(_ pair: (view: ViewSpec, text: ColorValue, backdrop: ColorValue), source: String) -> Diagnostic {
    Diagnostic(
      .warning, "planner.darkMode",
      """
      its text (\(describe(pair.text))) and what it is drawn on (\(describe(pair.backdrop))) would not change together \
      in Dark Mode: the screen keeps its light appearance; give both tokens with a Dark value, or system colours, to \
      follow Dark Mode
      """,
      at: SourceLocation(file: source), node: NodeRef(id: pair.view.node, name: pair.view.name))
  }

  /// How `color` behaves when the appearance changes.
  func source(_ color: ColorValue) -> Source {
    switch color {
    case .rgba(_, _, _, let alpha): return alpha < 0.05 ? .unknown : .fixed
    case .system(let name): return Self.source(ofSystem: name)
    case .asset: return .unknown
    case .token(let name):
      guard let token = tokens[name] else { return .unknown }
      let appearances = TokenAppearances(token)
      if appearances.dark != nil { return .adaptive }
      let light = appearances.light
      guard light.alpha == 1, let system = SystemColors.name(red: light.red, green: light.green, blue: light.blue)
      else { return .fixed }
      return Self.source(ofSystem: system)
    }
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

  /// Colours that keep their value in Dark Mode, and accent colours legible on either appearance's background.
  private static func source(ofSystem name: String) -> Source {
    if fixedColors.contains(name) { return .fixed }
    if accentColors.contains(name) { return .unknown }
    return .adaptive
  }

  private static let fixedColors: Set<String> = [
    "white", "black", "clear", "darkGray", "lightGray", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
    "orange", "purple", "brown", "lightText", "darkText",
  ]
  private static let accentColors: Set<String> = [
    "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink", "systemPurple",
    "systemTeal", "systemIndigo", "systemMint", "systemCyan", "systemBrown", "systemGray", "tintColor", "link",
  ]

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
