import Decisions
import FigmaModel
import SwiftSource

/// The words a figure is named by: what it counts, and what kind of figure it is.
///
/// A text of figures alone ("124.5", "$42.50", "12:30", "10/05/2026"), in a layer that says nothing else ("Text",
/// "124.5"), had nothing to name its label by but the sample it shows, and was named `label`, `label2`. A designer
/// puts such a figure under, over or beside its caption ("TOTAL DISTANCE" above "124.5 km", "BATTERY" below "85%"). The
/// nearest text in its own item names it: among its siblings, then its parent's, up to ``levels`` frames up, those
/// above, below or before it on its line, never past one holding a figure of its own (the card beside). The text
/// must be a caption: a few words (up to ``maximumWords``, one of three letters or more, no figures), not sample data
/// itself, and no larger than the figure (a city above a date is the row's data, not its caption). The figure's kind
/// ends the name: a date, a time, an amount, a percentage, a phone number, else a value (`totalDistanceValueLabel`,
/// `departureTimeLabel`, `dateLabel`).
enum FigureWords {
  /// How many frames up a figure's caption is looked for.
  private static let levels = 3
  /// The most words a caption has.
  private static let maximumWords = 4

  /// The words each figure under `root` is named by, by node id: its caption's first two words, then its kind; its
  /// kind alone where it has no caption and is no plain value.
  static func names(in root: RuledNode) -> [String: String] {
    var names: [String: String] = [:]
    var path: [(node: RuledNode, index: Int)] = []
    func visit(_ node: RuledNode) {
      for (index, child) in node.children.enumerated() {
        path.append((node, index))
        if let text = child.design.text, let kind = kind(of: text.characters), saysNothing(child.design.name) {
          if let caption = caption(along: path, size: text.style.fontSize) {
            names[child.design.id] = (NameWords.words(caption).prefix(2) + [kind]).joined(separator: " ")
          } else if kind != "value" {
            names[child.design.id] = kind
          }
        }
        visit(child)
        path.removeLast()
      }
    }
    visit(root)
    return names
  }

  /// The kind of figure `text` is, or nil where it is no figure (it has letters, or no digits).
  static func kind(of text: String) -> String? {
    let text = text.filter { !$0.isWhitespace }
    guard !text.contains(where: \.isLetter), text.contains(where: \.isNumber) else { return nil }
    if text.wholeMatch(of: /\d{1,4}[\/.\-]\d{1,2}[\/.\-]\d{1,4}/) != nil { return "date" }
    if text.wholeMatch(of: /\d{1,2}:\d{2}(:\d{2})?/) != nil { return "time" }
    if text.contains(where: { "$€£¥₹₩₺".contains($0) }) { return "amount" }
    if text.contains("%") { return "percent" }
    if text.first == "+" || text.contains("("), text.filter(\.isNumber).count >= 7,
      text.allSatisfy({ $0.isNumber || "+()-.".contains($0) })
    {
      return "phone"
    }
    return "value"
  }

  /// Whether a layer's name says nothing of its own: Figma's default words, numbers, or the figure itself.
  private static func saysNothing(_ layer: String) -> Bool {
    NameWords.words(layer).allSatisfy(NameWords.isFigmaDefault)
  }

  /// The caption nearest the end of `path` (each parent, and the index of the next step in it).
  ///
  /// For a figure of `size` points: in each parent from the nearest up, the siblings drawn before the step (nearest
  /// first), then after it, that lie above it, below it, or before it on its line (never after it on its line: a
  /// row's badge, a unit). The nearest text decides. Above the figure's own parent the search ends at a sibling that
  /// holds a figure of its own: beyond it lie other items (the card beside, the next row), whose captions are theirs.
  private static func caption(along path: [(node: RuledNode, index: Int)], size: Double) -> String? {
    for (level, (parent, index)) in path.reversed().prefix(levels).enumerated() {
      let step = parent.children[index].design.absolute
      let siblings = Array(parent.children[..<index].reversed()) + Array(parent.children[(index + 1)...])
      for sibling in siblings where !isAfterOnItsLine(sibling.design.absolute, step) {
        if level > 0, holdsFigure(sibling) { return nil }
        // The nearest text decides: a caption names the figure; any other (the row's data, a title and its badge)
        // says it has none.
        let texts = texts(in: sibling)
        if texts.isEmpty { continue }
        return texts.count == 1 && isCaption(texts[0], figureSize: size) ? texts[0].characters : nil
      }
    }
    return nil
  }

  /// Whether `box` lies after `step` on its line: beside it, further along (to the right) than it starts.
  private static func isAfterOnItsLine(_ box: Rect, _ step: Rect) -> Bool {
    let apart = box.y >= step.y + step.height - 0.5 || box.y + box.height <= step.y + 0.5
    return !apart && box.x + box.width > step.x + step.width - 0.5
  }

  private static func holdsFigure(_ node: RuledNode) -> Bool {
    if let text = node.design.text { return kind(of: text.characters) != nil }
    return node.children.contains(where: holdsFigure)
  }

  /// The texts with letters in `node`'s subtree, itself included, up to two.
  private static func texts(in node: RuledNode) -> [TextContent] {
    var found: [TextContent] = []
    func visit(_ node: RuledNode) {
      guard found.count < 2 else { return }
      if let text = node.design.text, text.characters.contains(where: \.isLetter) { found.append(text) }
      node.children.forEach(visit)
    }
    visit(node)
    return found
  }

  private static func isCaption(_ text: TextContent, figureSize: Double) -> Bool {
    let words = NameWords.words(text.characters)
    return words.count <= maximumWords && words.contains { $0.count >= 3 }
      && !text.characters.contains(where: \.isNumber)
      && !SwiftNaming.looksLikeData(text.characters) && text.style.fontSize <= figureSize + 0.5
  }
}
