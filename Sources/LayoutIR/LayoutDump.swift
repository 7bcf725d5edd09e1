import Diagnostics
import JSONText
import Semantics

/// The IR as readable text: per screen, each view with its frame and one line per constraint
/// with the rule or stage that produced it.
///
///     view 1:16 searchIcon icon in 1:9 [236,118 16×16]
///       leading == 1:15.trailing + 4            rulesets/default/rules/direction.lua:31
public enum LayoutDump {
  /// The whole document; with `solved`, each view's solved frame beside its design frame.
  public static func dump(_ document: LayoutDocument, solved: [String: Frame] = [:]) -> String {
    var text = ""
    for screen in document.layouts {
      let safe = screen.safeArea
      let kind = screen.component != nil ? "component" : screen.isCell ? "cell" : "screen"
      text += "\(kind) \(flat(screen.node)) '\(flat(screen.name))' → \(screen.className) "
      text += "\(number(screen.canvas.width))×\(number(screen.canvas.height)), safe area "
      text += [safe.top, safe.leading, safe.bottom, safe.trailing].map(number).joined(separator: ",") + "\n"
      if let chrome = screen.chrome {
        for (key, value) in ChromeJSON.entries(chrome) { text += "  chrome.\(key) = \(value.renderedCompact())\n" }
      }
      for (key, value) in ViewPropertyList.entries(screen.rootProperties) {
        text += "  root.\(key) = \(value.renderedCompact())\n"
      }
      for (key, value) in screen.component.map(ComponentJSON.entries) ?? [] {
        text += "  component.\(key) = \(value.renderedCompact())\n"
      }
      if let flow = screen.rootFlow { text += "  root.flow = \(FlowJSON.json(flow).renderedCompact())\n" }
      for todo in screen.rootTodos { text += "  root TODO: [\(todo.findingID)] \(todo.message)\n" }
      for view in screen.views { dump(view, solved: solved[view.node], into: &text) }
      for skipped in screen.skipped { text += "  skipped \(skipped.node) '\(flat(skipped.name))': \(skipped.reason)\n" }
    }
    return text
  }

  private static func dump(_ view: ViewSpec, solved: Frame?, into text: inout String) {
    let frame = view.frame
    let exposed = view.isExposed ? " exposed" : ""
    text += "  view \(view.node) \(view.name) \(view.role.rawValue)\(exposed) in \(view.parent)"
    text += " \(describe(frame))"
    if let solved { text += " solved \(describe(solved))" }
    if let intrinsic = view.intrinsic {
      text += " intrinsic \(intrinsic.width.map(number) ?? "-")×\(intrinsic.height.map(number) ?? "-")"
    }
    text += "\n"
    for (key, value) in ViewPropertyList.entries(view.properties) {
      text += "    \(key) = \(value.renderedCompact())\n"
    }
    if let flow = view.flow { text += "    flow = \(FlowJSON.json(flow).renderedCompact())\n" }
    if let item = view.item { text += "    item = \(FlowJSON.json(item).renderedCompact())\n" }
    if let uikit = view.uikit { text += "    uikit = \(LayoutJSON.uikit(uikit).renderedCompact())\n" }
    for (key, value) in view.control.map(ControlJSON.entries) ?? [] {
      text += "    control.\(key) = \(value.renderedCompact())\n"
    }
    for (key, value) in view.component.map(ComponentJSON.entries) ?? [] {
      text += "    component.\(key) = \(value.renderedCompact())\n"
    }
    for (key, value) in view.list.map(ChromeJSON.entries) ?? [] {
      text += "    list.\(key) = \(value.renderedCompact())\n"
    }
    for (key, value) in view.accessibility.map(ControlJSON.entries) ?? [] {
      text += "    accessibility.\(key) = \(value.renderedCompact())\n"
    }
    for constraint in view.constraints {
      let line = describe(constraint)
      text +=
        "    " + line.padding(to: 44) + " " + constraint.origin + (constraint.implicit ? " (implicit)" : "") + "\n"
    }
    for todo in view.todos { text += "    TODO: [\(todo.findingID)] \(todo.message)\n" }
  }

  /// `leading == 1:15.trailing + 4`, `width == 16`, `bottom <= safeArea.bottom - 8 @750`.
  public static func describe(_ constraint: Constraint) -> String {
    let relation =
      switch constraint.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    var right: String
    switch constraint.target {
    case .constant: right = number(constraint.constant)
    case .superview(let attribute): right = "superview.\(attribute.rawValue)"
    case .safeArea(let attribute): right = "safeArea.\(attribute.rawValue)"
    case .view(let id, let attribute): right = "\(id).\(attribute.rawValue)"
    case .scrollGuide(let guide, let attribute): right = "superview.\(guide.rawValue).\(attribute.rawValue)"
    case .keyboard(let attribute): right = "keyboard.\(attribute.rawValue)"
    }
    if constraint.target != .constant {
      if constraint.multiplier != 1 { right = "\(number(constraint.multiplier)) × \(right)" }
      if constraint.constant > 0 { right += " + \(number(constraint.constant))" }
      if constraint.constant < 0 { right += " - \(number(-constraint.constant))" }
    }
    let priority = constraint.priority == 1000 ? "" : " @\(number(constraint.priority))"
    let token = constraint.token.map { " (\(flat($0)))" } ?? ""
    return "\(constraint.attribute.rawValue) \(relation) \(right)\(priority)\(token)"
  }

  private static func describe(_ frame: Frame) -> String {
    "[\(number(frame.x)),\(number(frame.y)) \(number(frame.width))×\(number(frame.height))]"
  }

  private static func number(_ value: Double) -> String { NumberText.format(value) }

  private static func flat(_ text: String) -> String { TerminalText.line(text) }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
