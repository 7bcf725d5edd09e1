public import Semantics

/// A colour or a font a view draws with.
public enum DrawnStyle {
  case color(ColorValue)
  case font(FontValue)
}

extension LayoutDocument {
  /// Calls `body` with every colour and font the screens, their cells and the components draw, once per place it is
  /// drawn.
  public func forEachStyle(_ body: (DrawnStyle) -> Void) {
    for layout in layouts { layout.forEachStyle(body) }
  }
}

extension LayoutDocument {
  /// The fonts the app must bundle for the screens, sorted: each custom family or PostScript name they draw, bar
  /// those iOS ships (``BuiltInFonts``).
  public var fontsToBundle: [String] {
    var names: Set<String> = []
    forEachStyle { style in
      guard case .font(let font) = style else { return }
      switch font.concrete {
      case .named(let name, _, _), .family(let name, _, _, _, _): names.insert(name)
      case .textStyle, .system, .token, .styleToken, .sizeToken: break
      }
    }
    return names.filter { !BuiltInFonts.contains($0) }.sorted()
  }
}

extension LayoutScreen {
  /// Calls `body` with every colour and font of this layout (not of its lists' cells): its root's, its views', and
  /// the values its component's variants set.
  func forEachStyle(_ body: (DrawnStyle) -> Void) {
    rootProperties.forEachStyle(body)
    for view in views { view.forEachStyle(body) }
    for variant in component?.variants ?? [] {
      for value in variant.values {
        switch value {
        case .color(let color): body(.color(color))
        case .font(let font): body(.font(font))
        case .view(let view): view.forEachStyle(body)
        case .none, .text, .number, .flag, .image: break
        }
      }
    }
  }
}

extension ViewSpec {
  /// Calls `body` with every colour and font of this view: its properties' and its control's.
  public func forEachStyle(_ body: (DrawnStyle) -> Void) {
    properties.forEachStyle(body)
    for color in control?.payload.colors ?? [] { body(.color(color)) }
  }
}

extension ViewProperties {
  /// Calls `body` with every colour and font these properties draw with.
  public func forEachStyle(_ body: (DrawnStyle) -> Void) {
    if let font { body(.font(font)) }
    for color in [textColor, backgroundColor, borderColor, tintColor].compactMap({ $0 }) { body(.color(color)) }
    for run in textAttributes.runs {
      if let font = run.font { body(.font(font)) }
      if let color = run.color { body(.color(color)) }
    }
    for color in decoration.gradient?.colors ?? [] { body(.color(color)) }
    for shadow in decoration.shadows { body(.color(shadow.color)) }
    if let stroke = decoration.stroke { body(.color(stroke.color)) }
  }
}
