import Diagnostics
import LayoutIR
import Semantics
import SwiftSource

/// Triggers when the code takes a colour from the asset catalogue by a name that nothing figsnap writes defines: a
/// rule's `{ asset = … }` answer, spelt `UIColor(named: "Brand/Primary")` or `Color("Brand/Primary")`, which is nil
/// (clear) at run time unless the app's catalogue has that colour set.
///
/// Example: a colour rule answering a gradient style's name as an asset.
struct UndefinedColor: ValidationCheck {
  static let id = "undefined_color"
  static let summary = "a colour taken from the asset catalogue by a name nothing figsnap writes defines"
  static let defaultSeverity = Diagnostic.Severity.error
  static let details =
    "The code takes a colour from the app's asset catalogue by name (a colour rule answered { asset = … }): UIColor(named:) is nil and Color(_:) draws nothing unless the catalogue has that colour set, and figsnap writes none by that name. Example: a rule answering a style's name as an asset."
  static let help =
    "Answer { token = … } for the design's styles and variables (figsnap declares them, in code or, with options.color_tokens = \"catalog\", as colour sets figsnap assets writes); where the app's catalogue has the colour set, grade the finding down (severity = { undefined_color = \"off\" })."
  static let subject = SwiftSourceMap.Kind.declaration

  func check(_ input: CheckInput) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    func visit(_ view: ViewSpec?, _ each: ((DrawnStyle) -> Void) -> Void) {
      var names: [String] = []
      each { style in
        if case .color(.asset(let name)) = style, !names.contains(name) { names.append(name) }
      }
      guard !names.isEmpty else { return }
      let listed = names.map { "'\($0)'" }.joined(separator: ", ")
      findings.append(
        input.finding(
          Self.self,
          "takes the colour \(listed) from the asset catalogue by name, which nothing figsnap writes defines: nil at run time unless the app's catalogue has it",
          view: view))
    }
    visit(nil, input.screen.rootProperties.forEachStyle)
    for view in input.screen.views { visit(view, view.forEachStyle) }
    return findings
  }
}
