import LayoutIR
import Semantics

/// The closure a control calls for its owner.
///
/// `onSubmitTap` when a button is tapped, `onNotificationsChange` with a switch's new state, `onPeriodChange` with a
/// segmented control's selected index; registered with `UIAction` (iOS 14).
struct ControlAction {
  /// The closure property: `onSubmitTap`.
  let property: String
  /// Its type: `(() -> Void)`.
  let type: String
  /// Its documentation.
  let summary: String
  /// The line that registers it.
  let registration: String

  init?(_ view: ViewSpec) {
    let name = view.name
    switch view.role {
    case .button:
      property = Self.property(for: name, suffixes: ["Button"], event: "Tap")
      type = "(() -> Void)"
      summary = "Called when '\(name)' is tapped."
      registration = "\(name).addAction(UIAction { [weak self] _ in self?.\(property)?() }, for: .touchUpInside)"
    case .toggle:
      property = Self.property(for: name, suffixes: ["Switch"], event: "Change")
      type = "((Bool) -> Void)"
      summary = "Called with the new state when '\(name)' is switched."
      registration =
        "\(name).addAction(UIAction { [weak self] _ in if let self { self.\(property)?(self.\(name).isOn) } }, for: .valueChanged)"
    case .segmentedControl:
      property = Self.property(for: name, suffixes: ["SegmentedControl"], event: "Change")
      type = "((Int) -> Void)"
      summary = "Called with the selected segment when '\(name)' changes."
      registration =
        "\(name).addAction(UIAction { [weak self] _ in if let self { self.\(property)?(self.\(name).selectedSegmentIndex) } }, for: .valueChanged)"
    case .slider:
      property = Self.property(for: name, suffixes: ["Slider"], event: "Change")
      type = "((Float) -> Void)"
      summary = "Called with the new value while '\(name)' moves."
      registration =
        "\(name).addAction(UIAction { [weak self] _ in if let self { self.\(property)?(self.\(name).value) } }, for: .valueChanged)"
    default:
      return nil
    }
  }

  /// `submitButton` → `onSubmitTap`.
  static func property(for name: String, suffixes: [String], event: String) -> String {
    var base = name
    if let suffix = suffixes.first(where: { name.hasSuffix($0) }) { base = String(name.dropLast(suffix.count)) }
    if base.isEmpty { base = name }
    return "on" + base.prefix(1).uppercased() + base.dropFirst() + event
  }
}
