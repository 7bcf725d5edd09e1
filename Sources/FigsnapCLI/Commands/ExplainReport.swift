import Decisions
import Diagnostics
import FigmaModel
import Foundation
import JSONText
import LayoutIR
import Pipeline
import Validation

/// The text `figsnap explain` prints about one node.
struct ExplainReport {
  let node: DesignNode
  let screen: DesignScreen
  let result: LayoutResult
  /// The design-size frame of every view.
  let solved: [String: Frame]
  let findings: [Diagnostic]

  var text: String {
    var text =
      "node \(TerminalText.line(node.id)) '\(TerminalText.line(node.name))' (\(node.kind.figmaType)) in screen "
      + "'\(TerminalText.line(screen.root.name))'\n"
    text += "  design: \(describe(node.frame)) in its parent, \(describe(node.absolute)) in the screen\n"
    guard let ruled = result.ruled.screens.first(where: { $0.root.design.id == screen.root.id }) else { return text }
    if let skipped = ruled.skipped.first(where: { $0.node.id == node.id }) {
      return text + "  skipped: \(skipped.reason) [\(skipped.origin.ruleID), \(skipped.origin)]\n"
    }
    guard let kept = ruled.root.find(id: node.id) else {
      return text + "  not a view: inside a skipped node, or flattened into its parent\n"
    }
    text += "decisions:\n"
    let decisions = kept.decisions
    text += decision("view", decisions.view.map { ($0.value.className ?? "-", $0.origin) })
    text += decision("container", decisions.container.map { ($0.value.rawValue, $0.origin) })
    text += decision("horizontal", decisions.horizontal.map { (bindings($0.value), $0.origin) })
    text += decision("vertical", decisions.vertical.map { (bindings($0.value), $0.origin) })
    text += decision(
      "size",
      decisions.size.map { ("\($0.value.width?.text ?? "-")×\($0.value.height?.text ?? "-")", $0.origin) })
    // The view is the screen's, or a list cell's.
    let layouts = result.document.screens.first(where: { $0.node == screen.root.id })?.withCells ?? []
    guard let layout = layouts.first(where: { $0.views.contains { $0.node == node.id } }),
      let view = layout.views.first(where: { $0.node == node.id })
    else { return text + "  (the screen's root: sized by the device)\n" }
    text += "view: \(view.name): \(view.uikitClass) in \(view.parent == layout.node ? "the screen" : view.parent)\n"
    text += "constraints:\n"
    for constraint in view.constraints {
      text +=
        "  " + LayoutDump.describe(constraint) + "    [" + constraint.origin + (constraint.implicit ? ", implicit" : "")
        + "]\n"
    }
    if let solved = solved[view.node] {
      let miss = max(
        abs(solved.x - view.frame.x), abs(solved.y - view.frame.y), abs(solved.width - view.frame.width),
        abs(solved.height - view.frame.height))
      text += "solved at \(NumberText.format(layout.canvas.width))×\(NumberText.format(layout.canvas.height)): "
      text += "\(describe(solved)), design \(describe(view.frame)) (off by \(NumberText.format(miss)) pt)\n"
    }
    let own = findings.filter { $0.node?.id == node.id }
    if !own.isEmpty {
      text +=
        "findings:\n" + DiagnosticPrinter.text(own).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        + "\n"
    }
    return text
  }

  private func decision(_ hook: String, _ value: (String, RuleOrigin)?) -> String {
    let hookName = hook.padding(toLength: 11, withPad: " ", startingAt: 0)
    guard let (answer, origin) = value else { return "  \(hookName) built-in (no rule answered)\n" }
    return "  \(hookName) \(answer)    [\(origin.ruleID), \(origin)]\n"
  }

  private func bindings(_ value: [EdgeBinding]) -> String {
    value.map { "\($0.edge.rawValue) = \($0.target.text)" }.joined(separator: ", ")
  }

  private func describe(_ rect: Rect) -> String {
    "[\(NumberText.format(rect.x)),\(NumberText.format(rect.y)) \(NumberText.format(rect.width))×\(NumberText.format(rect.height))]"
  }

  private func describe(_ frame: Frame) -> String {
    "[\(NumberText.format(frame.x)),\(NumberText.format(frame.y)) \(NumberText.format(frame.width))×\(NumberText.format(frame.height))]"
  }
}
