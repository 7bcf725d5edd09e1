public import Decisions
import FigmaModel
public import LayoutIR

/// The safe-area insets of the sizes the validator checks besides the design's: those of the
/// device of that size (``DeviceCatalog``), or the ruleset's `safe_area` entry for it.
public enum SafeAreaTable {
  /// The insets at each of `sizes`, by `"WxH"`.
  public static func all(_ options: RulesetOptions, sizes: [Size]) -> [String: EdgeInsets] {
    var table: [String: EdgeInsets] = [:]
    for size in sizes {
      let device = DeviceCatalog.device(width: size.width, height: size.height)
      let match = DeviceMatch(device: device, exact: device != nil)
        .overridden(by: options, width: size.width, height: size.height)
      guard device != nil || match.overridden else { continue }
      table[DeviceCatalog.key(width: size.width, height: size.height)] = EdgeInsets(
        top: match.top, bottom: match.bottom)
    }
    return table
  }
}
