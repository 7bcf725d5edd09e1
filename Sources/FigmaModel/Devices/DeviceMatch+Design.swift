import Diagnostics
import JSONText

extension DeviceMatch {
  /// Heights a status bar is drawn with (iPhone 8, X, 14, 11, 13 mini, iPad Pro, 15, 16 Pro).
  static let statusBarHeights: Set<Double> = [20, 24, 44, 47, 48, 50, 54, 59, 62]

  /// The device the screen with root `root` is drawn for (by its width, name, drawn status bar
  /// and height), with the insets the design itself was drawn with.
  ///
  /// A design that draws a status bar, or keeps its text and icons out of the status bar's band,
  /// leaves room for it: its top inset is the device's. One that puts content in that band (a
  /// header drawn from the very top, no status bar) was drawn for the safe area alone: its top
  /// inset is 0, so that what hangs from the safe area's top sits below the real status bar on
  /// the device.
  public init(for root: DesignNode) {
    let statusBar = Self.statusBarHeight(in: root)
    self = DeviceCatalog.match(
      width: root.absolute.width, height: root.absolute.height, name: root.name, statusBar: statusBar)
    if device != nil && statusBar == nil && !Self.drawsStatusBar(root.children)
      && root.children.contains(where: { Self.hasContent($0, above: top - 0.5) })
    {
      top = 0
    }
  }

  /// Whether a status bar is drawn somewhere in the top of the screen (inside a navigation bar,
  /// say): named like one, at the top, of a status bar's height (an app's own "Offline status
  /// bar" banner is not one).
  static func drawsStatusBar(_ nodes: [DesignNode], depth: Int = 0) -> Bool {
    guard depth < 4 else { return false }
    return nodes.contains { node in
      guard node.visible, node.absolute.y <= 0.5 else { return false }
      let folded = String(node.name.lowercased().filter { $0.isLetter })
      let isOne = folded.contains("statusbar") && statusBarHeights.contains(node.absolute.height.rounded())
      return isOne || drawsStatusBar(node.children, depth: depth + 1)
    }
  }

  /// Whether a visible text, icon or instance in `node` starts above `y` (pictures and
  /// backgrounds may bleed under the status bar; text and controls may not).
  static func hasContent(_ node: DesignNode, above y: Double) -> Bool {
    guard node.visible, node.absolute.y < y else { return false }
    if node.kind == .text || node.kind == .instance || node.kind.isVectorArt { return true }
    return node.children.contains { hasContent($0, above: y) }
  }

  /// The height of a status bar drawn across the top of `root`: a full-width child at its top of
  /// a status bar's height, named like one or with nothing in it below that height.
  static func statusBarHeight(in root: DesignNode) -> Double? {
    root.children.first { child in
      let box = child.absolute
      guard child.visible, abs(box.y) <= 0.5, abs(box.x) <= 0.5, abs(box.width - root.absolute.width) <= 0.5,
        statusBarHeights.contains(box.height.rounded())
      else { return false }
      let folded = String(child.name.lowercased().filter { $0.isLetter })
      return folded.contains("statusbar") || child.children.isEmpty
    }?.absolute.height.rounded()
  }

  /// What figsnap assumed, when the canvas is not exactly a device's width.
  func note(for root: DesignNode, source: String) -> Diagnostic? {
    guard !exact else { return nil }
    let node = NodeRef(id: root.id, name: root.name)
    let width = NumberText.format(root.absolute.width)
    guard let device else {
      return Diagnostic(
        .note, "figma.device", "no iOS device is \(width) pt wide; laid out without a safe area",
        at: SourceLocation(file: source), node: node)
    }
    let size = "\(NumberText.format(device.width))×\(NumberText.format(device.height))"
    let insets = "\(NumberText.format(device.top))/\(NumberText.format(device.bottom))"
    return Diagnostic(
      .note, "figma.device",
      "no iOS device is \(width) pt wide; laid out for the nearest, the \(device.name) (\(size), safe area \(insets))",
      at: SourceLocation(file: source), node: node)
  }
}
