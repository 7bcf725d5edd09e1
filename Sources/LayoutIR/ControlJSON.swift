public import JSONText
import Semantics

/// A view's control and accessibility as named values in a fixed order, for the JSON form and the dump.
public enum ControlJSON {
  /// The control's set fields, as `(name, value)`; its kind is the view's role.
  public static func entries(_ control: ControlSpec) -> [(String, JSONOutput)] { control.payload.jsonEntries }

  /// The fields `build` adds, in its order, leaving out those that are nil.
  static func fields(_ build: ((String, JSONOutput?) -> Void) -> Void) -> [(String, JSONOutput)] {
    var entries: [(String, JSONOutput)] = []
    build { key, value in if let value { entries.append((key, value)) } }
    return entries
  }

  /// The accessibility's set fields.
  public static func entries(_ accessibility: AccessibilitySpec) -> [(String, JSONOutput)] {
    var entries: [(String, JSONOutput)] = []
    if let label = accessibility.label { entries.append(("label", .string(label))) }
    if accessibility.isHeader { entries.append(("isHeader", .bool(true))) }
    if let element = accessibility.isElement { entries.append(("isElement", .bool(element))) }
    return entries
  }
}
