import JSONText
public import LayoutIR

/// The safe-area insets the ruleset gives by canvas size, in its option `safe_area = { ["390x844"] = { top = 47, bottom
/// = 34 } }` (the default ruleset holds the table of `docs/AUTOLAYOUT.md`).
///
/// A canvas the table does not name has no insets.
public enum SafeAreaTable {
  /// The insets for `canvas`.
  public static func insets(for canvas: Size, options: [String: String]) -> EdgeInsets {
    all(options)[key(for: canvas)] ?? EdgeInsets()
  }

  /// Every entry of the table, by `"WxH"`.
  public static func all(_ options: [String: String]) -> [String: EdgeInsets] {
    var table: [String: EdgeInsets] = [:]
    for (key, value) in options where key.hasPrefix("safe_area.") {
      let parts = key.split(separator: ".")
      guard parts.count == 3, let number = Double(value) else { continue }
      var insets = table[String(parts[1])] ?? EdgeInsets()
      if parts[2] == "top" { insets.top = number }
      if parts[2] == "bottom" { insets.bottom = number }
      table[String(parts[1])] = insets
    }
    return table
  }

  /// `"390x844"`.
  public static func key(for canvas: Size) -> String {
    "\(NumberText.format(canvas.width))x\(NumberText.format(canvas.height))"
  }
}
