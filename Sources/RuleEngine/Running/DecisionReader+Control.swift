import Decisions
import JSONText
import Semantics

/// The `view` hook's `control`, `accessibility` and `exposed` answers: what a control shows and how it behaves, what
/// VoiceOver says, and whether the owner can reach the view. Every enumerated value is UIKit's own case name.
extension DecisionReader {
  static let controlKeys = [
    "title", "image", "placeholder", "style", "secure", "selected", "on", "keyboard", "content_type", "return_key",
    "capitalization", "segments",
  ]

  func control(_ value: LuaValue) throws(ContractViolation) -> ControlDecision {
    let table = try fields(
      of: value, allowed: Self.controlKeys, expected: "a table { \(Self.controlKeys.joined(separator: ", ")) }")
    var control = ControlDecision()
    control.title = try text(table["title"], "view.control.title")
    control.image = try text(table["image"], "view.control.image")
    control.placeholder = try text(table["placeholder"], "view.control.placeholder")
    control.buttonStyle = try choice(table["style"], "view.control.style", of: ButtonStyle.self)
    control.isSecure = try flag(table["secure"], "view.control.secure")
    control.isSelected = try flag(table["selected"], "view.control.selected")
    control.isOn = try flag(table["on"], "view.control.on")
    control.keyboard = try choice(table["keyboard"], "view.control.keyboard", of: KeyboardKind.self)
    control.contentType = try choice(table["content_type"], "view.control.content_type", of: TextContentKind.self)
    control.returnKey = try choice(table["return_key"], "view.control.return_key", of: ReturnKeyKind.self)
    control.autocapitalization = try choice(
      table["capitalization"], "view.control.capitalization", of: Autocapitalization.self)
    switch table["segments"] {
    case .nothing: break
    case .table(let list) where list.fields.isEmpty && list.otherKeys.isEmpty && !list.array.isEmpty:
      var segments: [String] = []
      for (index, item) in list.array.enumerated() {
        guard let segment = try text(item, "view.control.segments[\(index + 1)]") else { continue }
        segments.append(segment)
      }
      control.segments = segments
    default:
      throw ContractViolation(
        message: "view.control.segments = \(Self.describe(table["segments"])); expected a list of strings")
    }
    return control
  }

  func accessibility(_ value: LuaValue) throws(ContractViolation) -> AccessibilityDecision {
    let table = try fields(
      of: value, allowed: ["label", "header", "element"], expected: "a table { label, header, element }")
    var accessibility = AccessibilityDecision()
    accessibility.label = try text(table["label"], "view.accessibility.label")
    accessibility.isHeader = try flag(table["header"], "view.accessibility.header")
    accessibility.isElement = try flag(table["element"], "view.accessibility.element")
    return accessibility
  }

  func flag(_ value: LuaValue, _ key: String) throws(ContractViolation) -> Bool? {
    switch value {
    case .nothing: return nil
    case .boolean(let flag): return flag
    default: throw ContractViolation(message: "\(key) = \(Self.describe(value)); expected true or false")
    }
  }

  private func text(_ value: LuaValue, _ key: String) throws(ContractViolation) -> String? {
    switch value {
    case .nothing: return nil
    case .string(let text) where !text.isEmpty && text.count <= 500: return text
    default:
      throw ContractViolation(message: "\(key) = \(Self.describe(value)); expected a string of 1 to 500 characters")
    }
  }

  private func choice<Kind: RawRepresentable & CaseIterable>(_ value: LuaValue, _ key: String, of kind: Kind.Type)
    throws(ContractViolation) -> Kind? where Kind.RawValue == String
  {
    guard value != .nothing else { return nil }
    guard case .string(let name) = value, let chosen = Kind(rawValue: name) else {
      let names = Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw ContractViolation(message: "\(key) = \(Self.describe(value)); expected one of \(names)")
    }
    return chosen
  }
}
