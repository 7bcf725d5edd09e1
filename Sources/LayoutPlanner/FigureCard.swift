import Decisions
import FigmaModel
import Semantics

/// A card that shows a figure with its caption and unit is read by VoiceOver as one element.
///
/// A stat card ("TOTAL DISTANCE" over "124.5" "km") is three labels: VoiceOver stopped on each, and read "124.5"
/// without its unit or what it counts. A frame drawn as a card (a fill, a stroke or a shadow of its own) whose layers
/// are texts and drawings only (no control, list, field, component, card holding texts of its own, or two items of
/// several texts each), two to ``maximumTexts`` of them, one a figure and one with words, is one element labelled by
/// its texts in reading order: the texts of one line joined by a space, the lines by a comma ("TOTAL DISTANCE, 124.5
/// km").
enum FigureCard {
  private static let maximumTexts = 6

  /// What VoiceOver reads for `node`, a card of a figure; nil where it is not one.
  static func spokenLabel(of node: RuledNode, nodes: ResolvedNodes) -> String? {
    guard node.design.appearance.paintsItself, node.design.text == nil else { return nil }
    var texts: [DesignNode] = []
    // Not a card of cards (a list of rows, each a card of its own): each of those is read on its own.
    func visit(_ node: RuledNode) -> Bool {
      for child in node.children {
        let role = nodes[child].role
        guard !role.isControl, ![.list, .component, .scroll].contains(role) else { return false }
        if let text = child.design.text {
          if !text.characters.allSatisfy(\.isWhitespace) { texts.append(child.design) }
        } else if child.design.appearance.paintsItself, child.children.contains(where: { $0.design.text != nil }) {
          return false
        }
        guard visit(child) else { return false }
      }
      return true
    }
    // Not a group of items either (two transactions, each of several texts): each item is read on its own.
    let items = node.children.filter { $0.design.text == nil && textCount(in: $0) >= 2 }
    guard items.count < 2, visit(node), (2...maximumTexts).contains(texts.count),
      texts.contains(where: { FigureWords.kind(of: $0.text?.characters ?? "") != nil }),
      texts.contains(where: { $0.text?.characters.contains(where: \.isLetter) ?? false })
    else { return nil }
    return lines(of: texts).map { $0.joined(separator: " ") }.joined(separator: ", ")
  }

  private static func textCount(in node: RuledNode) -> Int {
    (node.design.text == nil ? 0 : 1) + node.children.reduce(0) { $0 + textCount(in: $1) }
  }

  /// The texts' characters by line, top to bottom, each line leading to trailing: texts whose middles lie within half
  /// the shorter one's height of each other share a line.
  private static func lines(of texts: [DesignNode]) -> [[String]] {
    var lines: [[DesignNode]] = []
    for text in texts.sorted(by: { $0.absolute.midY < $1.absolute.midY }) {
      if let last = lines.indices.last, let first = lines[last].first,
        abs(first.absolute.midY - text.absolute.midY) <= min(first.absolute.height, text.absolute.height) / 2
      {
        lines[last].append(text)
      } else {
        lines.append([text])
      }
    }
    return lines.map { line in
      line.sorted { $0.absolute.x < $1.absolute.x }.map {
        ($0.text?.characters ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
      }
    }
  }
}
