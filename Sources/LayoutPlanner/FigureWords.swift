import Decisions
import FigmaModel
import SwiftSource

/// The words a figure is named by: what it counts, and what kind of figure it is.
///
/// A text of figures alone ("124.5", "$42.50", "12:30", "10/05/2026"), in a layer that says nothing else ("Text",
/// "124.5"), had nothing to name its label by but the sample it shows, and was named `label`, `label2`. A designer
/// puts such a figure under or beside its caption ("TOTAL DISTANCE" above "124.5 km"). The nearest text drawn before
/// it, in its parent or in the frames drawn before it up to ``levels`` frames up, names it, where that text is a
/// caption: a few words (up to ``maximumWords``, one of three letters or more), not sample data itself, and no larger
/// than the figure (a city above a date is the row's data, not its caption). The figure's kind ends the name: a date,
/// a time, an amount, a percentage, a phone number, else a value (`totalDistanceValueLabel`, `departureDateLabel`,
/// `dateLabel`).
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

  /// The nearest caption drawn before the end of `path` (each parent, and the index of the next step in it) for a
  /// figure of `size` points.
  private static func caption(along path: [(node: RuledNode, index: Int)], size: Double) -> String? {
    for (parent, index) in path.reversed().prefix(levels) {
      for sibling in parent.children[..<index].reversed() {
        if let text = lastText(in: sibling) { return isCaption(text, figureSize: size) ? text.characters : nil }
      }
    }
    return nil
  }

  /// The last text with letters drawn in `node`'s subtree, itself included.
  private static func lastText(in node: RuledNode) -> TextContent? {
    for child in node.children.reversed() {
      if let text = lastText(in: child) { return text }
    }
    guard let text = node.design.text, text.characters.contains(where: \.isLetter) else { return nil }
    return text
  }

  private static func isCaption(_ text: TextContent, figureSize: Double) -> Bool {
    let words = NameWords.words(text.characters)
    return words.count <= maximumWords && words.contains { $0.count >= 3 }
      && !SwiftNaming.looksLikeData(text.characters) && text.style.fontSize <= figureSize + 0.5
  }
}
