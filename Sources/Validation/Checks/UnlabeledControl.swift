import Diagnostics
import LayoutIR
import Semantics

/// Triggers when VoiceOver has nothing to say for a control: a button with neither a title nor an accessibility
/// label, a field with neither a placeholder nor a label.
///
/// Example: an icon button from a layer Figma named "Group 8".
struct UnlabeledControl: ValidationCheck {
  static let id = "unlabeled_control"
  static let summary = "a control VoiceOver cannot name"
  static let defaultSeverity = Diagnostic.Severity.warning
  static let details =
    "VoiceOver has nothing to say for a control: a button with neither a title nor an accessibility label, a field with neither a placeholder nor a label. Example: an icon button from a layer Figma named 'Group 8'."
  static let help =
    "Name the layer for what the control does (figsnap uses the name as the accessibility label), or give it a title or a placeholder."

  func check(_ input: CheckInput) -> [Diagnostic] {
    input.screen.views.compactMap { view in
      guard view.role.isControl, view.accessibility?.label == nil, view.uikit?.initializer == nil else { return nil }
      // A control the IR does not describe says nothing, where its kind has something to say.
      let named =
        view.control?.saysWhatItIs ?? ![.button, .textField, .textView, .segmentedControl].contains(view.role)
      guard !named else { return nil }
      return input.finding(
        Self.self, "has no title or accessibility label; VoiceOver reads it as an unnamed \(view.role.rawValue)",
        view: view)
    }
  }
}
