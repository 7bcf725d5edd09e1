public import Diagnostics
import JSONText

extension DeviceMatch {
  /// Heights a status bar is drawn with (iPhone 8, X, 14, 11, 13 mini, iPad Pro, 15, 16 Pro).
  static let statusBarHeights: Set<Double> = [20, 24, 44, 47, 48, 50, 54, 59, 62]

  /// The device the screen with root `root` is drawn for: by its width, name, drawn status bar
  /// and height.
  public init(for root: DesignNode) {
    self = DeviceCatalog.match(
      width: root.absolute.width, height: root.absolute.height, name: root.name,
      statusBar: Self.statusBarHeight(in: root))
  }

  /// The height of a status bar drawn across the top of `root`: a full-width child at its top
  /// named like one, or of a status bar's height.
  static func statusBarHeight(in root: DesignNode) -> Double? {
    root.children.first { child in
      let box = child.absolute
      guard child.visible, abs(box.y) <= 0.5, abs(box.x) <= 0.5, abs(box.width - root.absolute.width) <= 0.5 else {
        return false
      }
      let folded = String(child.name.lowercased().filter { $0.isLetter })
      return folded.contains("statusbar") || statusBarHeights.contains(box.height.rounded())
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
