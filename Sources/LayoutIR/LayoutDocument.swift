public import Diagnostics
public import Semantics

/// The constraint IR: what the emitter prints and the validator solves.
///
/// Versioned; additive fields leave the version alone, anything that breaks a reader bumps it.
public struct LayoutDocument: Sendable, Hashable {
  /// The IR's version.
  public static let currentVersion = 4

  public var version = LayoutDocument.currentVersion
  /// The input's path as the user gave it.
  public var source: String
  /// The ruleset's name.
  public var ruleset: String
  public var screens: [LayoutScreen]
  /// The components the screens use more than once, one class each (``LayoutScreen/component``).
  public var components: [LayoutScreen] = []
  /// Every image the screens show by name, sorted by name.
  public var assets: [AssetSpec] = []
  /// The colours the screens repeat without a style or variable, by the name the emitters spell them with.
  public var palette: [PaletteColor] = []
  /// The custom fonts the screens repeat without a text style, by the case of the typography they are spelt with.
  public var fontPalette: [PaletteFont] = []
  /// The effect styles the screens cast shadows with, sorted by name.
  public var shadowStyles: [ShadowStyleSpec] = []
  public var diagnostics: [Diagnostic]

  /// Every layout to solve and check: the screens, each followed by the cells of its lists, then the components.
  public var layouts: [LayoutScreen] { (screens + components).flatMap(\.withCells) }

  /// Calls `body` with every layout to change, in the order of ``layouts``: each screen before the cells of its lists,
  /// then the components.
  public mutating func updateLayouts(_ body: (inout LayoutScreen) -> Void) {
    func visit(_ layout: inout LayoutScreen) {
      body(&layout)
      for index in layout.views.indices {
        guard var list = layout.views[index].list else { continue }
        visit(&list.cell)
        layout.views[index].list = list
      }
    }
    for index in screens.indices { visit(&screens[index]) }
    for index in components.indices { visit(&components[index]) }
  }

  /// The number tokens its layouts use, by name.
  public var lengthTokens: Set<String> { layouts.reduce(into: []) { $0.formUnion($1.lengthTokens) } }

  /// Creates a document.
  public init(source: String, ruleset: String, screens: [LayoutScreen], diagnostics: [Diagnostic] = []) {
    self.source = source
    self.ruleset = ruleset
    self.screens = screens
    self.diagnostics = diagnostics
  }
}

/// One screen: its root view (a `UIView` subclass) and every view inside it.
public struct LayoutScreen: Sendable, Hashable {
  /// The root's node id; top-level views name it as their parent.
  public var node: String
  public var name: String
  /// The generated class: `CheckoutView`.
  public var className: String
  public var canvas: Size
  /// The safe-area insets assumed at the design size.
  public var safeArea: EdgeInsets
  /// The root view's own properties: its background, and the corners, border and shadow of a root that is not a
  /// device's screen (a card or a component).
  public var rootProperties: ViewProperties
  /// What the root does not draw exactly.
  public var rootTodos: [Approximation] = []
  /// The auto layout the root places its children with, as the design has it (for stack-based targets).
  public var rootFlow: FlowLayout?
  /// Every view except the root, in `addSubview` order: parents before children, siblings in
  /// design order.
  public var views: [ViewSpec]
  public var skipped: [SkippedView]
  /// The drawn bars a view controller owns, in view-controller output (their views are left out).
  public var chrome: ScreenChrome?
  /// Whether this is a list's cell rather than a screen: its root is the cell's content view, and it is checked at
  /// other widths at its own height, with no safe area.
  public var isCell = false
  /// The component this layout is the class of, rather than a screen: its root is the component's view, and it is
  /// checked at the sizes its instances are shown at, with no safe area.
  public var component: ComponentSpec?

  /// The number tokens its views' constraints, flows, corners, buttons' insets, fonts' sizes and line heights are, by
  /// name.
  public var lengthTokens: Set<String> {
    var names: Set<String> = []
    func add(_ edges: EdgeTokens?) {
      guard let edges else { return }
      names.formUnion([edges.top, edges.leading, edges.bottom, edges.trailing].compactMap { $0 })
    }
    func add(_ flow: FlowLayout?) {
      guard let tokens = flow?.tokens else { return }
      names.formUnion([tokens.spacing, tokens.lineSpacing].compactMap { $0 })
      add(tokens.padding)
    }
    func add(_ properties: ViewProperties) {
      names.formUnion(
        [properties.cornerRadiusToken, properties.lineHeightToken, properties.font?.sizeToken].compactMap { $0 })
    }
    add(rootFlow)
    add(rootProperties)
    for view in views {
      add(view.flow)
      add(view.control?.button?.contentInsetTokens)
      add(view.properties)
      names.formUnion(view.constraints.compactMap(\.token))
    }
    return names
  }

  /// This layout and the cells of its lists, each before its own cells.
  public var withCells: [LayoutScreen] {
    [self] + views.compactMap(\.list).flatMap(\.cell.withCells)
  }

  /// The text fields the return key moves the focus along: each field whose key says "next", with the field after
  /// it, in the order of the views.
  public var returnKeyChain: [(field: ViewSpec, next: ViewSpec)] {
    let fields = views.filter { $0.role == .textField }
    return zip(fields, fields.dropFirst()).filter { field, _ in field.control?.textInput?.returnKey == .next }
  }

  /// Creates a screen.
  public init(
    node: String, name: String, className: String, canvas: Size, safeArea: EdgeInsets,
    rootProperties: ViewProperties = ViewProperties(), views: [ViewSpec], skipped: [SkippedView] = []
  ) {
    self.node = node
    self.name = name
    self.className = className
    self.canvas = canvas
    self.safeArea = safeArea
    self.rootProperties = rootProperties
    self.views = views
    self.skipped = skipped
  }
}

/// A node that was not turned into a view, and why.
public struct SkippedView: Sendable, Hashable {
  public var node: String
  public var name: String
  public var reason: String

  /// Creates a skipped entry.
  public init(node: String, name: String, reason: String) {
    self.node = node
    self.name = name
    self.reason = reason
  }
}

/// A width and a height.
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A frame in the screen's coordinates.
public struct Frame: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  /// Creates a frame.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
}

/// Insets on the four sides, leading and trailing in reading order.
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  /// Creates insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
