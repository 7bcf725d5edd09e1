import LayoutIR
import Semantics
import SwiftSource

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
  /// The type of the value it passes (`Bool` for a switch), nil for a tap.
  let valueType: String?

  /// What a person does to a control that its owner hears of (``ViewRole/uikitEvent``).
  enum Event {
    /// A tap (`touchUpInside`), heard with nothing.
    case tap
    /// A new value (`valueChanged`), heard with the control's `value` property; `suffix` is the class word the
    /// closure's name drops, `when` says when it is called for a view's name.
    case change(suffix: String, value: (name: String, type: String), when: (String) -> String)
  }

  init?(_ view: ViewSpec) {
    let name = view.name
    switch view.role.uikitEvent {
    case .tap?:
      let property = Self.property(for: name, suffixes: ["Button", "Control"], event: "Tap")
      self.init(
        property: property, type: "(() -> Void)", summary: "Called when '\(name)' is tapped.",
        registration: "\(name).addAction(UIAction { [weak self] _ in self?.\(property)?() }, for: .touchUpInside)")
    case .change(let suffix, let value, let when)?: self = Self.change(view, suffix, value, when(name))
    case nil: return nil
    }
  }

  private init(property: String, type: String, summary: String, registration: String, valueType: String? = nil) {
    self.property = property
    self.type = type
    self.summary = summary
    self.registration = registration
    self.valueType = valueType
  }

  /// A `valueChanged` closure that passes the control's `value` property.
  private static func change(_ view: ViewSpec, _ suffix: String, _ value: (name: String, type: String), _ when: String)
    -> ControlAction
  {
    let name = view.name
    let property = Self.property(for: name, suffixes: [suffix], event: "Change")
    return ControlAction(
      property: property, type: "((\(value.type)) -> Void)", summary: "Called with \(when).",
      registration:
        "\(name).addAction(UIAction { [weak self] _ in if let self { self.\(property)?(self.\(name).\(value.name)) } }, for: .valueChanged)",
      valueType: value.type)
  }

  /// `submitButton` → `onSubmitTap`.
  static func property(for name: String, suffixes: [String], event: String) -> String {
    var base = name
    if let suffix = suffixes.first(where: { name.hasSuffix($0) }) { base = String(name.dropLast(suffix.count)) }
    if base.isEmpty { base = name }
    return "on" + SwiftName.upperFirst(base) + event
  }
}
