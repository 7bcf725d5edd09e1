import JSONText
import LayoutIR

/// The safe-area insets the ruleset gives for a canvas size, in its option `safe_area = { ["390x844"] = { top = 47,
/// bottom = 34 } }` (the default ruleset holds the table of `docs/AUTOLAYOUT.md`).
///
/// A canvas the table does not name has no insets.
enum SafeAreaTable {
  static func insets(for canvas: Size, options: [String: String]) -> EdgeInsets {
    let key = "\(NumberText.format(canvas.width))x\(NumberText.format(canvas.height))"
    let top = options["safe_area.\(key).top"].flatMap(Double.init) ?? 0
    let bottom = options["safe_area.\(key).bottom"].flatMap(Double.init) ?? 0
    return EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
  }
}
