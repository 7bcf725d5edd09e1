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

  /// The actions of one class's controls, in the views' order, each closure named apart from the others and from the
  /// views: where two controls would share a name (`settingsRowButton` and `settingsRowControl` both
  /// `onSettingsRowTap`), the later keeps its class word (`onSettingsRowControlTap`), else a number.
  static func all(_ views: [ViewSpec]) -> [ControlAction] {
    var taken = Set(views.map(\.name))
    return views.compactMap { view in
      guard let action = ControlAction(view, taken: taken) else { return nil }
      taken.insert(action.property)
      return action
    }
  }

  private init?(_ view: ViewSpec, taken: Set<String>) {
    let name = view.name
    switch view.role.uikitEvent {
    case .tap?:
      let property = Self.property(for: name, suffixes: ["Button", "Control"], event: "Tap", taken: taken)
      self.init(
        property: property, type: "(() -> Void)", summary: "Called when '\(name)' is tapped.",
        registration: "\(name).addAction(UIAction { [weak self] _ in self?.\(property)?() }, for: .touchUpInside)")
    case .change(let suffix, let value, let when)?: self = Self.change(view, suffix, value, when(name), taken)
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
  private static func change(
    _ view: ViewSpec, _ suffix: String, _ value: (name: String, type: String), _ when: String, _ taken: Set<String>
  ) -> ControlAction {
    let name = view.name
    let property = Self.property(for: name, suffixes: [suffix], event: "Change", taken: taken)
    return ControlAction(
      property: property, type: "((\(value.type)) -> Void)", summary: "Called with \(when).",
      registration:
        "\(name).addAction(UIAction { [weak self] _ in if let self { self.\(property)?(self.\(name).\(value.name)) } }, for: .valueChanged)",
      valueType: value.type)
  }

  /// `submitButton` → `onSubmitTap`; `onSubmitButtonTap` when that is taken, then `onSubmitTap2`….
  static func property(for name: String, suffixes: [String], event: String, taken: Set<String>) -> String {
    var base = name
    if let suffix = suffixes.first(where: { name.hasSuffix($0) }) { base = String(name.dropLast(suffix.count)) }
    if base.isEmpty { base = name }
    let candidates = [base, name].map { "on" + SwiftName.upperFirst($0) + event }
    if let free = candidates.first(where: { !taken.contains($0) }) { return free }
    var number = 2
    while taken.contains(candidates[0] + String(number)) { number += 1 }
    return candidates[0] + String(number)
  }
}
