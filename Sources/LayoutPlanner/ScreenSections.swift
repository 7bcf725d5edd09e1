import Decisions
import FigmaModel
import Semantics
import SwiftSource

/// The parts of a long screen that become view classes of their own, so that no file is long to read: where a screen
/// would declare more views than the ruleset's `options.section_views`, its largest plain frame that fits that
/// budget becomes a class used once, then the next largest, until what is left fits.
///
/// A part is a frame a class of frames drawn alike could be (``StructuralTwins/isCandidate(_:resolved:)``: a plain
/// container, no scroll view, not kept inline by a rule), not sized by its content and not the whole screen, of at
/// least ``smallest`` views, outside the lists, the controls and the instances of other classes. A view counts once
/// for each layer drawn as a view of its own; a list counts its first row, which its cell class declares.
struct ScreenSections {
  /// The fewest views a part has: a smaller one reads better where it is.
  static let smallest = 8

  /// The frames that become classes, in document order.
  private(set) var sections: [RuledNode] = []

  private let nodes: ResolvedNodes
  private let budget: Int
  /// Nodes that are views of other classes (a component's or frames drawn alike): counted as one view, never split.
  private let classViews: Set<String>
  /// The ids of `sections`.
  private var chosen: Set<String> = []
  /// The frame of the screen being split.
  private var screenFrame = Rect(x: 0, y: 0, width: 0, height: 0)

  init(tree: RuledTree, nodes: ResolvedNodes, classViews: Set<String>) {
    self.nodes = nodes
    self.classViews = classViews
    budget = tree.options.sectionViews ?? 0
    guard budget > 0 else { return }
    for screen in tree.screens {
      screenFrame = screen.root.design.absolute
      split(screen.root)
    }
    let order = Dictionary(
      tree.screens.flatMap { Self.preorder($0.root) }.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    sections.sort { (order[$0.design.id] ?? 0) < (order[$1.design.id] ?? 0) }
  }

  /// Takes parts out of `unit` (a screen's root) until it declares at most `budget` views.
  ///
  /// The largest part that fits the budget goes first; a part taken later may hold one taken before.
  private mutating func split(_ unit: RuledNode) {
    while true {
      var best: (node: RuledNode, views: Int)?
      let total = measure(unit, isRoot: true) { node, views in
        if views >= Self.smallest, views <= budget, views > best?.views ?? 0 { best = (node, views) }
      }
      guard total > budget, let best else { return }
      chosen.insert(best.node.design.id)
      sections.append(best.node)
    }
  }

  /// The views `node` declares in its own class: itself and its layers drawn as views, a part taken out or a view of
  /// another class as one, a list as its first row; `report` hears of every frame inside that may be taken out, with
  /// its own count.
  private func measure(_ node: RuledNode, isRoot: Bool, _ report: (RuledNode, Int) -> Void) -> Int {
    if !isRoot, chosen.contains(node.design.id) || classViews.contains(node.design.id) { return 1 }
    let resolved = nodes[node]
    if resolved.absorbsChildren { return 1 }
    if resolved.role == .list {
      return 1 + (node.children.first.map { measure($0, isRoot: false) { _, _ in } } ?? 0)
    }
    let views = node.children.reduce(1) { $0 + measure($1, isRoot: false, report) }
    if !isRoot, isPart(node, resolved: resolved) { report(node, views) }
    return views
  }

  /// Whether `node` may be a part: a frame frames drawn alike could be that is not the screen itself.
  ///
  /// A frame sized by what it holds (one that hugs its content) stays: its class would be pinned to the design's size,
  /// where the screen lets it grow with larger text.
  private func isPart(_ node: RuledNode, resolved: ResolvedNode) -> Bool {
    guard StructuralTwins.isCandidate(node, resolved: resolved) else { return false }
    let sizing = node.design.sizing
    if sizing.horizontal == .hug || sizing.vertical == .hug { return false }
    let box = node.design.absolute
    return box.width < screenFrame.width * 0.9 || box.height < screenFrame.height * 0.9
  }

  /// A part's class name: its layer's name where that says something ("Trip Summary", not a captured page's
  /// "Margin"), else its heading's first words
  /// ("Últimas viagens") as a section, else the name of a layer inside it that says something, else "Section".
  static func name(of section: RuledNode) -> String {
    let own = section.design.name
    if !AssetTable.meaningful(own).isEmpty, !SwiftNaming.saysNothingOfAScreen(NameWords.words(own)) { return own }
    if let heading = heading(in: section) { return heading.joined(separator: " ") + " Section" }
    // Else what it holds, as a view is named: a layer inside it that a person named ("Rotated Tiles").
    return ScreenPlanner.content(of: section) ?? "Section"
  }

  /// The first four words of the part's heading: of its texts without a digit (not a time, a date, a price or a
  /// plate) that begin with a word (and that `include` takes), the first in the largest font; in lower case where it
  /// is in capitals ("SEM INTERNET" → sem internet).
  static func heading(in section: RuledNode, where include: (RuledNode) -> Bool = { _ in true }) -> [String]? {
    var best: (words: [String], size: Double)?
    func visit(_ node: RuledNode) {
      if let text = node.design.text, include(node) {
        let words = NameWords.words(text.characters)
        if let first = words.first, first.count > 1, !text.characters.contains(where: \.isNumber),
          !SwiftNaming.looksLikeData(text.characters), text.style.fontSize > best?.size ?? 0
        {
          let shouted = text.characters == text.characters.uppercased()
          best = (words.prefix(4).map { shouted ? $0.lowercased() : $0 }, text.style.fontSize)
        }
      }
      for child in node.children { visit(child) }
    }
    visit(section)
    return best?.words
  }

  private static func preorder(_ node: RuledNode) -> [String] {
    [node.design.id] + node.children.flatMap(preorder)
  }
}
