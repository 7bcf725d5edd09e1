import Decisions
import FigmaModel
import LayoutIR
import Semantics
import SwiftSource

/// Who can reach a view and what VoiceOver says for it.
///
/// Views that carry content — labels, images, controls — are exposed to the owner of the generated view, so it can
/// set a text, an image or read a field; containers stay private. An icon button is labelled by its layer's or
/// component's name, a switch by the text beside it, a title is a heading; a rule's `accessibility` answer wins.
enum ViewAccess {
  /// Whether the owner reaches the view.
  static func isExposed(_ node: RuledNode, role: ViewRole) -> Bool {
    node.decisions.view?.value.isExposed ?? role.isExposedByDefault
  }

  /// What VoiceOver needs beyond the class's defaults, or nil; `cardLabel`: what a card of a figure reads as one
  /// element (``FigureCard``).
  static func accessibility(
    _ node: RuledNode, role: ViewRole, control: ControlSpec?, properties: ViewProperties, parent: RuledNode,
    cardLabel: String? = nil
  ) -> AccessibilitySpec? {
    let decided = node.decisions.view?.value.accessibility
    var spec = AccessibilitySpec()
    switch role {
    case .container where cardLabel != nil, .stack where cardLabel != nil:
      spec.isElement = true
      spec.label = cardLabel
    case .button where control?.button?.title == nil && control?.button?.isSelected != nil:
      // A checkbox is labelled by the text beside it.
      spec.label = neighbourText(of: node, in: parent) ?? spokenName(of: node)
    case .button where control?.button?.title == nil:
      // An icon button says what its icon is named for ("icon/filter" on an unnamed disc: "Filter").
      spec.label = spokenName(of: node) ?? spokenNameInside(node)
    case .textField where control?.textInput?.placeholder == nil:
      spec.label = spokenName(of: node)
    case _ where role.isLabelledByNeighbour:
      spec.label = neighbourText(of: node, in: parent) ?? spokenName(of: node)
    case .label:
      // A figure ("$1,240", "72 bpm") is a value, not a heading: large, or in a layer named for a page's `<h2>`.
      spec.isHeader =
        !isFigure(node.design.text?.characters ?? "")
        && (isTitle(properties.font) || isNamedHeading(node) || isNamedHeading(parent))
    case .tappable:
      // One element, read as what it shows: "Guest session, Link your account".
      spec.isElement = true
      let texts = ViewConfigurator.texts(in: node).compactMap { $0.design.text?.characters }
        .map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }.filter { !$0.isEmpty }
      spec.label = texts.isEmpty ? spokenName(of: node) : texts.joined(separator: ", ")
    // A titled button, a field with a placeholder and a segmented control say what they are; the rest say nothing.
    default:
      break
    }
    if let decided {
      spec.label = decided.label ?? spec.label
      spec.isHeader = decided.isHeader ?? spec.isHeader
      spec.isElement = decided.isElement
      if decided.isElement == true, spec.label == nil { spec.label = spokenName(of: node) }
    }
    return spec == AccessibilitySpec() ? nil : spec
  }

  /// A layer's or component's name as words a person would say: "icon/arrow_back" → "Arrow back"; nil for Figma's
  /// own names ("Vector", "Frame 12").
  static func spokenName(of node: RuledNode) -> String? {
    let names = [node.design.component?.name, node.design.component?.setName, node.design.name].compactMap { $0 }
    for name in names {
      let words = NameWords.words(name).map { $0.lowercased() }.filter {
        !unspoken.contains($0) && !$0.allSatisfy(\.isNumber)
      }
      guard let first = words.first else { continue }
      return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }
    return nil
  }

  /// The first spoken name among the layers under `node` that draw its icon, outermost first (not its shapes: a
  /// "Shadow" or a "Background" says nothing of what the button does).
  private static func spokenNameInside(_ node: RuledNode) -> String? {
    for child in node.children where child.design.text == nil && ![.rectangle, .ellipse].contains(child.design.kind) {
      if let name = spokenName(of: child) ?? spokenNameInside(child) { return name }
    }
    return nil
  }

  /// The text beside a control in its row: a switch's or slider's label.
  static func neighbourText(of node: RuledNode, in parent: RuledNode) -> String? {
    let frame = node.design.absolute
    for sibling in parent.children where sibling.design.id != node.design.id {
      let texts = sibling.design.text != nil ? [sibling] : ViewConfigurator.texts(in: sibling)
      if let text = texts.first(where: { abs($0.design.absolute.midY - frame.midY) < max(frame.height, 24) }) {
        return text.design.text?.characters
      }
    }
    return nil
  }

  /// Whether a text shows a figure: digits with at most a short unit or symbol beside them ("$1,240", "72 bpm",
  /// "14:30", "98%").
  static func isFigure(_ text: String) -> Bool {
    let digits = text.filter(\.isNumber).count
    let letters = text.filter(\.isLetter).count
    return digits > 0 && letters <= 3
  }

  /// A layer a designer (or an HTML export) called a heading: "Heading 2", "Section Title", "h1".
  private static func isNamedHeading(_ node: RuledNode) -> Bool {
    let words = NameWords.words(node.design.name).map { $0.lowercased() }
    return words.contains { ["heading", "header", "h1", "h2", "h3"].contains($0) }
  }

  /// Whether a font is a title's: a heading for VoiceOver.
  private static func isTitle(_ font: FontValue?) -> Bool {
    // Title 2 (22 pt) and larger, or a font as large.
    (font?.pointSize ?? 0) >= 22
  }

  private static let unspoken: Set<String> = [
    "icon", "ic", "icn", "ico", "btn", "button", "vector", "frame", "group", "instance", "component", "image", "img",
    "outline", "outlined", "filled", "fill", "solid", "regular", "line", "24", "default", "state", "type", "size",
    "variant", "property", "left", "right", "rectangle", "ellipse", "union", "shape", "symbol", "symbols", "slider",
    "switch", "toggle", "progress", "segmented", "control", "field", "input", "textfield",
    // Names of layers, not of what they mean (issue 29): "Background", "Container", "Link", "Css transform".
    "background", "bg", "container", "wrapper", "wrap", "link", "css", "transform", "overlay", "mask", "layer",
    "base", "primitive", "hover", "pressed", "enabled", "disabled", "svg",
    // How an icon is drawn, not what it means: "fi-bell-color-black", "Primary white", "Support fab contextual".
    "fi", "color", "colour", "black", "white", "grey", "gray", "dark", "light", "primary", "secondary", "tertiary",
    "shadow", "fab", "contextual", "mono", "duotone", "bold", "thin",
  ]
}
